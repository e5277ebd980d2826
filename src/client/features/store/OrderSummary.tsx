import { ptBR } from '@shared/i18n/pt-BR';
import type { Order, OrderStatus } from '@shared/store';
import { formatMoney } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

const t = ptBR.store;

const statusTone: Record<OrderStatus, string> = {
  pending: 'bg-warning/15 text-warning',
  paid: 'bg-success/15 text-success',
  canceled: 'bg-fg/10 text-fg-muted',
  expired: 'bg-fg/10 text-fg-muted',
  failed: 'bg-destructive/15 text-destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', statusTone[status])}>{t.statuses[status]}</span>
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
      <ul className="divide-y divide-border">
        {order.items.map((item) => (
          <li key={item.variantId} className="flex items-center gap-3 py-2.5">
            <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{item.title}</p>
              <p className="text-xs text-fg-muted">
                {item.variantTitle} · {item.quantity} × {formatMoney(item.unitPriceInCents, order.currency)}
              </p>
            </div>
            <span className="text-sm font-semibold tabular-nums">{formatMoney(item.totalInCents, order.currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t border-border pt-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-fg-muted">{t.freight}</dt>
          <dd className="font-semibold text-success">{t.freightFree}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>{t.total}</dt>
          <dd className="tabular-nums">{formatMoney(order.totalInCents, order.currency)}</dd>
        </div>
      </dl>
    </div>
  );
}
