import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Brand, Segment } from '../../../shared/catalog';
import type { PublicMember } from '../../../shared/profile';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { cacheTags } from '../../platform/cache-tags';
import type { EventBus } from '../../platform/event-bus';
import type { ReadCache } from '../../platform/read-cache';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { toBrand } from '../brands/brands.service';
import * as notifications from '../notifications/notifications.service';
import { blockedBetween, brandBlocked } from '../privacy/blocks';
import { isMuted } from '../privacy/mutes';
import * as privacy from '../privacy/privacy';
import * as followRequests from './follow-requests';
import { visibleCountersOf } from './member-counters';
import * as q from './members.queries';

export interface MembersDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
}

/** What the member follows feeds their feed (and hides those sources from its last group). */
const followsChanged = (deps: Pick<MembersDeps, 'cache'>, userId: string) =>
  deps.cache.invalidate(cacheTags.viewer(userId));

/**
 * A member as another sees them, within the member's privacy settings. A member who blocked the
 * viewer is missing to them (404); one the viewer blocked shows only who it is, so the viewer can
 * unblock them from their page (decision 026).
 */
export async function getPublicMember(
  deps: Pick<MembersDeps, 'db'>,
  viewerId: string,
  memberId: string,
): Promise<PublicMember> {
  const row = await q.findMember(deps.db, memberId);
  if (!row) throw new AppError(404, 'not_found');
  const [blockedByMe, blockedMe, mutedByMe] = await Promise.all([
    q.hasBlocked(deps.db, viewerId, row.id),
    q.hasBlocked(deps.db, row.id, viewerId),
    isMuted(deps.db, viewerId, 'member', row.id),
  ]);
  if (blockedMe) throw new AppError(404, 'not_found');
  const person = { id: row.id, name: row.name, avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.name) };
  if (blockedByMe) {
    const nothing = { bio: null, website: null, followers: null, following: null, postsCount: null };
    return {
      ...person,
      ...nothing,
      isMe: false,
      followedByMe: false,
      requestedByMe: false,
      postsVisible: false,
      blockedByMe,
      mutedByMe,
    };
  }
  const counters = await visibleCountersOf(deps.db, viewerId, row);
  const followedByMe = row.id !== viewerId && (await privacy.isFollowing(deps.db, viewerId, row.id));
  return {
    ...person,
    bio: row.bio,
    website: row.website,
    ...counters,
    isMe: row.id === viewerId,
    followedByMe,
    requestedByMe: !followedByMe && (await followRequests.hasPendingFollowRequest(deps.db, viewerId, row.id)),
    postsVisible: await privacy.canViewPostsOf(deps.db, viewerId, row.id),
    blockedByMe,
    mutedByMe,
  };
}

/** The follower count the viewer may see: null when the member hides their counters. */
async function followersOf(db: Kysely<Database>, viewerId: string, memberId: string) {
  const row = await q.findMember(db, memberId);
  return row ? (await visibleCountersOf(db, viewerId, row)).followers : null;
}

/**
 * What the follow button does: follows at once or, for a private account not followed yet, leaves
 * a request that the member approves in their settings.
 */
export async function followOrRequest(deps: MembersDeps, followerId: string, followeeId: string) {
  if (followerId === followeeId) throw new AppError(400, 'cannot_follow_self');
  if (!(await q.findMember(deps.db, followeeId))) throw new AppError(404, 'not_found');
  if (await blockedBetween(deps.db, followerId, followeeId)) throw new AppError(403, 'blocked');
  if (await privacy.followNeedsApproval(deps.db, followerId, followeeId)) {
    await followRequests.requestFollow(deps.db, followerId, followeeId, deps.clock.now());
    return { following: false, requested: true, followers: await followersOf(deps.db, followerId, followeeId) };
  }
  return followMember(deps, followerId, followeeId);
}

/**
 * Follows a member: both counters move with the row, and the followed member is notified live.
 * Asks no privacy rule (an approved request lands here): the follow button goes through followOrRequest.
 */
export async function followMember(deps: MembersDeps, followerId: string, followeeId: string) {
  if (followerId === followeeId) throw new AppError(400, 'cannot_follow_self');
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await q.findMember(trx, followeeId))) throw new AppError(404, 'not_found');
    if (await blockedBetween(trx, followerId, followeeId)) throw new AppError(403, 'blocked');
    let pending: notifications.PendingNotification | null = null;
    if (await q.insertMemberFollow(trx, followerId, followeeId, deps.clock.now())) {
      await q.bumpFollowCounts(trx, followerId, followeeId, 1);
      pending = await notifications.notify(trx, deps, { userId: followeeId, type: 'follow', actorId: followerId });
    }
    return { pending, followers: await followersOf(trx, followerId, followeeId) };
  });
  followsChanged(deps, followerId);
  await notifications.publish(deps, [result.pending]);
  return { following: true, requested: false, followers: result.followers };
}

/**
 * A referral: the new member and whoever invited them follow each other, rows and counters together,
 * inside the sign-up's transaction. Call `referralFollowed` once it has committed.
 */
export async function followEachOther(trx: Kysely<Database>, a: string, b: string, now: number) {
  for (const [follower, followee] of [
    [a, b],
    [b, a],
  ] as const) {
    if (await q.insertMemberFollow(trx, follower, followee, now)) await q.bumpFollowCounts(trx, follower, followee, 1);
  }
}

export function referralFollowed(deps: Pick<MembersDeps, 'cache'>, a: string, b: string) {
  followsChanged(deps, a);
  followsChanged(deps, b);
}

/** Unfollows, or withdraws a follow request still waiting. */
export async function unfollowMember(deps: MembersDeps, followerId: string, followeeId: string) {
  await followRequests.cancelFollowRequest(deps.db, followerId, followeeId);
  const result = await deps.db.transaction().execute(async (trx) => {
    if (await q.deleteMemberFollow(trx, followerId, followeeId)) {
      await q.bumpFollowCounts(trx, followerId, followeeId, -1);
      await notifications.retract(trx, { type: 'follow', actorId: followerId, userId: followeeId, postId: null });
    }
    return { following: false, requested: false, followers: await followersOf(trx, followerId, followeeId) };
  });
  followsChanged(deps, followerId);
  notifications.retracted(deps, followeeId);
  return result;
}

/**
 * Follows a brand; as the spec gives it, following a brand also follows its segment.
 * Answers whether each follow is new.
 */
export async function followBrand(
  deps: Pick<MembersDeps, 'db' | 'clock' | 'cache'>,
  userId: string,
  brandId: string,
  opts: { withSegment?: boolean } = {},
) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const brand = await q.brandSegment(trx, brandId);
    if (!brand) throw new AppError(404, 'not_found');
    if (await brandBlocked(trx, brandId, userId)) throw new AppError(403, 'blocked');
    const now = deps.clock.now();
    const brandAdded = await q.insertBrandFollow(trx, userId, brandId, now);
    let segmentAdded = false;
    if ((opts.withSegment ?? true) && brand.segment_id) {
      segmentAdded = await q.insertSegmentFollow(trx, userId, brand.segment_id, now);
      if (segmentAdded) await q.bumpFollowers(trx, 'segments', brand.segment_id, 1);
    }
    return { following: true, brandAdded, segmentId: brand.segment_id, segmentAdded };
  });
  followsChanged(deps, userId);
  return result;
}

export async function unfollowBrand(
  deps: Pick<MembersDeps, 'db' | 'clock' | 'cache'>,
  userId: string,
  brandId: string,
) {
  const removed = await deps.db
    .transaction()
    .execute((trx) => q.deleteBrandFollow(trx, userId, brandId, deps.clock.now()));
  followsChanged(deps, userId);
  return { following: false, removed };
}

export async function followSegment(
  deps: Pick<MembersDeps, 'db' | 'clock' | 'cache'>,
  userId: string,
  segmentId: string,
) {
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await q.segmentExists(trx, segmentId))) throw new AppError(404, 'not_found');
    const added = await q.insertSegmentFollow(trx, userId, segmentId, deps.clock.now());
    if (added) await q.bumpFollowers(trx, 'segments', segmentId, 1);
    return { following: true, added };
  });
  followsChanged(deps, userId);
  return result;
}

export async function unfollowSegment(deps: Pick<MembersDeps, 'db' | 'cache'>, userId: string, segmentId: string) {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const gone = await q.deleteSegmentFollow(trx, userId, segmentId);
    if (gone) await q.bumpFollowers(trx, 'segments', segmentId, -1);
    return gone;
  });
  followsChanged(deps, userId);
  return { following: false, removed };
}

export interface FollowSources {
  members: string[];
  brands: string[];
  segments: string[];
}

/** The members, brands and segments a member follows (the feed's second group). */
export async function followSources(db: Kysely<Database>, userId: string): Promise<FollowSources> {
  const out: FollowSources = { members: [], brands: [], segments: [] };
  for (const row of await q.followSources(db, userId)) {
    if (row.kind === 'member') out.members.push(row.id);
    else if (row.kind === 'brand') out.brands.push(row.id);
    else out.segments.push(row.id);
  }
  return out;
}

const brandCursor = z.object({ p: z.number().int() });

export async function listFollowedBrands(
  deps: Pick<MembersDeps, 'db'>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(page.cursor, brandCursor)?.p;
  const rows = await q.followedBrandRows(deps.db, userId, after, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const brands: Brand[] = items.map((r) => toBrand(r));
  const nextCursor = rows.length > page.limit ? encodeCursor({ p: items[items.length - 1]!.position }) : null;
  return { brands, nextCursor };
}

/** Followed segments: at most the catalogue's twelve. */
export async function listFollowedSegments(deps: Pick<MembersDeps, 'db'>, userId: string): Promise<Segment[]> {
  const rows = await q.followedSegmentRows(deps.db, userId);
  return rows.map((r) => ({
    id: r.id as Segment['id'],
    label: r.label,
    icon: r.icon,
    color: r.color,
    followers: r.followers_count,
  }));
}
