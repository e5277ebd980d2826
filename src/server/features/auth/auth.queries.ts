import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersTable } from './auth.tables';

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserIdByReferralCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
}

/**
 * What every new account starts with, at sign-up as in the demo data. Every counter is its rows: a
 * newcomer starts with no one (a referral then adds its mutual follow, the seed recounts its members).
 */
export const newMemberColumns = {
  avatar_url: null,
  followers_count: 0,
  following_count: 0,
  posts_count: 0,
  theme: 'default',
  assistant_active: 1,
} as const satisfies Partial<Insertable<UsersTable>>;

export function insertUser(db: Kysely<Database>, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).execute();
}

export function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  values: { theme?: string; assistant_active?: number; updated_at: number },
) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function finishOnboarding(db: Kysely<Database>, userId: string, now: number) {
  return db
    .updateTable('users')
    .set({ onboarding_pending: 0, updated_at: now })
    .where('id', '=', userId)
    .where('onboarding_pending', '=', 1)
    .execute();
}

export function updateProfile(
  db: Kysely<Database>,
  userId: string,
  values: {
    name?: string;
    bio?: string | null;
    website?: string | null;
    phone?: string | null;
    avatar_url?: string | null;
    updated_at: number;
  },
) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function updatePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string, now: number) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export function deleteUser(db: Kysely<Database>, userId: string) {
  return db.deleteFrom('users').where('id', '=', userId).execute();
}

export function deleteOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '<>', keepSessionId);
  return q.execute();
}

/**
 * True when the member is not suspended (any more). Written as an update that changes nothing so that it
 * takes the row's lock: a suspension of the same member is ordered before or after it, never beside.
 */
export async function claimUnsuspended(db: Kysely<Database>, userId: string, now: number): Promise<boolean> {
  // A suspension for a period that has passed is lifted first (a moderation action's end date).
  await db
    .updateTable('users')
    .set({ suspended_at: null, suspended_until: null })
    .where('id', '=', userId)
    .where('suspended_until', 'is not', null)
    .where('suspended_until', '<=', now)
    .execute();
  const res = await db
    .updateTable('users')
    .set({ suspended_at: null })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
