import type { Kysely } from 'kysely';
import type { InvitationStatus, TeamRole } from '../../../shared/brand-roles';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function roleOf(db: Db, userId: string, brandId: string) {
  return db
    .selectFrom('brand_members')
    .select('role')
    .where('brand_id', '=', brandId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function brandsOf(db: Db, userId: string) {
  return db
    .selectFrom('brand_members as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select(['b.id', 'b.name', 'b.logo_url', 'b.verified', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('b.name')
    .execute();
}

export function brandById(db: Db, brandId: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'logo_url', 'verified'])
    .where('id', '=', brandId)
    .executeTakeFirst();
}

export function teamOf(db: Db, brandId: string) {
  return db
    .selectFrom('brand_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.avatar_url', 'm.role', 'm.created_at'])
    .where('m.brand_id', '=', brandId)
    .orderBy('m.created_at')
    .orderBy('u.id')
    .execute();
}

/**
 * The roles of a brand's owners, with their rows locked on PostgreSQL (a no-op update), so that two
 * owners demoting each other at once cannot both pass the last-owner check. SQLite writes one at a time.
 */
export async function lockedOwners(db: Db, brandId: string): Promise<TeamRole[]> {
  await db
    .updateTable('brand_members')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('brand_id', '=', brandId)
    .where('role', '=', 'owner')
    .execute();
  const rows = await db
    .selectFrom('brand_members')
    .select('role')
    .where('brand_id', '=', brandId)
    .where('role', '=', 'owner')
    .execute();
  return rows.map((r) => r.role);
}

export function pendingOfBrand(db: Db, brandId: string, now: number) {
  return db
    .selectFrom('brand_invitations')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function pendingForEmail(db: Db, email: string, now: number) {
  return db
    .selectFrom('brand_invitations as i')
    .innerJoin('brands as b', 'b.id', 'i.brand_id')
    .select([
      'i.id',
      'i.role',
      'i.created_at',
      'i.expires_at',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.logo_url',
      'b.verified',
    ])
    .where('i.email', '=', email)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(100)
    .execute();
}

export function invitationById(db: Db, id: string) {
  return db.selectFrom('brand_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a pending invitation on; false when someone answered or revoked it first. */
export async function closeInvitation(db: Db, id: string, status: InvitationStatus): Promise<boolean> {
  const result = await db
    .updateTable('brand_invitations')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function userEmail(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
}

export function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/**
 * The invitations still marked pending for an email (in lower case, as they are stored), with their
 * brand's name and the inviter when that account still exists. Expiry is the caller's rule.
 */
export function pendingWithInviter(db: Db, email: string) {
  return db
    .selectFrom('brand_invitations as i')
    .innerJoin('brands as b', 'b.id', 'i.brand_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.status', 'i.created_at', 'b.id as brand_id', 'b.name as brand_name', 'u.id as inviter_id'])
    .where('i.email', '=', email)
    .where('i.status', '=', 'pending')
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(100)
    .execute();
}
