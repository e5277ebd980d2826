import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserIdByReferralCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
}

export function insertUser(db: Kysely<Database>, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).execute();
}

export function addFollowers(db: Kysely<Database>, userId: string, n: number) {
  return db
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', '+', n) }))
    .where('id', '=', userId)
    .execute();
}

export function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  values: { theme?: string; assistant_active?: number; updated_at: number },
) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
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
