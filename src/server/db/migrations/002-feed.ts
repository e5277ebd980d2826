import { sql, type Kysely } from 'kysely';

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .addColumn('segment_id', 'text', (c) => c.references('segments.id'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_kind', 'text')
    .addColumn('media', 'text')
    .addColumn('is_repost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('original_post_id', 'text', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('original_author_name', 'text')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reposts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookmarks_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One index per feed source, each ending in (created_at, id) so a keyset page is a range scan.
  await db.schema
    .createIndex('posts_author_created_idx')
    .on('posts')
    .columns(['author_user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('posts_brand_created_idx')
    .on('posts')
    .columns(['brand_id', 'created_at', 'id'])
    .execute();
  // Carries the author too: the segment group skips the member's own posts without reading the rows.
  await db.schema
    .createIndex('posts_segment_created_idx')
    .on('posts')
    .columns(['segment_id', 'created_at', 'id', 'author_user_id'])
    .execute();
  await db.schema.createIndex('posts_created_idx').on('posts').columns(['created_at', 'id']).execute();
  // One repost per member and original; NULLs (ordinary posts) never collide.
  await db.schema
    .createIndex('posts_repost_uq')
    .on('posts')
    .columns(['original_post_id', 'author_user_id'])
    .unique()
    .execute();

  for (const table of ['post_likes', 'post_bookmarks', 'post_shares'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['post_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'created_at', 'post_id']).execute();
  }

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_post_idx').on('comments').columns(['post_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  await db.schema
    .createTable('member_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('member_follows_followee_idx')
    .on('member_follows')
    .columns(['followee_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('brand_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_follows_pk', ['user_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('brand_follows_brand_idx').on('brand_follows').column('brand_id').execute();

  await db.schema
    .createTable('segment_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('segment_id', 'text', (c) => c.notNull().references('segments.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('segment_follows_pk', ['user_id', 'segment_id'])
    .execute();
  await db.schema.createIndex('segment_follows_segment_idx').on('segment_follows').column('segment_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('text', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();
  await db.schema
    .createIndex('notifications_post_idx')
    .on('notifications')
    .columns(['post_id', 'actor_user_id'])
    .execute();
  await db.schema.createIndex('notifications_actor_idx').on('notifications').column('actor_user_id').execute();

  // Mentions (@Nome Sobrenome) look members up by name without regard to case.
  await db.schema
    .createIndex('users_name_lower_idx')
    .on('users')
    .expression(sql`lower(name)`)
    .execute();
}
