import { AppError } from '../../platform/errors';
import { canViewPostsOf } from '../settings/privacy.service';
import { decodeKeyset, pageOf } from './cursor';
import { loadPosts } from './post-views';
import type { Page, PostsDeps } from './posts.service';
import * as q from './posts.queries';

type ListDeps = Pick<PostsDeps, 'db' | 'storage'>;

/** A member's posts and reposts, newest first (their profile's POSTS tab). */
export async function listMemberPosts(deps: ListDeps, viewerId: string, authorId: string, page: Page) {
  if (!(await canViewPostsOf(deps.db, viewerId, authorId))) throw new AppError(403, 'private_account');
  const rows = await q.memberPostIds(deps.db, authorId, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit);
  return {
    posts: await loadPosts(
      deps,
      viewerId,
      items.map((r) => r.id),
    ),
    nextCursor,
  };
}

/** The posts a member saved, most recently saved first (SALVOS). */
export async function listBookmarks(deps: ListDeps, memberId: string, page: Page) {
  const rows = await q.bookmarkedPostIds(deps.db, memberId, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit);
  return {
    posts: await loadPosts(
      deps,
      memberId,
      items.map((r) => r.id),
    ),
    nextCursor,
  };
}
