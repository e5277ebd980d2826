import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function findMember(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'bio', 'website', 'followers_count', 'following_count', 'posts_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_follows')
    .select('followee_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertMemberFollow(
  db: Db,
  followerId: string,
  followeeId: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .insertInto('member_follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteMemberFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('member_follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

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

export async function insertBrandFollow(db: Db, userId: string, brandId: string, now: number): Promise<boolean> {
  const res = await db
    .insertInto('brand_follows')
    .values({ user_id: userId, brand_id: brandId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'brand_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBrandFollow(db: Db, userId: string, brandId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('brand_follows')
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertSegmentFollow(db: Db, userId: string, segmentId: string, now: number): Promise<boolean> {
  const res = await db
    .insertInto('segment_follows')
    .values({ user_id: userId, segment_id: segmentId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'segment_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteSegmentFollow(db: Db, userId: string, segmentId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('segment_follows')
    .where('user_id', '=', userId)
    .where('segment_id', '=', segmentId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function bumpSegmentFollowers(db: Db, segmentId: string, by: 1 | -1) {
  let q = db
    .updateTable('segments')
    .set((eb) => ({ followers_count: eb('followers_count', by > 0 ? '+' : '-', 1) }))
    .where('id', '=', segmentId);
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
