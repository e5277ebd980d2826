import { useState, type FormEvent } from 'react';
import { teamCan, type TeamRole } from '@shared/brand-roles';
import { nextFulfilmentStatus, TRACKING_CODE_PATTERN, type StudioOrder } from '@shared/fulfilment';
import { ptBR } from '@shared/i18n/pt-BR';
import { formatMoney } from '@shared/store-rules';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { OrderLines } from '@client/ui/order-line';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { useMoveFulfilment, useRefundOrder } from './use-studio-orders';

const t = ptBR.studioOrders;
const f = ptBR.fulfilment;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });

const failed = (error: unknown) =>
  toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });

/** 'Marcar como enviado' with its tracking code, or 'Marcar como entregue'. */
function MoveForward({ brandId, order }: { brandId: string; order: StudioOrder }) {
  const move = useMoveFulfilment(brandId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const next = nextFulfilmentStatus(order.fulfilment.status);
  if (!next) return null;
  const done = () => toast({ title: t.moved(f.statuses[next]), variant: 'success' });
  if (next === 'entregue')
    return (
      <BusyButton
        className="justify-self-start"
        variant="outline"
        busy={move.isPending}
        onClick={() =>
          move.mutate({ orderId: order.id, move: { status: 'entregue' } }, { onSuccess: done, onError: failed })
        }
      >
        {t.markDelivered}
      </BusyButton>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trackingCode = code.trim();
    if (!trackingCode) return setError(f.trackingRequired);
    if (!TRACKING_CODE_PATTERN.test(trackingCode)) return setError(f.trackingInvalid);
    setError(undefined);
    move.mutate({ orderId: order.id, move: { status: 'enviado', trackingCode } }, { onSuccess: done, onError: failed });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
      <TextField
        label={t.trackingLabel}
        placeholder={t.trackingPlaceholder}
        value={code}
        maxLength={40}
        autoCapitalize="characters"
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <BusyButton type="submit" busy={move.isPending} className="sm:mt-6">
        {t.markSent}
      </BusyButton>
    </form>
  );
}

function Refund({ brandId, order }: { brandId: string; order: StudioOrder }) {
  const refund = useRefundOrder(brandId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="justify-self-start text-destructive" onClick={() => setOpen(true)}>
        {t.refund}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.refundTitle}
        description={t.refundDescription(formatMoney(order.totalInCents, order.currency))}
        confirmLabel={t.refundConfirm}
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate(order.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: t.refundDone, variant: 'success' });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}

const tone: Record<StudioOrder['fulfilment']['status'], string> = {
  preparando: 'bg-warning/15 text-warning',
  enviado: 'bg-primary/15 text-primary',
  entregue: 'bg-success/15 text-success',
};

/** One order as the brand's team works on it: its lines of the brand, the buyer, and the next step. */
export function StudioOrderCard({ brandId, role, order }: { brandId: string; role: TeamRole; order: StudioOrder }) {
  const paid = order.status === 'paid';
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5" aria-label={ptBR.store.orderNumber(order.number)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{ptBR.store.orderNumber(order.number)}</p>
          <p className="text-xs text-fg-muted">
            {dateFormat.format(new Date(order.createdAt))} · {t.buyer(order.buyerFirstName)}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-bold',
            paid ? tone[order.fulfilment.status] : 'bg-fg/10 text-fg-muted',
          )}
        >
          {paid ? f.statuses[order.fulfilment.status] : ptBR.store.statuses[order.status]}
        </span>
      </div>
      <OrderLines items={order.items} currency={order.currency} framed />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-fg-muted">{t.brandTotal}</span>
        <span className="font-bold tabular-nums">{formatMoney(order.totalInCents, order.currency)}</span>
      </div>
      {order.fulfilment.trackingCode ? (
        <p className="text-sm text-fg-muted">{t.tracking(order.fulfilment.trackingCode)}</p>
      ) : null}
      {order.refundedAt ? (
        <p className="text-sm text-fg-muted">{t.refundedAt(dateFormat.format(new Date(order.refundedAt)))}</p>
      ) : null}
      {paid ? (
        <div className="grid gap-2">
          {teamCan(role, 'fulfilOrders') ? <MoveForward brandId={brandId} order={order} /> : null}
          {teamCan(role, 'refundOrders') && order.onlyThisBrand ? <Refund brandId={brandId} order={order} /> : null}
        </div>
      ) : null}
    </li>
  );
}
