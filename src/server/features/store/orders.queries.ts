import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';
import { newestFirstPage } from '../../platform/keyset-sql';
import { releaseHeldUnits } from './stock.queries';
import type { Keyset } from '../../platform/pagination';
import type { StoreOrderItemsTable, StoreOrdersTable } from './store.tables';

type Db = Kysely<Database>;

const affected = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);

// One statement per set of columns (with or without a delivery): built and compiled once each.
const insertOrderRow = reusableStatements(
  (_columns: string) => (db: Db, v: Insertable<StoreOrdersTable>) => db.insertInto('store_orders').values(v),
);

const insertItemRow = reusableStatements(
  (_columns: string) => (db: Db, v: Insertable<StoreOrderItemsTable>) => db.insertInto('store_order_items').values(v),
);

export async function insertOrder(
  db: Db,
  order: Insertable<StoreOrdersTable>,
  items: Insertable<StoreOrderItemsTable>[],
) {
  // Kysely leaves an undefined column out of an insert: so does the statement's shape.
  const row = Object.fromEntries(Object.entries(order).filter(([, value]) => value !== undefined));
  await insertOrderRow(Object.keys(row).join(','))(db, row as Insertable<StoreOrdersTable>);
  // A row at a time: SQLite's statements are calls in the process (PostgreSQL's checkout is one statement).
  for (const item of items) await insertItemRow(Object.keys(item).join(','))(db, item);
}

/** One part to fulfil per brand of an order's lines; the operator's own lines (no brand) have none. */
export function fulfilmentRows(orderId: string, items: Insertable<StoreOrderItemsTable>[], createdAt: number) {
  const brands = [...new Set(items.flatMap((i) => (i.brand_id ? [i.brand_id] : [])))];
  return brands.map((brandId) => ({
    order_id: orderId,
    brand_id: brandId,
    status: 'preparando',
    tracking_code: null,
    created_at: createdAt,
    updated_at: createdAt,
    shipped_at: null,
    delivered_at: null,
  }));
}

export async function insertFulfilments(
  db: Db,
  orderId: string,
  items: Insertable<StoreOrderItemsTable>[],
  createdAt: number,
) {
  const rows = fulfilmentRows(orderId, items, createdAt);
  if (rows.length === 0) return;
  await db.insertInto('store_order_fulfilments').values(rows).execute();
}

export function findOrder(db: Db, id: string) {
  return db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderItems(db: Db, orderIds: string[]) {
  return db
    .selectFrom('store_order_items')
    .selectAll()
    .where('order_id', 'in', orderIds.length ? orderIds : [''])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/**
 * An order that left 'pending' holds its units no more: its lines (migration 028) and its variants'
 * counts (migration 030), in the caller's transaction.
 */
async function releaseHeld(db: Db, orderId: string, anonymous: boolean, now: number) {
  const lines = await db
    .updateTable('store_order_items')
    .set({ held: 0 })
    .where('order_id', '=', orderId)
    .where('held', '=', 1)
    .returning(['variant_id', 'quantity'])
    .execute();
  await releaseHeldUnits(db, lines, anonymous, now);
}

/** Moves a pending order to a closed status; false when it was no longer pending. */
export async function closePending(db: Db, id: string, status: 'canceled' | 'expired' | 'failed', now: number) {
  const closed = await db
    .updateTable('store_orders')
    .set({ status, closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('member_id')
    .executeTakeFirst();
  if (!closed) return false;
  await releaseHeld(db, id, closed.member_id === null, now);
  return true;
}

export async function payPending(db: Db, id: string, method: string | null, now: number) {
  const paid = await db
    .updateTable('store_orders')
    .set({ status: 'paid', paid_at: now, updated_at: now, payment_method: method })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('member_id')
    .executeTakeFirst();
  if (!paid) return false;
  await releaseHeld(db, id, paid.member_id === null, now);
  return true;
}

export function setProviderSession(db: Db, id: string, session: { ref: string | null; url: string }, now: number) {
  return db
    .updateTable('store_orders')
    .set({ provider_ref: session.ref, provider_url: session.url, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Gives a pending order without a delivery its delivery and new total; false otherwise. */
export async function setDelivery(
  db: Db,
  id: string,
  columns: Pick<
    StoreOrdersTable,
    'buyer_cpf' | 'shipping_address' | 'shipping_method' | 'shipping_days' | 'freight' | 'total'
  >,
  now: number,
) {
  const res = await db
    .updateTable('store_orders')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('shipping_address', 'is', null)
    .executeTakeFirst();
  return affected(res) === 1;
}

/** The card installments chosen on the payment page, kept while the order is still pending. */
export function setInstallments(db: Db, id: string, installments: number, now: number) {
  return db
    .updateTable('store_orders')
    .set({ installments, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function extendPending(db: Db, id: string, until: number, now: number) {
  return db
    .updateTable('store_orders')
    .set({ expires_at: until, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '<', until)
    .execute();
}

export function expiredOrderIds(db: Db, now: number, limit: number) {
  return db
    .selectFrom('store_orders')
    .select(['id', 'provider', 'provider_ref'])
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Records a provider event once; false when the same event was seen before. */
export async function recordEvent(
  db: Db,
  row: { id: string; provider: string; event_type: string; order_id: string | null; received_at: number },
) {
  const res = await db
    .insertInto('store_payment_events')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function memberOrders(db: Db, memberId: string, before: Keyset | undefined, limit: number) {
  const q = db.selectFrom('store_orders').selectAll().where('member_id', '=', memberId);
  return newestFirstPage(q, limit, before).execute();
}

/**
 * Takes a paid order's lines out of its member's cart: what the member added since, or more of a
 * variant than the order took, stays.
 */
export async function takeFromCart(
  db: Db,
  memberId: string,
  lines: { variantId: string; quantity: number }[],
  now: number,
) {
  for (const line of lines) {
    await db
      .updateTable('store_cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity), updated_at: now }))
      .where('member_id', '=', memberId)
      .where('variant_id', '=', line.variantId)
      .execute();
  }
  await db.deleteFrom('store_cart_items').where('member_id', '=', memberId).where('quantity', '<=', 0).execute();
}

/** Each brand's part of these orders, with the brand's name, for the buyer's 'Meus pedidos'. */
export function orderFulfilments(db: Db, orderIds: string[]) {
  return db
    .selectFrom('store_order_fulfilments as f')
    .leftJoin('brands as b', 'b.id', 'f.brand_id')
    .select([
      'f.order_id',
      'f.brand_id',
      'f.status',
      'f.tracking_code',
      'f.updated_at',
      'f.shipped_at',
      'f.delivered_at',
      'b.name as brand_name',
    ])
    .where('f.order_id', 'in', orderIds.length ? orderIds : [''])
    .orderBy('f.order_id')
    .orderBy('b.name')
    .execute();
}
export type FulfilmentRow = Awaited<ReturnType<typeof orderFulfilments>>[number];
