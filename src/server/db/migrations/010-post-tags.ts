import { sql, type Kysely } from 'kysely';
import { extractTags } from '../../../shared/tags';

const BATCH = 500;

/** Records the tags of every existing text of one table, a batch at a time. */
async function backfill(db: Kysely<any>, table: 'posts' | 'reels', text: 'content' | 'description') {
  const column = table === 'posts' ? 'post_id' : 'reel_id';
  let after = '';
  for (;;) {
    let q = db.selectFrom(table).select(['id', text, 'created_at']).where('id', '>', after);
    if (table === 'posts') q = q.where('is_repost', '=', 0);
    const rows = (await q.orderBy('id').limit(BATCH).execute()) as { id: string; created_at: number }[];
    if (rows.length === 0) return;
    const values = rows.flatMap((r) =>
      extractTags(String((r as Record<string, unknown>)[text] ?? '')).map((tag) => ({
        tag,
        [column]: r.id,
        created_at: Number(r.created_at),
      })),
    );
    if (values.length) await db.insertInto('content_tags').values(values).execute();
    after = rows[rows.length - 1]!.id;
  }
}

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per hashtag of a post or a reel (exactly one of the two ids); both cascade, so a
  // removed post or reel leaves its tags with it. Reposts copy a text and are not recorded.
  await db.schema
    .createTable('content_tags')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('reel_id', 'text', (c) => c.references('reels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The tag page, newest first (keyset on created_at and the content's id).
  await db.schema
    .createIndex('content_tags_tag_created_idx')
    .on('content_tags')
    .columns(['tag', 'created_at'])
    .execute();
  await db.schema
    .createIndex('content_tags_post_idx')
    .on('content_tags')
    .columns(['post_id', 'tag'])
    .unique()
    .execute();
  await db.schema
    .createIndex('content_tags_reel_idx')
    .on('content_tags')
    .columns(['reel_id', 'tag'])
    .unique()
    .execute();
  await backfill(db, 'posts', 'content');
  await backfill(db, 'reels', 'description');

  // Likes and comments on one post are listed as one row: the key they share ('like:POST');
  // any other notification is a group of its own (its id).
  await db.schema
    .alterTable('notifications')
    .addColumn('group_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE notifications SET group_key = CASE
      WHEN type IN ('like', 'comment') AND post_id IS NOT NULL THEN type || ':' || post_id
      ELSE id END`.execute(db);
  await db.schema
    .createIndex('notifications_user_group_idx')
    .on('notifications')
    .columns(['user_id', 'group_key', 'created_at'])
    .execute();
}
