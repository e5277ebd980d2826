import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
