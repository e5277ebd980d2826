import { notHeldFor } from '../content/held-content';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HighlightsTable } from './highlights.tables';

type Db = Kysely<Database>;

export function insertHighlight(db: Db, values: Insertable<HighlightsTable>) {
  return db.insertInto('highlights').values(values).execute();
}

export function findHighlight(db: Db, id: string) {
  return db.selectFrom('highlights').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's highlights, newest first; the per-member maximum bounds the list. */
/**
 * A member's highlights as the viewer may see them: one kept from a story that moderation holds is
 * gone with the story (decision 027), but for its owner while the story is only hidden.
 */
export function memberHighlights(db: Db, viewerId: string, userId: string, limit: number) {
  return db
    .selectFrom('highlights')
    .selectAll()
    .where('user_id', '=', userId)
    .where(notHeldFor('story', 'highlights.story_id', 'highlights.user_id', viewerId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
export type HighlightRow = Awaited<ReturnType<typeof memberHighlights>>[number];

/**
 * Where a member's highlights came from: for one made from a repost, the original's author. The
 * story it was made from may be gone (pushed out by newer ones); the files it shares with the
 * original's own story still name that author.
 */
export function highlightSources(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('highlights as h')
    .leftJoin('stories as s', 's.id', 'h.story_id')
    .leftJoin('stories as o', 'o.id', 's.original_story_id')
    .select((eb) => [
      'h.id',
      's.is_repost',
      'o.author_user_id as original_author_id',
      'o.brand_id as original_brand_id',
      eb
        .selectFrom('stories as m')
        .select('m.author_user_id')
        .whereRef('m.media_key', '=', 'h.media_key')
        .where('m.is_repost', '=', 0)
        .whereRef('m.author_user_id', '<>', 'h.user_id')
        .limit(1)
        .as('media_author_id'),
    ])
    .where('h.user_id', '=', userId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countHighlights(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('highlights')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function highlightOfStory(db: Db, storyId: string) {
  return db.selectFrom('highlights').select('id').where('story_id', '=', storyId).executeTakeFirst();
}

export function renameHighlight(db: Db, id: string, title: string) {
  return db.updateTable('highlights').set({ title }).where('id', '=', id).execute();
}

export function deleteHighlight(db: Db, id: string) {
  return db.deleteFrom('highlights').where('id', '=', id).execute();
}
