import type { Kysely } from 'kysely';
import { DEFAULT_PRIVACY, commentPolicies, type CommentPolicy, type Privacy } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { AppError } from '../../platform/errors';
import { blockedBetween } from './blocks';
import * as q from './privacy.queries';

/**
 * The privacy rule other features ask before they show or accept something: a member's privacy
 * choices and whether the viewer follows them. It sits below every feature that shows member
 * content, so it reads the rows it needs itself and imports no feature. A member always passes
 * their own checks.
 */

export { isFollowing } from './privacy.queries';

function isCommentPolicy(v: string): v is CommentPolicy {
  return (commentPolicies as readonly string[]).includes(v);
}

export async function getPrivacy(db: Kysely<Database>, userId: string): Promise<Privacy> {
  const row = await q.findPrivacyRow(db, userId);
  if (!row) return DEFAULT_PRIVACY;
  return {
    privateAccount: toBool(row.private_account),
    commentPolicy: isCommentPolicy(row.comment_policy) ? row.comment_policy : 'everyone',
    hideCounters: toBool(row.hide_counters),
  };
}

/**
 * Two members a block stands between are missing to each other (decision 026): their pages, lists
 * and store answer 404, as for an account that does not exist, not the 403 of a private one.
 */
export async function assertNotBlocked(db: Kysely<Database>, viewerId: string, memberId: string): Promise<void> {
  if (await blockedBetween(db, viewerId, memberId)) throw new AppError(404, 'not_found');
}

/** A private account's posts are for its approved followers only; nobody's are for a member a block stands between. */
export async function canViewPostsOf(db: Kysely<Database>, viewerId: string, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return true;
  if (await blockedBetween(db, viewerId, ownerId)) return false;
  const privacy = await getPrivacy(db, ownerId);
  if (!privacy.privateAccount) return true;
  return q.isFollowing(db, viewerId, ownerId);
}

/** Whether the viewer sees the owner's followers, following and post counts. */
export async function countersVisible(db: Kysely<Database>, viewerId: string, ownerId: string): Promise<boolean> {
  return !(await countersHiddenFrom(db, viewerId, [ownerId])).has(ownerId);
}

/** Of these members, the ones whose counters the viewer may not see (never the viewer themselves). */
export async function countersHiddenFrom(
  db: Kysely<Database>,
  viewerId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  const others = [...new Set(memberIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  return new Set((await q.hidingCounters(db, others)).map((r) => r.user_id));
}

/** A follow of a private account by someone not yet following it waits for the owner's approval. */
export async function followNeedsApproval(
  db: Kysely<Database>,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  if (followerId === followeeId) return false;
  if (!(await getPrivacy(db, followeeId)).privateAccount) return false;
  return !(await q.isFollowing(db, followerId, followeeId));
}

/** A minor's account starts private (decision 028): written with the account, before anyone can follow it. */
export async function startPrivate(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await q.insertPrivateSettings(db, userId, now);
}
