import type { Kysely } from 'kysely';

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  const userFk = 'users.id';

  await db.schema
    .createTable('member_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references(userFk).onDelete('cascade'))
    .addColumn('private_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_policy', 'text', (c) => c.notNull().defaultTo('everyone'))
    .addColumn('hide_counters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('store_name', 'text')
    .addColumn('avatar_media', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('follow_requests')
    .addColumn('owner_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('requester_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_requests_pk', ['owner_id', 'requester_id'])
    .execute();
  await db.schema
    .createIndex('follow_requests_owner_idx')
    .on('follow_requests')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema.createIndex('follow_requests_requester_idx').on('follow_requests').column('requester_id').execute();

  await db.schema
    .createTable('notification_mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_mutes_pk', ['user_id', 'type'])
    .execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references(userFk).onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_hash_idx')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references(userFk).onDelete('cascade'))
    .addColumn('bank', 'text')
    .addColumn('agency', 'text')
    .addColumn('account', 'text')
    .addColumn('pix_key', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_transactions_user_idx')
    .on('wallet_transactions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('shop_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_products_user_idx')
    .on('shop_products')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('shop_product_likes')
    .addColumn('product_id', 'text', (c) => c.notNull().references('shop_products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_product_likes_pk', ['product_id', 'user_id'])
    .execute();
  await db.schema.createIndex('shop_product_likes_user_idx').on('shop_product_likes').column('user_id').execute();

  await db.schema
    .createTable('ad_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('daily_budget_cents', 'integer', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('reach_min', 'bigint', (c) => c.notNull())
    .addColumn('reach_max', 'bigint', (c) => c.notNull())
    .addColumn('post_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ad_campaigns_user_idx')
    .on('ad_campaigns')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}
