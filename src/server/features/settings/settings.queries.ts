import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberSettingsTable } from './settings.tables';

export function findSettings(db: Kysely<Database>, userId: string) {
  return db.selectFrom('member_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Of these members, the ones who hide their counters. */
export function hidingCounters(db: Kysely<Database>, userIds: string[]) {
  return db
    .selectFrom('member_settings')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('hide_counters', '=', 1)
    .execute();
}

/** Writes some settings, creating the member's row with the defaults first when there is none. */
export function upsertSettings(
  db: Kysely<Database>,
  userId: string,
  values: Omit<Updateable<MemberSettingsTable>, 'user_id'> & { updated_at: number },
) {
  return db
    .insertInto('member_settings')
    .values({
      user_id: userId,
      private_account: 0,
      comment_policy: 'everyone',
      hide_counters: 0,
      store_name: null,
      avatar_media: null,
      ...values,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export function listMutes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('notification_mutes').select('type').where('user_id', '=', userId).execute();
}

export function isMuted(db: Kysely<Database>, userId: string, type: string) {
  return db
    .selectFrom('notification_mutes')
    .select('type')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
}

export function mute(db: Kysely<Database>, userId: string, type: string) {
  return db
    .insertInto('notification_mutes')
    .values({ user_id: userId, type })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();
}

export function unmute(db: Kysely<Database>, userId: string, type: string) {
  return db.deleteFrom('notification_mutes').where('user_id', '=', userId).where('type', '=', type).execute();
}

export function findFollowRequest(db: Kysely<Database>, ownerId: string, requesterId: string) {
  return db
    .selectFrom('follow_requests')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('requester_id', '=', requesterId)
    .executeTakeFirst();
}

export function insertFollowRequest(db: Kysely<Database>, ownerId: string, requesterId: string, now: number) {
  return db
    .insertInto('follow_requests')
    .values({ owner_id: ownerId, requester_id: requesterId, created_at: now })
    .onConflict((oc) => oc.columns(['owner_id', 'requester_id']).doNothing())
    .execute();
}

export async function deleteFollowRequest(
  db: Kysely<Database>,
  ownerId: string,
  requesterId: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('follow_requests')
    .where('owner_id', '=', ownerId)
    .where('requester_id', '=', requesterId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function listFollowRequests(
  db: Kysely<Database>,
  ownerId: string,
  limit: number,
  after?: { createdAt: number; id: string },
) {
  let q = db
    .selectFrom('follow_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .select(['r.requester_id as id', 'r.created_at', 'u.name', 'u.avatar_url'])
    .where('r.owner_id', '=', ownerId);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('r.created_at', '<', after.createdAt),
        eb.and([eb('r.created_at', '=', after.createdAt), eb('r.requester_id', '<', after.id)]),
      ]),
    );
  }
  return q
    .orderBy('r.created_at', 'desc')
    .orderBy('r.requester_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function allFollowRequestsFor(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('follow_requests')
    .select(['requester_id', 'created_at'])
    .where('owner_id', '=', ownerId)
    .execute();
}

export async function isFollowing(db: Kysely<Database>, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}
