import { Package } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { OrderSummary } from './OrderSummary';
import { PendingPayment } from './PendingPayment';
import { useOrdersQuery } from './use-orders';
import { LoadMore } from '@client/ui/load-more';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.store;

export function OrdersPage() {
  const query = useOrdersQuery();
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];
  return (
    <>
      <PageHeader title={t.orders} />
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState icon={Package} title={t.ordersEmpty}>
          <ButtonLink to="/store" variant="brand">
            {t.goToStore}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {orders.map((order) => (
            <li key={order.id}>
              <Card className="grid grid-cols-1 gap-3 p-4">
                <OrderSummary order={order} />
                <PendingPayment order={order} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={query} variant="outline" frame="mt-4 flex justify-center" />
    </>
  );
}
