import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReelCommentsTable, ReelsTable } from './reels.tables';

type Db = Kysely<Database>;
export type ReelMarkTable = 'reel_likes' | 'reel_shares';
export type ReelCounter = 'likes_count' | 'comments_count' | 'shares_count';

/** A position in a list ordered by (created_at, id). */
export interface Keyset {
  createdAt: number;
  id: string;
}

/**
 * Reels the viewer may see by their author's privacy: brands', the viewer's own, public accounts',
 * and a private account's only for its approved followers (`null` viewer: public ones only).
 */
function visibleTo(eb: ExpressionBuilder<Database, 'reels'>, viewerId: string | null) {
  const open = [
    eb('reels.author_user_id', 'is', null),
    eb(
      'reels.author_user_id',
      'not in',
      eb.selectFrom('member_settings').select('user_id').where('private_account', '=', 1),
    ),
  ];
  if (!viewerId) return eb.or(open);
  return eb.or([
    ...open,
    eb('reels.author_user_id', '=', viewerId),
    eb(
      'reels.author_user_id',
      'in',
      eb.selectFrom('member_follows').select('followee_id').where('follower_id', '=', viewerId),
    ),
  ]);
}

function olderThan(eb: ExpressionBuilder<Database, 'reels'>, key: Keyset | undefined) {
  if (!key) return eb.lit(true);
  return eb.or([
    eb('created_at', '<', key.createdAt),
    eb.and([eb('created_at', '=', key.createdAt), eb('id', '<', key.id)]),
  ]);
}

export function insertReel(db: Db, values: Insertable<ReelsTable>) {
  return db.insertInto('reels').values(values).execute();
}

export function findReel(db: Db, id: string) {
  return db.selectFrom('reels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Settles a reel that is still processing; false when it is gone (deleted meanwhile). */
export async function markReady(db: Db, id: string, media: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('reels')
    .set({ status: 'ready', media, error: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function markFailed(db: Db, id: string, error: string, now: number) {
  return db
    .updateTable('reels')
    .set({ status: 'failed', error, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

export function deleteReel(db: Db, id: string) {
  return db.deleteFrom('reels').where('id', '=', id).execute();
}

/** Reels left half-done by a stopped server, oldest first. */
export function processingIds(db: Db, limit: number) {
  return db
    .selectFrom('reels')
    .select('id')
    .where('status', '=', 'processing')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

/** One page of the reels everyone sees: ready, newest first (an index range on status, created_at, id). */
export function readyPageQuery(db: Db, viewerId: string, key: Keyset | undefined, limit: number) {
  return db
    .selectFrom('reels')
    .select(['id', 'created_at'])
    .where('status', '=', 'ready')
    .where((eb) => olderThan(eb, key))
    .where((eb) => visibleTo(eb, viewerId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}
export const readyPage = (db: Db, viewerId: string, key: Keyset | undefined, limit: number) =>
  readyPageQuery(db, viewerId, key, limit).execute();

/** The viewer's own reels not ready yet (processing or failed), newest first: only they see these. */
export function ownPendingPage(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  return db
    .selectFrom('reels')
    .select(['id', 'created_at'])
    .where('author_user_id', '=', userId)
    .where('status', '!=', 'ready')
    .where((eb) => olderThan(eb, key))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Reels with what a card shows of their author (a member or a brand). */
export function reelRowsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('reels as r')
    .leftJoin('users as u', 'u.id', 'r.author_user_id')
    .leftJoin('brands as b', 'b.id', 'r.brand_id')
    .selectAll('r')
    .select([
      'u.name as author_name',
      'u.avatar_url as author_avatar_url',
      'b.name as brand_name',
      'b.logo_url as brand_logo_url',
      'b.verified as brand_verified',
    ])
    .where('r.id', 'in', ids)
    .execute();
}
export type ReelRow = Awaited<ReturnType<typeof reelRowsByIds>>[number];

/** The viewer's likes and shares among some reels, in one round trip. */
export function viewerMarks(db: Db, viewerId: string, ids: string[]) {
  const mark = (table: ReelMarkTable, kind: string) =>
    db
      .selectFrom(table)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), 'reel_id'])
      .where('user_id', '=', viewerId)
      .where('reel_id', 'in', ids);
  return mark('reel_likes', 'like').unionAll(mark('reel_shares', 'share')).execute();
}

/** Ready reels with the most likes, of brands and public accounts (Explore). */
export function topByLikesQuery(db: Db, limit: number) {
  return db
    .selectFrom('reels')
    .select('id')
    .where('status', '=', 'ready')
    .where((eb) => visibleTo(eb, null))
    .orderBy('likes_count', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit);
}
export const topByLikes = (db: Db, limit: number) => topByLikesQuery(db, limit).execute();

export async function bumpCounter(db: Db, reelId: string, counter: ReelCounter, by: 1 | -1) {
  let q = db
    .updateTable('reels')
    .set((eb) => ({ [counter]: eb(counter, by > 0 ? '+' : '-', 1) }))
    .where('id', '=', reelId);
  // Never below zero, even when a seeded number had no rows behind it.
  if (by < 0) q = q.where(counter, '>', 0);
  await q.execute();
}

export async function readCounter(db: Db, reelId: string, counter: ReelCounter): Promise<number> {
  const row = await db.selectFrom('reels').select(counter).where('id', '=', reelId).executeTakeFirst();
  return Number((row as Record<ReelCounter, number> | undefined)?.[counter] ?? 0);
}

/** Adds a member's like or share; true when it is new. */
export async function addMark(
  db: Db,
  table: ReelMarkTable,
  reelId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .insertInto(table)
    .values({ reel_id: reelId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['reel_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMark(db: Db, table: ReelMarkTable, reelId: string, userId: string): Promise<boolean> {
  const res = await db.deleteFrom(table).where('reel_id', '=', reelId).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function insertComment(db: Db, values: Insertable<ReelCommentsTable>) {
  return db.insertInto('reel_comments').values(values).execute();
}

const commentsWithAuthor = (db: Db) =>
  db
    .selectFrom('reel_comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .select([
      'c.id',
      'c.reel_id',
      'c.text',
      'c.created_at',
      'c.user_id',
      'c.brand_id',
      'u.name as user_name',
      'u.avatar_url',
      'b.name as brand_name',
      'b.logo_url',
    ]);
export type ReelCommentRow = Awaited<ReturnType<typeof commentRows>>[number];

/** Comments in the order they were written. */
export function commentRows(db: Db, reelId: string, after: Keyset | undefined, limit: number) {
  let q = commentsWithAuthor(db).where('c.reel_id', '=', reelId);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('c.created_at', '>', after.createdAt),
        eb.and([eb('c.created_at', '=', after.createdAt), eb('c.id', '>', after.id)]),
      ]),
    );
  }
  return q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').limit(limit).execute();
}

export function commentById(db: Db, id: string) {
  return commentsWithAuthor(db).where('c.id', '=', id).executeTakeFirst();
}
