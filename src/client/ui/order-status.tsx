import { CheckCircle2, Package, Truck, type LucideIcon } from 'lucide-react';
import type { FulfilmentStatus } from '@shared/fulfilment-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import type { OrderFulfilment, OrderStatus } from '@shared/store';
import { StatusBadge, type Tone } from './status-badge';

const statusTone: Record<OrderStatus, Tone> = {
  pending: 'waiting',
  paid: 'good',
  canceled: 'over',
  expired: 'over',
  failed: 'bad',
  refunded: 'over',
};

/** An order's status ('Pago', 'Aguardando pagamento', 'Reembolsado'…) as a coloured chip. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={statusTone[status]}>{ptBR.store.statuses[status]}</StatusBadge>;
}

const t = ptBR.fulfilment;
const icons: Record<FulfilmentStatus, LucideIcon> = { preparando: Package, enviado: Truck, entregue: CheckCircle2 };

/** 'Preparando', 'Enviado — código de rastreio XYZ' or 'Entregue'. */
export function fulfilmentLabel(f: Pick<OrderFulfilment, 'status' | 'trackingCode'>): string {
  return f.status === 'enviado' && f.trackingCode ? t.sentWithCode(f.trackingCode) : t.statuses[f.status];
}

interface OrderFulfilmentsProps {
  fulfilments: OrderFulfilment[];
  /** Name each brand even when there is one (the console); the buyer reads the brand off the lines. */
  named?: boolean;
}

/** How far each brand's part of a paid order went: the buyer's 'Meus pedidos' and the operator's console. */
export function OrderFulfilments({ fulfilments, named = false }: OrderFulfilmentsProps) {
  if (fulfilments.length === 0) return null;
  const withBrand = named || fulfilments.length > 1;
  return (
    <ul className="grid gap-1.5" aria-label={t.statusesLabel}>
      {fulfilments.map((f) => {
        const Icon = icons[f.status];
        return (
          <li
            key={f.brandId}
            data-testid="order-fulfilment"
            className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="min-w-0 break-words">
              {withBrand ? <span className="block text-xs text-fg-muted">{t.partOf(f.brandName)}</span> : null}
              <span className="font-semibold">{fulfilmentLabel(f)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
