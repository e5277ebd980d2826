import type { Kysely } from 'kysely';

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A reel belongs to a member or (demo content) to a brand. `media` is the JSON of a StoredMedia,
  // null until the video is processed; `status` is 'processing', 'ready' or 'failed'.
  await db.schema
    .createTable('reels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('media', 'text')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The endless list (ready reels, newest first, keyset pages) and the start-up scan of 'processing'.
  await db.schema.createIndex('reels_status_created_idx').on('reels').columns(['status', 'created_at', 'id']).execute();
  // A member's own reels, whatever their state.
  await db.schema
    .createIndex('reels_author_created_idx')
    .on('reels')
    .columns(['author_user_id', 'created_at', 'id'])
    .execute();
  // Explore's top reels by likes.
  await db.schema
    .createIndex('reels_status_likes_idx')
    .on('reels')
    .columns(['status', 'likes_count', 'created_at'])
    .execute();

  for (const table of ['reel_likes', 'reel_shares'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('reel_id', 'text', (c) => c.notNull().references('reels.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['reel_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
  }

  // A comment is a member's, or (the seeded sample comments) a brand's.
  await db.schema
    .createTable('reel_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reel_id', 'text', (c) => c.notNull().references('reels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reel_comments_reel_idx')
    .on('reel_comments')
    .columns(['reel_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reel_comments_user_idx').on('reel_comments').column('user_id').execute();

  await db.schema
    .createTable('long_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('media', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('long_videos_status_created_idx')
    .on('long_videos')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('long_videos_author_created_idx')
    .on('long_videos')
    .columns(['author_user_id', 'created_at', 'id'])
    .execute();
  // The right panel's demo videos (a brand's).
  await db.schema
    .createIndex('long_videos_brand_created_idx')
    .on('long_videos')
    .columns(['brand_id', 'created_at'])
    .execute();
}
