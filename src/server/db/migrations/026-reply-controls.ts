import type { Kysely } from 'kysely';

/**
 * Who may comment on each post, reel and long video ('everyone', 'following', 'nobody'; decision
 * 029), and comments hidden by whoever manages their item: `hidden_at` is when, null while shown.
 * Existing items keep everyone; no comment starts hidden.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['posts', 'reels', 'long_videos']) {
    await db.schema
      .alterTable(table)
      .addColumn('reply_control', 'text', (c) => c.notNull().defaultTo('everyone'))
      .execute();
  }
  for (const table of ['comments', 'reel_comments']) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'bigint').execute();
  }
}
