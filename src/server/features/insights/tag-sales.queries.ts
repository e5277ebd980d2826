import { sql, type Kysely } from 'kysely';
import { PAID_ORDER_STATES } from '../../../shared/insights-rules';
import type { TaggableKind } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import type { Window } from './insights.queries';

type Db = Kysely<Database>;

/** Whether the numbers are grouped per item of content or per product. */
export type TagSalesGrouping = 'content' | 'product';

/**
 * The key a count is grouped by: 'kind:id' of the content, or the product's id. Concatenated in the
 * database so both dialects group and return one text column.
 */
function keyOf(grouping: TagSalesGrouping, kind: string, id: string, product: string) {
  return grouping === 'content' ? sql<string>`${sql.ref(kind)} || ':' || ${sql.ref(id)}` : sql.ref<string>(product);
}

/**
 * Openings of the brand's products' tags in the window, grouped. Only the brand's store products
 * count: a tag of another brand's product, or of a personal-store product, is never the brand's.
 */
export async function tapsOf(db: Db, brandId: string, w: Window, grouping: TagSalesGrouping) {
  const rows = await db
    .selectFrom('product_tag_opens as o')
    .innerJoin('store_products as p', 'p.id', 'o.product_id')
    .select((eb) => [
      keyOf(grouping, 'o.content_kind', 'o.content_id', 'o.product_id').as('key'),
      eb.fn.countAll<number>().as('taps'),
    ])
    .where('p.brand_id', '=', brandId)
    .where('o.opened_at', '>=', w.from)
    .where('o.opened_at', '<', w.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ key: r.key, taps: Number(r.taps) }));
}

/** Additions to a cart that the brand's products' tags brought in during the window, grouped. */
export async function cartAddsOf(db: Db, brandId: string, w: Window, grouping: TagSalesGrouping) {
  const rows = await db
    .selectFrom('product_tag_cart_adds as c')
    .innerJoin('store_products as p', 'p.id', 'c.product_id')
    .select((eb) => [
      keyOf(grouping, 'c.content_kind', 'c.content_id', 'c.product_id').as('key'),
      eb.fn.countAll<number>().as('cartAdds'),
    ])
    .where('p.brand_id', '=', brandId)
    .where('c.added_at', '>=', w.from)
    .where('c.added_at', '<', w.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ key: r.key, cartAdds: Number(r.cartAdds) }));
}

/**
 * The paid order lines of the brand's products credited to a tag (a source on the line), on the
 * period's days of payment, grouped: distinct orders, units, and the lines' total. The paid states
 * are the brand's sales' own (`PAID_ORDER_STATES`), so a refunded order leaves both at once.
 */
export async function paidLinesOf(db: Db, brandId: string, w: Window, grouping: TagSalesGrouping) {
  const rows = await db
    .selectFrom('store_order_items as oi')
    .innerJoin('store_products as p', 'p.id', 'oi.product_id')
    .innerJoin('store_orders as o', 'o.id', 'oi.order_id')
    .select((eb) => [
      keyOf(grouping, 'oi.source_kind', 'oi.source_id', 'oi.product_id').as('key'),
      eb.fn.count<number>('o.id').distinct().as('orders'),
      eb.fn.sum<number>('oi.quantity').as('units'),
      eb.fn.sum<number>('oi.line_total').as('revenueCents'),
    ])
    .where('p.brand_id', '=', brandId)
    .where('oi.source_kind', 'is not', null)
    .where('oi.source_id', 'is not', null)
    .where('o.status', 'in', PAID_ORDER_STATES)
    .where('o.paid_at', '>=', w.from)
    .where('o.paid_at', '<', w.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({
    key: r.key,
    orders: Number(r.orders),
    units: Number(r.units ?? 0),
    revenueCents: Number(r.revenueCents ?? 0),
  }));
}

const contentTables = {
  post: { table: 'posts', text: 'content' },
  reel: { table: 'reels', text: 'description' },
  story: { table: 'stories', text: 'title' },
  video: { table: 'long_videos', text: 'title' },
} as const;

/** The text and date of the brand's items of one kind among these ids; another's item is not read. */
export async function contentHeads(db: Db, brandId: string, kind: TaggableKind, ids: string[]) {
  if (ids.length === 0) return [];
  const { table, text } = contentTables[kind];
  return db
    .selectFrom(table)
    .select(['id', sql.ref<string | null>(text).as('text'), 'created_at'])
    .where('brand_id', '=', brandId)
    .where('id', 'in', ids)
    .execute();
}

/** The titles of the brand's products among these ids. */
export function productTitles(db: Db, brandId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_products')
    .select(['id', 'title'])
    .where('brand_id', '=', brandId)
    .where('id', 'in', ids)
    .execute();
}
