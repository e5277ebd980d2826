import type { Kysely } from 'kysely';

/**
 * A team member publishes as a brand: the item is the brand's (`brand_id`, no member author, so the
 * member's profile, counters and privacy never see it) and `published_by` keeps which member of the
 * team published it. Null on a member's own items and on the demo's brand items; when that member's
 * account is deleted the item stays the brand's and forgets who published it.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['posts', 'stories', 'reels', 'long_videos']) {
    await db.schema
      .alterTable(table)
      .addColumn('published_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  }
  // The reels list shows the publisher their brand's reels still processing, as it does their own.
  await db.schema
    .createIndex('reels_published_by_idx')
    .on('reels')
    .columns(['published_by', 'created_at', 'id'])
    .execute();
}
