import type { Kysely } from 'kysely';
import type { FollowRequest } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import * as q from './follow-requests.queries';
import { followMember, type MembersDeps } from './members.service';

/** The requests waiting for a private account's approval; following goes through members.service. */

const PAGE_SIZE = 20;

export async function listFollowRequests(deps: Pick<MembersDeps, 'db'>, ownerId: string, cursor?: string) {
  const rows = await q.listFollowRequests(deps.db, ownerId, PAGE_SIZE, decodeKeyset(cursor));
  const page = pageOf(rows, PAGE_SIZE);
  const items: FollowRequest[] = page.rows.map((r) => ({
    memberId: r.id,
    name: r.name,
    avatarUrl: r.avatar_url ?? defaultAvatarUrl(r.name),
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
  return { items, nextCursor: page.nextCursor };
}

/** The owner lets the requester in: the request becomes a follow, with its counters and notification. */
export async function approveFollowRequest(deps: MembersDeps, ownerId: string, requesterId: string) {
  if (!(await q.deleteFollowRequest(deps.db, ownerId, requesterId))) throw new AppError(404, 'not_found');
  await followMember(deps, requesterId, ownerId);
}

export async function declineFollowRequest(deps: Pick<MembersDeps, 'db'>, ownerId: string, requesterId: string) {
  if (!(await q.deleteFollowRequest(deps.db, ownerId, requesterId))) throw new AppError(404, 'not_found');
}

/** An account going public lets everyone waiting in. */
export async function approveAllFollowRequests(deps: MembersDeps, ownerId: string) {
  for (const r of await q.allFollowRequestsFor(deps.db, ownerId)) {
    if (await q.deleteFollowRequest(deps.db, ownerId, r.requester_id)) {
      await followMember(deps, r.requester_id, ownerId);
    }
  }
}

/** The requests waiting for the member's approval, as their data export lists them. */
export async function pendingFollowRequestsOf(db: Kysely<Database>, ownerId: string) {
  return (await q.allFollowRequestsFor(db, ownerId)).map((r) => ({
    requesterId: r.requester_id,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
}
