import { sql, type Kysely } from 'kysely';

/**
 * Orders as brands see them: each order line remembers the brand that sold it, each (order, brand)
 * pair has its fulfilment (preparando → enviado → entregue, with the tracking code), and a refunded
 * order keeps the provider's record of the refund, once.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  // Frozen at checkout like the line's title and price: a product that changes brand later does not
  // move orders already placed.
  await db.schema.alterTable('store_order_items').addColumn('brand_id', 'text').execute();
  await db
    .updateTable('store_order_items')
    .set({
      brand_id: sql`(select p.brand_id from store_products p where p.id = store_order_items.product_id)`,
    })
    .execute();

  await db.schema
    .createTable('store_order_fulfilments')
    .addColumn('order_id', 'text', (c) => c.notNull().references('store_orders.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    // 'preparando', 'enviado' or 'entregue' (shared/fulfilment.ts); only ever moves forward.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tracking_code', 'text')
    // The order's own created_at, copied so a brand's list pages on this table's index alone.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('shipped_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addPrimaryKeyConstraint('store_order_fulfilments_pk', ['order_id', 'brand_id'])
    .execute();
  // A brand's orders, newest first.
  await db.schema
    .createIndex('store_order_fulfilments_brand_idx')
    .on('store_order_fulfilments')
    .columns(['brand_id', 'created_at', 'order_id'])
    .execute();
  await db
    .insertInto('store_order_fulfilments')
    .columns(['order_id', 'brand_id', 'status', 'tracking_code', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('store_order_items as i')
        .innerJoin('store_orders as o', 'o.id', 'i.order_id')
        .where('i.brand_id', 'is not', null)
        .select(['i.order_id', 'i.brand_id', sql.lit('preparando').as('status'), sql.lit(null).as('tracking_code')])
        .select((s) => [s.fn.max('o.created_at').as('created_at'), s.fn.max('o.created_at').as('updated_at')])
        .groupBy(['i.order_id', 'i.brand_id']),
    )
    .execute();

  // One refund per order: the primary key is what makes a second one impossible.
  await db.schema
    .createTable('store_order_refunds')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('store_orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of the refund.
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Who refunded it (a brand owner or an operator); kept as written if that account goes.
    .addColumn('actor_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
