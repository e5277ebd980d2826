import type { FollowRequest } from '../../../shared/settings';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import * as members from '../members/members.service';
import { decodeCursor, encodeCursor } from './page-cursor';
import type { SettingsDeps } from './settings.service';
import * as q from './settings.queries';

export interface FollowRequestsDeps extends SettingsDeps {
  bus: EventBus;
}

const PAGE_SIZE = 20;

export async function listFollowRequests(deps: Pick<SettingsDeps, 'db'>, ownerId: string, cursor?: string) {
  const rows = await q.listFollowRequests(deps.db, ownerId, PAGE_SIZE, decodeCursor(cursor));
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const items: FollowRequest[] = page.map((r) => ({
    memberId: r.id,
    name: r.name,
    avatarUrl: r.avatar_url ?? defaultAvatarUrl(r.name),
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
  return {
    items,
    nextCursor:
      rows.length > PAGE_SIZE && last ? encodeCursor({ created_at: Number(last.created_at), id: last.id }) : null,
  };
}

/** The owner lets the requester in: the request becomes a follow, with its counters and notification. */
export async function approveFollowRequest(deps: FollowRequestsDeps, ownerId: string, requesterId: string) {
  if (!(await q.deleteFollowRequest(deps.db, ownerId, requesterId))) throw new AppError(404, 'not_found');
  await members.followMember(deps, requesterId, ownerId);
}

export async function declineFollowRequest(deps: Pick<SettingsDeps, 'db'>, ownerId: string, requesterId: string) {
  if (!(await q.deleteFollowRequest(deps.db, ownerId, requesterId))) throw new AppError(404, 'not_found');
}

/** An account going public lets everyone waiting in. */
export async function approveAllFollowRequests(deps: FollowRequestsDeps, ownerId: string) {
  for (const r of await q.allFollowRequestsFor(deps.db, ownerId)) {
    if (await q.deleteFollowRequest(deps.db, ownerId, r.requester_id)) {
      await members.followMember(deps, r.requester_id, ownerId);
    }
  }
}
