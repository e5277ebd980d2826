import { useState } from 'react';
import { OPERATOR_ORDER_SEARCH_MAX, operatorOrderFilters, type OperatorOrderFilter } from '@shared/fulfilment-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { SearchField, SearchResults, useSearchText } from '@client/ui/search-list';
import { SelectField } from '@client/ui/select-field';
import { OrderRow } from './OrderRow';
import { useAdminOrders } from './use-admin-orders';

const t = ptBR.adminOrders;
const filterOptions = operatorOrderFilters.map((value) => ({ value, label: t.filters[value] }));

/** The console's orders: every order of the store by state, found by its number or its buyer's email. */
export function OrdersPanel() {
  const search = useSearchText();
  const [status, setStatus] = useState<OperatorOrderFilter>('all');
  const orders = useAdminOrders(status, search.query);
  const rows = orders.data?.pages.flatMap((p) => p.orders) ?? [];

  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchField copy={t} search={search} maxLength={OPERATOR_ORDER_SEARCH_MAX} />
        <SelectField label={t.filterLabel} value={status} options={filterOptions} onChange={setStatus} />
      </div>
      <SearchResults list={orders} rows={rows} label={t.tab} empty={t.empty}>
        {(order) => <OrderRow key={order.id} order={order} />}
      </SearchResults>
    </div>
  );
}
