import { CheckCircle2, Package, Truck, type LucideIcon } from 'lucide-react';
import type { FulfilmentStatus } from '@shared/fulfilment-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Order, OrderFulfilment } from '@shared/store';

const t = ptBR.fulfilment;

const icons: Record<FulfilmentStatus, LucideIcon> = { preparando: Package, enviado: Truck, entregue: CheckCircle2 };

/** 'Preparando', 'Enviado — código de rastreio XYZ' or 'Entregue'. */
export function fulfilmentLabel(f: Pick<OrderFulfilment, 'status' | 'trackingCode'>): string {
  return f.status === 'enviado' && f.trackingCode ? t.sentWithCode(f.trackingCode) : t.statuses[f.status];
}

/** How far each brand's part of a paid order went, as its buyer follows it in 'Meus pedidos'. */
export function OrderFulfilments({ order }: { order: Order }) {
  if (order.fulfilments.length === 0) return null;
  const several = order.fulfilments.length > 1;
  return (
    <ul className="grid gap-1.5" aria-label={t.statusesLabel}>
      {order.fulfilments.map((f) => {
        const Icon = icons[f.status];
        return (
          <li
            key={f.brandId}
            data-testid="order-fulfilment"
            className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="min-w-0 break-words">
              {several ? <span className="block text-xs text-fg-muted">{t.partOf(f.brandName)}</span> : null}
              <span className="font-semibold">{fulfilmentLabel(f)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
