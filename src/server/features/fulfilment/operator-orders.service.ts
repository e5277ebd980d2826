import { operatorOrderStatusesOf, type OperatorOrder, type OperatorOrderFilter } from '../../../shared/fulfilment';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { ordersWithLines } from '../store/orders.service';
import type { FulfilmentDeps } from './fulfilment.service';
import * as q from './fulfilment.queries';

const PAGE = 20;

export interface OperatorOrdersRequest {
  status: OperatorOrderFilter;
  q?: string | undefined;
  cursor?: string | undefined;
}

function toOperatorOrder(row: q.OperatorOrderRow, order: Omit<OperatorOrder, 'buyer' | 'refund'>): OperatorOrder {
  return {
    ...order,
    buyer:
      row.member_id && row.buyer_name !== null && row.buyer_email !== null
        ? { id: row.member_id, name: row.buyer_name, email: row.buyer_email }
        : null,
    refund:
      row.refunded_at !== null
        ? {
            amountInCents: Number(row.refund_amount),
            currency: row.refund_currency ?? row.currency,
            provider: row.refund_provider ?? row.provider,
            createdAt: new Date(Number(row.refunded_at)).toISOString(),
          }
        : null,
  };
}

/**
 * The console's orders: every order of the store, whatever brands it holds, filtered by state and
 * searched by its number, id or buyer's email. The operator sees the buyer in full: refunding or
 * answering a buyer needs to know who they are.
 */
export async function listOperatorOrders(deps: Pick<FulfilmentDeps, 'db'>, request: OperatorOrdersRequest) {
  const rows = await q.operatorOrders(
    deps.db,
    { statuses: operatorOrderStatusesOf[request.status], search: request.q ?? '' },
    decodeKeyset(request.cursor),
    PAGE + 1,
  );
  const page = pageOf(rows, PAGE);
  const orders = await ordersWithLines(deps.db, page.rows);
  return { orders: page.rows.map((row, i) => toOperatorOrder(row, orders[i]!)), nextCursor: page.nextCursor };
}
