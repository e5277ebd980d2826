import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The view table of each kind, and its column naming the item. */
export const viewTables = {
  post: { table: 'post_views', column: 'post_id' },
  reel: { table: 'reel_views', column: 'reel_id' },
  video: { table: 'long_video_views', column: 'video_id' },
} as const;
export type ViewTable = (typeof viewTables)[keyof typeof viewTables];

// One builder serves the three tables, which Kysely cannot type as a union: the signature says the shape.
const untyped = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/**
 * Records that `userId` saw these items: one row per item and member, insert-or-ignore on the
 * table's key, so a second sight costs one index probe and changes nothing. Answers the new rows.
 */
export async function insertViews(
  db: Db,
  { table, column }: ViewTable,
  itemIds: readonly string[],
  userId: string,
  now: number,
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const res = await untyped(db)
    .insertInto(table)
    .values(itemIds.map((id) => ({ [column]: id, user_id: userId, created_at: now })))
    .onConflict((oc) => oc.columns([column, 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
