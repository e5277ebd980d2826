import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  ADULT_AGE,
  bornOnOrBefore,
  isAdult,
  maySuggest,
  mentionNotifies,
  todayInSaoPaulo,
  type AgedMember,
} from '../../shared/minors';
import type { Database } from '../db/schema';

/**
 * The database side of the rules of minors (decision 028): the rules themselves are the pure
 * functions of `shared/minors.ts`; this reads the birth dates and follows they need, and writes the
 * SQL form of 'a minor' for the lists that must leave minors out. Every feature that reaches a member
 * asks here, so it knows no feature.
 */

type Db = Kysely<Database>;

/** The members' birth dates (null for accounts made before it was asked); an unknown id is left out. */
export async function agedMembers(db: Db, ids: readonly string[]): Promise<Map<string, AgedMember>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'birth_date']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, birthDate: r.birth_date }]));
}

async function follows(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the viewer is an adult today: the lists below leave minors out only for adults. */
export async function viewerIsAdult(db: Db, viewerId: string, nowMs: number): Promise<boolean> {
  const viewer = (await agedMembers(db, [viewerId])).get(viewerId);
  return isAdult(viewer?.birthDate ?? null, todayInSaoPaulo(nowMs));
}

/** Of these members, the ones never suggested to this viewer: minors, when the viewer is an adult. */
export async function unsuggestableTo(
  db: Db,
  viewerId: string,
  memberIds: readonly string[],
  nowMs: number,
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const today = todayInSaoPaulo(nowMs);
  const aged = await agedMembers(db, [viewerId, ...memberIds]);
  const viewer = aged.get(viewerId) ?? { id: viewerId, birthDate: null };
  return new Set(
    memberIds.filter((id) => {
      const member = aged.get(id);
      return member !== undefined && !maySuggest(member, viewer, today);
    }),
  );
}

/** Of the members an author mentions, those the mention may notify. */
export async function mentionsThatNotify(
  db: Db,
  authorId: string,
  mentionedIds: readonly string[],
  nowMs: number,
): Promise<Set<string>> {
  const today = todayInSaoPaulo(nowMs);
  const aged = await agedMembers(db, [authorId, ...mentionedIds]);
  const author = aged.get(authorId) ?? { id: authorId, birthDate: null };
  const out = new Set<string>();
  for (const id of mentionedIds) {
    const mentioned = aged.get(id) ?? { id, birthDate: null };
    const reached = (mentionedFollowsAuthor: boolean) =>
      mentionNotifies({ mentioned, author, mentionedFollowsAuthor, today });
    // The follow is read only for the mentions the rule would otherwise silence.
    if (reached(false) || reached(await follows(db, id, authorId))) out.add(id);
  }
  return out;
}

/**
 * The author at `authorRef` when they are a minor today. Asked under NOT EXISTS, it is one
 * primary-key probe per row walked. A member without a birth date never matches: an adult's account.
 */
export function minorAuthor(eb: ExpressionBuilder<any, any>, authorRef: string, nowMs: number) {
  return (eb as ExpressionBuilder<Database, never>)
    .selectFrom('users as minor_u')
    .select('minor_u.id')
    .whereRef('minor_u.id', '=', sql.ref(authorRef))
    .where('minor_u.birth_date', 'is not', null)
    .where('minor_u.birth_date', '>', bornOnOrBefore(todayInSaoPaulo(nowMs), ADULT_AGE));
}

/** Keeps the rows whose author (at `authorRef`) is not a minor at `nowMs`: brands' rows and adults'. */
export function notByMinor(eb: ExpressionBuilder<any, any>, authorRef: string, nowMs: number) {
  return eb.not(eb.exists(minorAuthor(eb, authorRef, nowMs)));
}

/**
 * The instant to leave minors' content out of a discovery list at, for this viewer: now for an adult
 * (decision 028), null for a minor, who sees other teenagers' public content as anyone's.
 */
export async function hideMinorsFor(db: Db, viewerId: string, nowMs: number): Promise<number | null> {
  return (await viewerIsAdult(db, viewerId, nowMs)) ? nowMs : null;
}
