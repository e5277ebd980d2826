import type { Kysely } from 'kysely';

/**
 * Product tags on content and what they sold (decision 030). A tag names a product of a brand's store
 * ('store') or of a member's personal store ('shop'); no foreign key, so the id names either table and
 * a tag whose product is gone is simply not shown. Every opening of a tag is kept: it is counted for
 * the content's insights, and the last one within seven days credits the sale (attribution). A cart
 * line and an order line remember the content they came from.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_product_tags')
    // 'post', 'reel', 'story' or 'video' (shared/product-tags.ts).
    .addColumn('content_kind', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Where on the image, 0..1 of its width and height; null when the tag has no point.
    .addColumn('x', 'real')
    .addColumn('y', 'real')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_product_tags_pk', ['content_kind', 'content_id', 'product_id'])
    .execute();
  // 'Visto em' and the product's insights read tags by product.
  await db.schema
    .createIndex('content_product_tags_product_idx')
    .on('content_product_tags')
    .columns(['product_id', 'content_kind', 'content_id'])
    .execute();

  await db.schema
    .createTable('product_tag_opens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_kind', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .execute();
  // The last opening of a product by a member (attribution), and the openings per content (insights).
  await db.schema
    .createIndex('product_tag_opens_member_idx')
    .on('product_tag_opens')
    .columns(['member_id', 'product_id', 'opened_at'])
    .execute();
  // A product's openings over a period, for the store's insights per product.
  await db.schema
    .createIndex('product_tag_opens_product_idx')
    .on('product_tag_opens')
    .columns(['product_id', 'opened_at'])
    .execute();
  await db.schema
    .createIndex('product_tag_opens_content_idx')
    .on('product_tag_opens')
    .columns(['content_kind', 'content_id'])
    .execute();

  // Every addition to a cart that a tag brought in, for the content's 'adicionados ao carrinho'.
  await db.schema
    .createTable('product_tag_cart_adds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_kind', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_tag_cart_adds_content_idx')
    .on('product_tag_cart_adds')
    .columns(['content_kind', 'content_id'])
    .execute();

  for (const table of ['store_cart_items', 'store_order_items']) {
    await db.schema.alterTable(table).addColumn('source_kind', 'text').execute();
    await db.schema.alterTable(table).addColumn('source_id', 'text').execute();
  }
  await db.schema
    .createIndex('store_order_items_source_idx')
    .on('store_order_items')
    .columns(['source_kind', 'source_id'])
    .execute();
}
