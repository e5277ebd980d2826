import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/app/PageHeader';
import { QueryError } from '@client/app/QueryError';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { OrderSummary } from './OrderSummary';
import { PendingPayment } from './PendingPayment';
import { useOrdersQuery } from './use-orders';

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
        <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-surface-muted">
            <Package aria-hidden="true" className="size-7 text-fg-muted" />
          </span>
          <p className="font-semibold">{t.ordersEmpty}</p>
          <Button asChild variant="brand">
            <Link to="/store">{t.goToStore}</Link>
          </Button>
        </Card>
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
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Spinner /> : null}
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
