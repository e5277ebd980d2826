import { sql, type Kysely } from 'kysely';
import { likePattern } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { newestFirstPage, olderThan } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';

type Db = Kysely<Database>;

/** A brand's parts of orders, each with its order, buyer's name and refund, as the studio lists them. */
function brandParts(db: Db, brandId: string) {
  return db
    .selectFrom('store_order_fulfilments as f')
    .innerJoin('store_orders as o', 'o.id', 'f.order_id')
    .leftJoin('users as u', 'u.id', 'o.member_id')
    .leftJoin('store_order_refunds as r', 'r.order_id', 'o.id')
    .select([
      'o.id',
      'o.member_id',
      'o.status as order_status',
      'o.payment_method',
      'o.currency',
      'o.created_at',
      'o.paid_at',
      'u.name as buyer_name',
      'f.status',
      'f.tracking_code',
      'f.updated_at',
      'f.shipped_at',
      'f.delivered_at',
      'r.created_at as refunded_at',
    ])
    .where('f.brand_id', '=', brandId);
}

/** A brand's orders in some statuses, newest first, each with the brand's part and the buyer's name. */
export function brandOrders(
  db: Db,
  brandId: string,
  statuses: readonly string[],
  after: Keyset | undefined,
  limit: number,
) {
  let query = brandParts(db, brandId).where('o.status', 'in', [...statuses]);
  if (after) query = query.where(olderThan(after, 'f.created_at', 'f.order_id'));
  return query.orderBy('f.created_at', 'desc').orderBy('f.order_id', 'desc').limit(limit).execute();
}
export type BrandOrderRow = Awaited<ReturnType<typeof brandOrders>>[number];

/** One order of a brand's, as its list shows it. */
export function brandOrder(db: Db, brandId: string, orderId: string) {
  return brandParts(db, brandId).where('f.order_id', '=', orderId).executeTakeFirst();
}

/** Moves a brand's part one step, if it is still where the mover saw it; false when it moved meanwhile. */
export async function advance(
  db: Db,
  key: { orderId: string; brandId: string; from: string },
  set: { status: string; tracking_code?: string; shipped_at?: number; delivered_at?: number; updated_at: number },
) {
  const res = await db
    .updateTable('store_order_fulfilments')
    .set(set)
    .where('order_id', '=', key.orderId)
    .where('brand_id', '=', key.brandId)
    .where('status', '=', key.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function brandName(db: Db, brandId: string) {
  return db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst();
}

export function fulfilmentsOf(db: Db, orderId: string) {
  return db
    .selectFrom('store_order_fulfilments as f')
    .leftJoin('brands as b', 'b.id', 'f.brand_id')
    .select(['f.brand_id', 'b.name as brand_name'])
    .where('f.order_id', '=', orderId)
    .execute();
}

export interface OperatorOrdersFilter {
  /** Only orders in these statuses; every order when null. */
  statuses: readonly string[] | null;
  /** An order's id or the end of it (its number), or part of its buyer's email. */
  search: string;
}

/** Every order of the store newest first, for the operator: with its buyer's name and email, and its refund. */
export function operatorOrders(db: Db, filter: OperatorOrdersFilter, after: Keyset | undefined, fetch: number) {
  let query = db
    .selectFrom('store_orders as o')
    .leftJoin('users as u', 'u.id', 'o.member_id')
    .leftJoin('store_order_refunds as r', 'r.order_id', 'o.id')
    .selectAll('o')
    .select([
      'u.name as buyer_name',
      'u.email as buyer_email',
      'r.amount as refund_amount',
      'r.currency as refund_currency',
      'r.provider as refund_provider',
      'r.created_at as refunded_at',
    ]);
  if (filter.statuses) query = query.where('o.status', 'in', [...filter.statuses]);
  // The number people read is the id's end in capitals, often copied with its '#'.
  const text = filter.search.replace(/^#/, '').toLowerCase();
  if (text) {
    const [idEnd, email] = [likePattern(text, 'end'), likePattern(text)];
    query = query.where(
      sql<boolean>`(o.id = ${text} or o.id like ${idEnd} escape '\\' or lower(u.email) like ${email} escape '\\')`,
    );
  }
  return newestFirstPage(query, fetch, after, 'o.created_at', 'o.id').execute();
}
export type OperatorOrderRow = Awaited<ReturnType<typeof operatorOrders>>[number];
