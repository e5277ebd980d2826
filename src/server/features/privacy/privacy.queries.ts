import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findPrivacyRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('member_settings')
    .select(['private_account', 'comment_policy', 'hide_counters'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
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

export async function isFollowing(db: Kysely<Database>, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A new member's settings row, private and otherwise with the defaults. */
export function insertPrivateSettings(db: Kysely<Database>, userId: string, now: number) {
  return db
    .insertInto('member_settings')
    .values({
      user_id: userId,
      private_account: 1,
      comment_policy: 'everyone',
      hide_counters: 0,
      store_name: null,
      avatar_media: null,
      updated_at: now,
    })
    .execute();
}
