import type { Kysely } from 'kysely';
import type { FollowListKind, FollowListPage } from '../../../shared/profile';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { assertNotBlocked, canViewPostsOf, countersVisible } from '../privacy/privacy';
import * as q from './members.queries';

/**
 * A member's followers or following, as the viewer may see them: a private account shows its lists
 * to its approved followers only, and a member who hides their counters hides the lists that would
 * give them away. The member always sees their own.
 */
export async function listFollows(
  deps: { db: Kysely<Database> },
  viewerId: string,
  memberId: string,
  kind: FollowListKind,
  page: { cursor?: string | undefined; limit: number },
): Promise<FollowListPage> {
  if (!(await q.findMember(deps.db, memberId))) throw new AppError(404, 'not_found');
  await assertNotBlocked(deps.db, viewerId, memberId);
  if (!(await canViewPostsOf(deps.db, viewerId, memberId))) throw new AppError(403, 'private_account');
  if (!(await countersVisible(deps.db, viewerId, memberId))) throw new AppError(403, 'forbidden');

  const rows = await q.followListRows(deps.db, viewerId, memberId, kind, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit);
  const ids = items.map((r) => r.id);
  const [followed, requested] = await Promise.all([
    q.followedAmong(deps.db, viewerId, ids),
    q.requestedAmong(deps.db, viewerId, ids),
  ]);
  return {
    members: items.map((r) => ({
      id: r.id,
      name: r.name,
      avatarUrl: r.avatar_url ?? defaultAvatarUrl(r.name),
      isMe: r.id === viewerId,
      followedByMe: followed.has(r.id),
      requestedByMe: !followed.has(r.id) && requested.has(r.id),
    })),
    nextCursor,
  };
}
