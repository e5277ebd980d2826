import { sql, type Kysely } from 'kysely';

/**
 * Exact brand insights (decision 021): a brand's follows and unfollows as events, and who saw its
 * posts, reels and long videos.
 *
 * `brand_follow_events` is an append-only log, read by brand and instant: +1 when a member follows,
 * −1 when they unfollow or their account goes. The member is forgotten (set null) with their
 * account, the event stays, so past days keep their numbers. Every follow standing now becomes one
 * +1 at the instant it began; a brand's count beyond its follow rows (starting numbers) has no
 * event, so it counts as before any period.
 *
 * The view tables keep one row per item and member who saw it (reach: distinct viewers), written
 * insert-or-ignore on their primary key; the member index serves the cascade of an account deletion.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brand_follow_events')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('brand_follow_events_brand_created_idx')
    .on('brand_follow_events')
    .columns(['brand_id', 'created_at'])
    .execute();
  await db.schema.createIndex('brand_follow_events_user_idx').on('brand_follow_events').column('user_id').execute();
  await sql`INSERT INTO brand_follow_events (brand_id, user_id, delta, created_at)
    SELECT brand_id, user_id, 1, created_at FROM brand_follows`.execute(db);

  for (const [table, column, items] of [
    ['post_views', 'post_id', 'posts'],
    ['reel_views', 'reel_id', 'reels'],
    ['long_video_views', 'video_id', 'long_videos'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(column, 'text', (c) => c.notNull().references(`${items}.id`).onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [column, 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
  }
}
