import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberSettingsTable } from './settings.tables';

export function findSettings(db: Kysely<Database>, userId: string) {
  return db.selectFrom('member_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
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
