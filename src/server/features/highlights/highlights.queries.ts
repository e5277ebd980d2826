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
export function memberHighlights(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('highlights')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
export type HighlightRow = Awaited<ReturnType<typeof memberHighlights>>[number];

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
