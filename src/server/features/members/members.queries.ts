import { sql, type Kysely } from 'kysely';
import { notBlockedWith } from '../privacy/blocks';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';

type Db = Kysely<Database>;

export function findMember(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'bio', 'website', 'followers_count', 'following_count', 'posts_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The follow tables: the follower's column, then the followed member's, brand's or segment's; and the
 * follows a private account has not answered yet, the requester's column then the account's.
 */
const followTables = {
  member_follows: ['follower_id', 'followee_id'],
  brand_follows: ['user_id', 'brand_id'],
  segment_follows: ['user_id', 'segment_id'],
  follow_requests: ['requester_id', 'owner_id'],
} as const;
type FollowTable = keyof typeof followTables;
// One builder serves the three tables, which Kysely cannot type as a union: the signatures say the shape.
const untyped = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** Adds a follow; true when it is new (following twice changes nothing). */
async function insertFollow(db: Db, table: FollowTable, followerId: string, followedId: string, now: number) {
  const [by, of] = followTables[table];
  const res = await untyped(db)
    .insertInto(table)
    .values({ [by]: followerId, [of]: followedId, created_at: now })
    .onConflict((oc) => oc.columns([by, of]).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a follow; true when there was one. */
async function deleteFollow(db: Db, table: FollowTable, followerId: string, followedId: string) {
  const [by, of] = followTables[table];
  const res = await untyped(db)
    .deleteFrom(table)
    .where(by, '=', followerId)
    .where(of, '=', followedId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export const insertMemberFollow = (db: Db, followerId: string, followeeId: string, now: number) =>
  insertFollow(db, 'member_follows', followerId, followeeId, now);
export const deleteMemberFollow = (db: Db, followerId: string, followeeId: string) =>
  deleteFollow(db, 'member_follows', followerId, followeeId);

export async function bumpFollowCounts(db: Db, followerId: string, followeeId: string, by: 1 | -1) {
  const op = by > 0 ? '+' : '-';
  let a = db
    .updateTable('users')
    .set((eb) => ({ following_count: eb('following_count', op, 1) }))
    .where('id', '=', followerId);
  let b = db
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', op, 1) }))
    .where('id', '=', followeeId);
  if (by < 0) {
    a = a.where('following_count', '>', 0);
    b = b.where('followers_count', '>', 0);
  }
  await a.execute();
  await b.execute();
}

/** A brand's follow or unfollow as it happened, for its insights (decision 021). */
function recordBrandFollowEvent(db: Db, userId: string, brandId: string, delta: 1 | -1, now: number) {
  return db
    .insertInto('brand_follow_events')
    .values({ brand_id: brandId, user_id: userId, delta, created_at: now })
    .execute();
}

/**
 * Follows a brand: the row, its +1 event and the brand's count move together (the caller's
 * transaction); true when the follow is new.
 */
export async function insertBrandFollow(db: Db, userId: string, brandId: string, now: number): Promise<boolean> {
  if (!(await insertFollow(db, 'brand_follows', userId, brandId, now))) return false;
  await recordBrandFollowEvent(db, userId, brandId, 1, now);
  await bumpFollowers(db, 'brands', brandId, 1);
  return true;
}

/** Unfollows a brand: the row goes, with a −1 event and the brand's count; true when there was one. */
export async function deleteBrandFollow(db: Db, userId: string, brandId: string, now: number): Promise<boolean> {
  if (!(await deleteFollow(db, 'brand_follows', userId, brandId))) return false;
  await recordBrandFollowEvent(db, userId, brandId, -1, now);
  await bumpFollowers(db, 'brands', brandId, -1);
  return true;
}

/** The brands a member follows. */
export async function followedBrandIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('brand_follows').select('brand_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.brand_id);
}

export const insertSegmentFollow = (db: Db, userId: string, segmentId: string, now: number) =>
  insertFollow(db, 'segment_follows', userId, segmentId, now);
export const deleteSegmentFollow = (db: Db, userId: string, segmentId: string) =>
  deleteFollow(db, 'segment_follows', userId, segmentId);

/** Moves a brand's or a segment's follower count by one; it never goes below zero. */
export async function bumpFollowers(db: Db, table: 'brands' | 'segments', id: string, by: 1 | -1) {
  let q = db
    .updateTable(table)
    .set((eb) => ({ followers_count: eb('followers_count', by > 0 ? '+' : '-', 1) }))
    .where('id', '=', id);
  if (by < 0) q = q.where('followers_count', '>', 0);
  await q.execute();
}

export function brandSegment(db: Db, brandId: string) {
  return db.selectFrom('brands').select(['id', 'segment_id']).where('id', '=', brandId).executeTakeFirst();
}

export function segmentExists(db: Db, segmentId: string) {
  return db.selectFrom('segments').select('id').where('id', '=', segmentId).executeTakeFirst();
}

/** Everything a member follows, as the feed needs it: one round trip over three primary keys. */
export function followSources(db: Db, userId: string) {
  return db
    .selectFrom('member_follows')
    .select([sql<string>`${sql.lit('member')}`.as('kind'), 'followee_id as id'])
    .where('follower_id', '=', userId)
    .unionAll(
      db
        .selectFrom('brand_follows')
        .select([sql<string>`${sql.lit('brand')}`.as('kind'), 'brand_id as id'])
        .where('user_id', '=', userId),
    )
    .unionAll(
      db
        .selectFrom('segment_follows')
        .select([sql<string>`${sql.lit('segment')}`.as('kind'), 'segment_id as id'])
        .where('user_id', '=', userId),
    )
    .execute();
}

/** Followed brands in catalogue order. */
export function followedBrandRows(db: Db, userId: string, afterPosition: number | undefined, limit: number) {
  let q = db
    .selectFrom('brand_follows as f')
    .innerJoin('brands as b', 'b.id', 'f.brand_id')
    .selectAll('b')
    .where('f.user_id', '=', userId);
  if (afterPosition !== undefined) q = q.where('b.position', '>', afterPosition);
  return q.orderBy('b.position').limit(limit).execute();
}

export function followedSegmentRows(db: Db, userId: string) {
  return db
    .selectFrom('segment_follows as f')
    .innerJoin('segments as s', 's.id', 'f.segment_id')
    .selectAll('s')
    .where('f.user_id', '=', userId)
    .orderBy('s.position')
    .execute();
}

/**
 * One page of a member's followers (or of those they follow), newest follow first; `limit` is the
 * page size plus one, to know whether another page follows.
 */
export function followListRows(
  db: Db,
  viewerId: string,
  memberId: string,
  kind: 'followers' | 'following',
  after: { createdAt: number; id: string } | undefined,
  limit: number,
) {
  const [own, other] =
    kind === 'followers' ? (['followee_id', 'follower_id'] as const) : (['follower_id', 'followee_id'] as const);
  const q = db
    .selectFrom('member_follows as f')
    .innerJoin('users as u', 'u.id', `f.${other}`)
    .select(['u.id as id', 'u.name as name', 'u.avatar_url as avatar_url', 'f.created_at as created_at'])
    .where(`f.${own}`, '=', memberId)
    // A member a block stands between with the viewer is missing from every list they read (decision 026).
    .where(notBlockedWith(viewerId, 'u.id'));
  return newestFirstPage(q, limit, after, 'f.created_at', 'u.id').execute();
}

/** Of these ids, the ones `followerId` follows in `table` (or, in follow_requests, has asked to follow). */
async function followedAmongIn(db: Db, table: FollowTable, followerId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const [by, of] = followTables[table];
  const rows = await untyped(db).selectFrom(table).select(of).where(by, '=', followerId).where(of, 'in', ids).execute();
  return new Set(rows.map((r) => String(r[of])));
}

/** Of these members, the ones the viewer follows. */
export const followedAmong = (db: Db, viewerId: string, ids: readonly string[]) =>
  followedAmongIn(db, 'member_follows', viewerId, ids);

/** Of these members, the ones the viewer has asked to follow and who have not answered yet. */
export const requestedAmong = (db: Db, viewerId: string, ids: readonly string[]) =>
  followedAmongIn(db, 'follow_requests', viewerId, ids);

/** Whether `blockerId` blocked `blockedId` (one way: the page shows who blocked whom differently). */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  if (blockerId === blockedId) return false;
  const row = await db
    .selectFrom('member_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Boolean(row);
}
