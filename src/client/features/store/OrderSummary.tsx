import { ptBR } from '@shared/i18n/pt-BR';
import type { Order } from '@shared/store';
import { formatCep } from '@shared/brazil';
import { installmentAmount } from '@shared/store-delivery';
import { formatMoney } from '@shared/store-rules';
import { OrderLines } from '@client/ui/order-line';
import { OrderFulfilments, OrderStatusBadge } from '@client/ui/order-status';
import type { ReactNode } from 'react';
import { SumRow, TotalRow } from '@client/ui/sum-row';

const t = ptBR.store;

const d = ptBR.delivery;

/** The freight of a cart or an order: free says so, and an amount not known yet says it is pending. */
export function FreightRow({ label, cents, currency }: { label: ReactNode; cents: number | null; currency: string }) {
  return cents === 0 ? (
    <SumRow label={label} value={t.freightFree} valueClassName="font-semibold text-success" />
  ) : (
    <SumRow
      label={label}
      value={cents === null ? d.freightPending : formatMoney(cents, currency)}
      valueClassName="tabular-nums"
    />
  );
}

function paidWith(order: Order): string {
  if (order.paymentMethod === 'pix') return ptBR.installments.paidPix;
  const n = order.installments ?? 1;
  return ptBR.installments.paidIn(n, formatMoney(installmentAmount(order.totalInCents, n), order.currency));
}

/** Where the order goes, how, and when it should arrive. */
function DeliveryDetails({ order }: { order: Order }) {
  const a = order.delivery!;
  return (
    <div className="grid gap-0.5 rounded-xl bg-surface-muted px-3 py-2.5 text-sm">
      <p className="font-semibold">{d.shipTo}</p>
      <p>{[a.street, a.number, a.complement].filter(Boolean).join(', ')}</p>
      <p>
        {a.district}, {a.city}/{a.uf} · CEP {formatCep(a.cep)}
      </p>
      <p className="text-fg-muted">{d.maskedCpf(a.cpfMasked)}</p>
      <p className="font-medium">
        {d.shippingMethods[a.method]} · {d.arrivesIn(a.days)}
      </p>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });

/** An order's lines and total, as the member sees them on /success and /orders. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">{t.orderNumber(order.number)}</p>
          <p className="text-xs text-fg-muted">{t.placedAt(dateFormat.format(new Date(order.createdAt)))}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderLines items={order.items} currency={order.currency} totals />
      <dl className="grid gap-1 border-t border-border pt-2 text-sm">
        <FreightRow
          label={order.delivery ? d.freightOf(d.shippingMethods[order.delivery.method]) : t.freight}
          cents={order.freightInCents}
          currency={order.currency}
        />
        <TotalRow
          label={t.total}
          cents={order.totalInCents}
          currency={order.currency}
          className="text-base font-bold"
        />
        {order.paymentMethod ? (
          <SumRow className="gap-2" label={t.paymentMethod} value={paidWith(order)} valueClassName="text-right" />
        ) : null}
      </dl>
      {order.delivery ? <DeliveryDetails order={order} /> : null}
      <OrderFulfilments fulfilments={order.fulfilments} />
    </div>
  );
}
