import type { PostsPage } from '../../../shared/posts';
import { AppError } from '../../platform/errors';
import { assertNotBlocked, canViewPostsOf } from '../privacy/privacy';
import { decodeKeyset, loadPageOf } from '../../platform/pagination';
import { loadPosts } from './post-views';
import type { Page, PostsDeps } from './posts.service';
import * as q from './posts.queries';

type ListDeps = Pick<PostsDeps, 'db' | 'storage'>;

/**
 * A page of posts from `limit + 1` rows of ids, newest first (the extra row says whether there
 * is a next page), as `viewerId` sees them.
 */
export async function postsPageOf(
  deps: ListDeps,
  viewerId: string,
  rows: { id: string; created_at: number }[],
  limit: number,
): Promise<PostsPage> {
  const { items, nextCursor } = await loadPageOf(rows, limit, (ids) => loadPosts(deps, viewerId, ids));
  return { posts: items, nextCursor };
}

/** A member's posts and reposts, newest first (their profile's POSTS tab). */
export async function listMemberPosts(deps: ListDeps, viewerId: string, authorId: string, page: Page) {
  await assertNotBlocked(deps.db, viewerId, authorId);
  if (!(await canViewPostsOf(deps.db, viewerId, authorId))) throw new AppError(403, 'private_account');
  const rows = await q.memberPostIds(deps.db, authorId, decodeKeyset(page.cursor), page.limit + 1);
  return postsPageOf(deps, viewerId, rows, page.limit);
}

/** The posts a member saved, most recently saved first (SALVOS). */
export async function listBookmarks(deps: ListDeps, memberId: string, page: Page) {
  const rows = await q.bookmarkedPostIds(deps.db, memberId, decodeKeyset(page.cursor), page.limit + 1);
  return postsPageOf(deps, memberId, rows, page.limit);
}
