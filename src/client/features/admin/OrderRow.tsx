import { RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { OperatorOrder } from '@shared/fulfilment';
import { ptBR } from '@shared/i18n/pt-BR';
import { formatMoney } from '@shared/store-rules';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { OrderLines } from '@client/ui/order-line';
import { OrderFulfilments, OrderStatusBadge } from '@client/ui/order-status';
import { SumRow, TotalRow } from '@client/ui/sum-row';
import { toast } from '@client/ui/use-toast';
import { useOperatorRefund } from './use-admin-orders';

const t = ptBR.adminOrders;
const s = ptBR.store;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

function Refund({ order }: { order: OperatorOrder }) {
  const refund = useOperatorRefund();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-destructive hover:bg-destructive/10"
        aria-label={t.refundOf(order.number)}
        onClick={() => setOpen(true)}
      >
        <RotateCcw aria-hidden="true" />
        {ptBR.studioOrders.refund}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.refundTitle(order.number)}
        description={t.refundDescription(formatMoney(order.totalInCents, order.currency))}
        confirmLabel={ptBR.studioOrders.refundConfirm}
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate(order.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: ptBR.studioOrders.refundDone, variant: 'success' });
            },
            onError: (error) => {
              setOpen(false);
              toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
            },
          })
        }
      />
    </>
  );
}

/** One order of the console: who bought what, the sums, each brand's delivery, and the refund of a paid one. */
export function OrderRow({ order }: { order: OperatorOrder }) {
  const method = order.paymentMethod === 'pix' ? s.methodPix : order.paymentMethod === 'card' ? s.methodCard : null;
  return (
    <li className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-5" aria-label={s.orderNumber(order.number)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{s.orderNumber(order.number)}</p>
          <p className="text-xs text-fg-muted">{[when(order.createdAt), method].filter(Boolean).join(' · ')}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        {order.buyer ? (
          <span className="min-w-0 truncate">
            <span className="font-medium">{order.buyer.name}</span>
            <span className="text-fg-muted"> · {order.buyer.email}</span>
          </span>
        ) : (
          <span className="text-fg-muted">{t.guestBuyer}</span>
        )}
      </p>
      <OrderLines items={order.items} currency={order.currency} framed totals />
      <dl className="grid gap-1 text-sm">
        <SumRow
          label={s.freight}
          value={order.freightInCents === 0 ? s.freightFree : formatMoney(order.freightInCents, order.currency)}
          valueClassName="tabular-nums"
        />
        <TotalRow label={s.total} cents={order.totalInCents} currency={order.currency} className="font-bold" />
      </dl>
      <OrderFulfilments fulfilments={order.fulfilments} named />
      {order.refund ? (
        <p className="text-sm text-fg-muted">
          {t.refunded(formatMoney(order.refund.amountInCents, order.refund.currency), when(order.refund.createdAt))}
        </p>
      ) : null}
      {order.status === 'paid' ? <Refund order={order} /> : null}
    </li>
  );
}
