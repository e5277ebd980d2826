import type { Kysely } from 'kysely';

/**
 * Indexes for a brand's insights (decision 021), so that each of its reads walks only the brand's
 * rows of the period: follows by brand and day, reels by brand, paid orders by payment instant,
 * and order lines by product (the brand's products are found through `store_products_brand_idx`). `if not exists`: another change
 * may need the very same index under the same name.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('brand_follows_brand_created_idx')
    .ifNotExists()
    .on('brand_follows')
    .columns(['brand_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reels_brand_created_idx')
    .ifNotExists()
    .on('reels')
    .columns(['brand_id', 'created_at', 'id'])
    .execute();
  // Sales are read from either end, whichever the planner finds narrower: the paid orders of the
  // period (then their lines and products), or the brand's products (then their lines and orders).
  await db.schema
    .createIndex('store_orders_paid_idx')
    .ifNotExists()
    .on('store_orders')
    .columns(['status', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('store_order_items_product_idx')
    .ifNotExists()
    .on('store_order_items')
    .columns(['product_id', 'order_id'])
    .execute();
}
