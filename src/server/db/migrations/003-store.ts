import type { Kysely } from 'kysely';

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();

  await db.schema
    .createTable('store_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('ribbon_text', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('purchasable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site_product_selection', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('physical'))
    .addColumn('thumbnail_url', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    // Lowest effective variant price, kept in step with the variants so sort_by=price is an index scan.
    .addColumn('min_price', 'integer', (c) => c.notNull().defaultTo(0))
    // The assembled storefront shape (stock aside), built on first read and cleared by every import:
    // a page of products is then two queries instead of ten.
    .addColumn('snapshot', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // deleted_at last: the list's count is answered from the index alone.
  await db.schema
    .createIndex('store_products_list_idx')
    .on('store_products')
    .columns(['status', 'hidden', 'position', 'id', 'deleted_at'])
    .execute();
  await db.schema
    .createIndex('store_products_price_idx')
    .on('store_products')
    .columns(['status', 'hidden', 'min_price', 'id'])
    .execute();
  await db.schema
    .createIndex('store_products_created_idx')
    .on('store_products')
    .columns(['status', 'hidden', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('store_product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumb_url', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('image'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('blur', 'text')
    .execute();
  await db.schema
    .createIndex('store_product_images_product_idx')
    .on('store_product_images')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('store_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_options_product_idx')
    .on('store_options')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('store_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.unique())
    .addColumn('image_url', 'text')
    .addColumn('manage_inventory', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weight', 'integer')
    // Units available to sell: a checkout's reservation takes them away at once.
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('sale_amount', 'integer')
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo('brl'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_variants_product_idx')
    .on('store_variants')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('store_option_values')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('option_id', 'text', (c) => c.notNull().references('store_options.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('store_variants.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_option_values_product_idx')
    .on('store_option_values')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('store_option_values_variant_idx')
    .on('store_option_values')
    .column('variant_id')
    .execute();

  await db.schema
    .createTable('store_product_collections')
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('store_collections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_product_collections_pk', ['product_id', 'collection_id'])
    .execute();
  await db.schema
    .createIndex('store_product_collections_collection_idx')
    .on('store_product_collections')
    .columns(['collection_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('store_additional_info')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_additional_info_product_idx')
    .on('store_additional_info')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('store_custom_fields')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_custom_fields_product_idx')
    .on('store_custom_fields')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('store_related_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('section_title', 'text')
    .addColumn('related_type', 'text', (c) => c.notNull().defaultTo('product'))
    .addColumn('related_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('store_related_products_product_idx')
    .on('store_related_products')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('store_cart_items')
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_cart_items_pk', ['member_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('provider_url', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('freight', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('time_zone', 'text')
    // Set when a payment arrived after the reservation lapsed and the stock could not be taken again.
    .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('store_orders_member_idx')
    .on('store_orders')
    .columns(['member_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('store_orders_expiry_idx').on('store_orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('store_orders_provider_ref_idx').on('store_orders').column('provider_ref').execute();

  await db.schema
    .createTable('store_order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('store_orders.id').onDelete('cascade'))
    // No foreign keys to the catalog: an order keeps its frozen copy when a product is removed.
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('variant_title', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('image_url', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_amount', 'integer', (c) => c.notNull())
    .addColumn('list_amount', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_order_items_order_idx')
    .on('store_order_items')
    .columns(['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('store_payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
}
