import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as q from './orders.queries';
import * as stock from './stock.queries';
import type { PaymentProvider } from './payments/provider';
import type { StoreOrderItemsTable, StoreOrderRefundsTable, StoreOrdersTable } from './store.tables';

export interface RefundDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Every provider this server takes payments through: an order is refunded through the one it was paid with. */
  providers: Record<string, PaymentProvider>;
  log?: { error(obj: object, msg: string): void } | undefined;
}

export interface RefundContext {
  order: Selectable<StoreOrdersTable>;
  items: Selectable<StoreOrderItemsTable>[];
  refund: StoreOrderRefundsTable;
}

/**
 * Cancels a paid order and gives its money back in full: the provider refunds first (the order id is
 * its idempotency key, so asking again never pays twice), then one transaction marks the order
 * refunded, records the refund (its primary key makes a second record impossible), puts the stock
 * back, and runs the caller's `within` (its audit row and the buyer's notification).
 * `check` says whether this caller may refund this order, before anything happens.
 */
export async function refundOrder<T>(
  deps: RefundDeps,
  input: {
    orderId: string;
    actorId: string;
    check: (order: Selectable<StoreOrdersTable>, items: Selectable<StoreOrderItemsTable>[]) => void;
    within: (trx: Kysely<Database>, ctx: RefundContext) => Promise<T>;
  },
): Promise<{ refund: StoreOrderRefundsTable; result: T }> {
  const order = await q.findOrder(deps.db, input.orderId);
  if (!order) throw new AppError(404, 'not_found');
  const items = await q.orderItems(deps.db, [order.id]);
  input.check(order, items);
  if (order.status === 'refunded') throw new AppError(409, 'order_already_refunded');
  if (order.status !== 'paid') throw new AppError(409, 'order_not_paid');
  const provider = deps.providers[order.provider];
  if (!provider) throw new AppError(502, 'refund_unavailable');
  let ref: string;
  try {
    ({ ref } = await provider.refund({
      orderId: order.id,
      sessionRef: order.provider_ref,
      amountInCents: order.total,
      currency: order.currency,
    }));
  } catch (err) {
    deps.log?.error({ err, orderId: order.id }, 'payment provider refused the refund');
    throw new AppError(502, 'refund_unavailable');
  }
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const res = await trx
      .updateTable('store_orders')
      .set({ status: 'refunded', closed_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    // Someone else's refund of the same order committed first: the provider refunded it once.
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'order_already_refunded');
    const refund: StoreOrderRefundsTable = {
      order_id: order.id,
      provider: provider.name,
      provider_ref: ref,
      amount: order.total,
      currency: order.currency,
      actor_id: input.actorId,
      created_at: now,
    };
    await trx.insertInto('store_order_refunds').values(refund).execute();
    for (const item of items) {
      if (item.reserved) await stock.returnStock(trx, item.variant_id, item.quantity, now);
    }
    const result = await input.within(trx, { order: { ...order, status: 'refunded' }, items, refund });
    return { refund, result };
  });
}
