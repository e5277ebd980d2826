import { Clock, CreditCard } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Order } from '@shared/store';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { isPayable, useResumePaymentMutation } from './use-orders';

const t = ptBR.store;

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * Under an order awaiting payment: 'Continuar pagamento' while its hold lasts, or why it can no
 * longer be paid once the hold lapsed. Nothing for other orders.
 */
export function PendingPayment({ order }: { order: Order }) {
  const resume = useResumePaymentMutation();
  const lapsed = order.status === 'expired' || (order.status === 'pending' && !isPayable(order));
  if (lapsed) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t.orderHoldExpired}
      </p>
    );
  }
  if (order.status !== 'pending') return null;
  const busy = resume.isPending || resume.isSuccess;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-warning/10 px-3 py-2">
      <p className="flex items-center gap-2 text-sm">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-warning" />
        {t.heldUntil(timeFormat.format(new Date(order.expiresAt)))}
      </p>
      <Button
        variant="brand"
        size="md"
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() =>
          resume.mutate(order.id, {
            onError: (error) =>
              toast({ variant: 'destructive', title: t.continuePayment, description: errorMessage(error) }),
          })
        }
      >
        {busy ? <Spinner /> : <CreditCard aria-hidden="true" />}
        {t.continuePayment}
      </Button>
    </div>
  );
}
