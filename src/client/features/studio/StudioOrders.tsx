import { Package } from 'lucide-react';
import { teamCan, type TeamRole } from '@shared/brand-roles';
import { studioOrderFilters, type StudioOrderFilter } from '@shared/fulfilment';
import { ptBR } from '@shared/i18n/pt-BR';
import { Card, CardHeader, CardTitle } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { LoadMore } from '@client/ui/load-more';
import { PanelTabs } from '@client/ui/panel-tabs';
import { QueryError } from '@client/ui/query-error';
import { Skeleton } from '@client/ui/skeleton';
import { StudioOrderCard } from './StudioOrderCard';
import { useStudioOrders } from './use-studio-orders';

const t = ptBR.studioOrders;

function OrderList({ brandId, role, state }: { brandId: string; role: TeamRole; state: StudioOrderFilter }) {
  const query = useStudioOrders(brandId, state);
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={t.title} className="grid gap-3 p-4 sm:p-5">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44 w-full rounded-2xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className="p-4 sm:p-5">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (orders.length === 0)
    return (
      <div className="p-4 sm:p-5">
        <EmptyState icon={Package} title={t.empty[state]} hint={t.emptyDescription} />
      </div>
    );
  return (
    <>
      <ul aria-label={t.filters[state]} className="divide-y divide-border">
        {orders.map((order) => (
          <StudioOrderCard key={order.id} brandId={brandId} role={role} order={order} />
        ))}
      </ul>
      <LoadMore list={query} variant="outline" frame="flex justify-center p-4" />
    </>
  );
}

/** The studio's 'Pedidos': the brand's orders by state, each moved forward from here. */
export function StudioOrders({ brand }: { brand: { id: string; role: TeamRole } }) {
  if (!teamCan(brand.role, 'fulfilOrders')) return null;
  return (
    <Card aria-labelledby="orders-title" className="mt-4">
      <CardHeader className="grid justify-stretch gap-1">
        <CardTitle id="orders-title">{t.title}</CardTitle>
        <p className="text-sm text-fg-muted">{t.description}</p>
      </CardHeader>
      <PanelTabs
        look="segmented"
        label={t.filterLabel}
        defaultValue="paid"
        className="grid gap-1 [&>[role=tablist]]:mx-4 sm:[&>[role=tablist]]:mx-5"
        tabs={studioOrderFilters.map((state) => ({
          value: state,
          label: t.filters[state],
          panel: <OrderList brandId={brand.id} role={brand.role} state={state} />,
        }))}
      />
    </Card>
  );
}
