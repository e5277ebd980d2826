import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../platform/ids';

export function findTwoFactor(db: Kysely<Database>, userId: string) {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function savePendingSecret(db: Kysely<Database>, userId: string, sealed: string, now: number) {
  return db
    .insertInto('two_factor')
    .values({ user_id: userId, secret: null, pending_secret: sealed, enabled_at: null, last_step: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: sealed, updated_at: now }))
    .execute();
}

export async function activate(
  db: Kysely<Database>,
  userId: string,
  sealed: string,
  step: number,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('two_factor')
    .set({ secret: sealed, pending_secret: null, enabled_at: now, last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Accepts a code's step only once: a second use of the same code (or an older one) changes nothing. */
export async function claimStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const res = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function deleteTwoFactor(db: Kysely<Database>, userId: string) {
  return db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string, hashes: string[], now: number) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      hashes.map((code_hash) => ({ id: newId('rc', now), user_id: userId, code_hash, used_at: null, created_at: now })),
    )
    .execute();
}

export function deleteRecoveryCodes(db: Kysely<Database>, userId: string) {
  return db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function useRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  hash: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
