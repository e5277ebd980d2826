import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { isApiError } from '@client/lib/api';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { OrderSummary } from './OrderSummary';
import { cartKeys } from './use-cart';
import { useOrderQuery } from './use-orders';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.store;

/** Where the payment page returns: the order, read from the server, with its status. */
export function SuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const order = useOrderQuery(orderId);
  const queryClient = useQueryClient();

  const paid = order.data?.status === 'paid';
  // The server empties the cart of what the order bought once it is paid, which may come after landing here.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [queryClient, paid]);

  return (
    <>
      <PageHeader title={t.success} />
      <Card className="grid gap-5 p-5">
        {!orderId || (order.isError && isApiError(order.error, 404)) ? (
          <p role="alert">{t.successMissing}</p>
        ) : order.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : order.isError ? (
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <>
            <div className="flex items-center gap-3" role="status">
              <span className={paid ? 'text-success' : 'text-warning'}>
                {paid ? (
                  <CheckCircle2 aria-hidden="true" className="size-10" />
                ) : (
                  <Clock aria-hidden="true" className="size-10" />
                )}
              </span>
              <p className="text-lg font-semibold">{paid ? t.successPaid : t.successPending}</p>
            </div>
            <OrderSummary order={order.data} />
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/orders" variant="brand">
            {t.seeOrders}
          </ButtonLink>
          <ButtonLink to="/store" variant="outline">
            {t.keepShopping}
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}
