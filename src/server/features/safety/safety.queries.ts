import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MuteKind } from '../../../shared/safety';

type Db = Kysely<Database>;

export function memberExists(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function brandExists(db: Db, id: string) {
  return db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Inserts the block; answers whether it is new. */
export async function insertMemberBlock(db: Db, blockerId: string, blockedId: string, now: number) {
  const r = await db
    .insertInto('member_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteMemberBlock(db: Db, blockerId: string, blockedId: string) {
  const r = await db
    .deleteFrom('member_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertBrandBlock(db: Db, brandId: string, memberId: string, by: string, now: number) {
  const r = await db
    .insertInto('brand_blocks')
    .values({ brand_id: brandId, member_id: memberId, blocked_by: by, created_at: now })
    .onConflict((oc) => oc.columns(['brand_id', 'member_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBrandBlock(db: Db, brandId: string, memberId: string) {
  const r = await db
    .deleteFrom('brand_blocks')
    .where('brand_id', '=', brandId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The members a member blocked, newest first. */
export function memberBlocksOf(db: Db, blockerId: string) {
  return db
    .selectFrom('member_blocks as mb')
    .innerJoin('users as u', 'u.id', 'mb.blocked_id')
    .select(['u.id', 'u.name', 'u.avatar_url', 'mb.created_at'])
    .where('mb.blocker_id', '=', blockerId)
    .orderBy('mb.created_at', 'desc')
    .orderBy('u.id')
    .execute();
}

/** The members a brand's team blocked, newest first. */
export function brandBlocksOf(db: Db, brandId: string) {
  return db
    .selectFrom('brand_blocks as bb')
    .innerJoin('users as u', 'u.id', 'bb.member_id')
    .select(['u.id', 'u.name', 'u.avatar_url', 'bb.created_at'])
    .where('bb.brand_id', '=', brandId)
    .orderBy('bb.created_at', 'desc')
    .orderBy('u.id')
    .execute();
}

export function insertMute(db: Db, userId: string, kind: MuteKind, targetId: string, now: number) {
  return db
    .insertInto('mutes')
    .values({ user_id: userId, kind, target_id: targetId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
    .execute();
}

export function deleteMute(db: Db, userId: string, kind: MuteKind, targetId: string) {
  return db
    .deleteFrom('mutes')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}

/** The members and brands a member muted, newest first, with what their list shows of each. */
export function mutesWithNames(db: Db, userId: string) {
  return db
    .selectFrom('mutes as m')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'm.target_id').on('m.kind', '=', 'member'))
    .leftJoin('brands as b', (j) => j.onRef('b.id', '=', 'm.target_id').on('m.kind', '=', 'brand'))
    .select([
      'm.kind',
      'm.target_id',
      'm.created_at',
      'u.name as member_name',
      'u.avatar_url',
      'b.name as brand_name',
      'b.logo_url',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.target_id')
    .execute();
}

export function hiddenWords(db: Db, userId: string) {
  return db
    .selectFrom('hidden_words')
    .select(['word', 'normalised', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('normalised')
    .execute();
}

export async function countHiddenWords(db: Db, userId: string) {
  const row = await db
    .selectFrom('hidden_words')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function insertHiddenWord(db: Db, userId: string, word: string, normalised: string, now: number) {
  return db
    .insertInto('hidden_words')
    .values({ user_id: userId, word, normalised, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'normalised']).doNothing())
    .execute();
}

export async function deleteHiddenWord(db: Db, userId: string, normalised: string) {
  const r = await db
    .deleteFrom('hidden_words')
    .where('user_id', '=', userId)
    .where('normalised', '=', normalised)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
