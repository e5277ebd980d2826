// Comments on reels: writing one under the author's comment policy, and reading them a page at a time.
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { ReelComment } from '../../../shared/reels';
import { isBlankComment } from '../../../shared/reels';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { commentOn, commentsPage } from '../content/comments';
import { withModeration } from '../content/held-content';
import { commentTable, mustManageComments, setCommentHidden as setHidden } from '../content/hidden-comments';
import type { Keyset } from '../../platform/pagination';
import * as q from './reels.queries';
import { mustFindReady, mustFindVisible, type Page, type ReelsDeps } from './reels.service';

const comments = commentTable('reel_comments');

function toComment(row: q.ReelCommentRow): ReelComment {
  const author: ReelComment['author'] = row.brand_id
    ? { kind: 'brand', id: row.brand_id, name: row.brand_name ?? '', avatarUrl: row.logo_url ?? '' }
    : {
        kind: 'member',
        id: row.user_id ?? '',
        name: row.user_name ?? '',
        avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.user_name ?? '?'),
      };
  return { id: row.id, reelId: row.reel_id, text: row.text, author, createdAt: new Date(row.created_at).toISOString() };
}

export async function addComment(deps: ReelsDeps, memberId: string, reelId: string, rawText: string) {
  if (isBlankComment(rawText)) throw new AppError(400, 'empty_comment', ptBR.reels.commentEmpty);
  const text = rawText.trim();
  const now = deps.clock.now();
  const id = newId('rcm', now);
  // The author's comment policy (everyone, followers, nobody) holds for reels as for posts.
  const see = (trx: typeof deps.db) => mustFindReady(trx, memberId, reelId);
  const comments = await commentOn(deps.db, memberId, now, see, async (trx) => {
    await q.insertComment(trx, { id, reel_id: reelId, user_id: memberId, brand_id: null, text, created_at: now });
    return q.bumpAndReadCounter(trx, reelId, 'comments_count', 1);
  });
  const row = await q.commentById(deps.db, id);
  return { comment: toComment(row!), comments };
}

/** A page of a reel's comments; a hidden one only its writer sees among them (decision 029). */
export async function listComments(deps: ReelsDeps, viewerId: string, reelId: string, page: Page) {
  const reel = await mustFindVisible(deps.db, viewerId, reelId);
  const view = { viewerId, brandId: reel.brand_id };
  const read = (after: Keyset | undefined, limit: number) => q.commentRows(deps.db, reelId, after, limit, view);
  const found = await commentsPage(read, page, toComment);
  return { ...found, comments: await withModeration(deps.db, 'reel_comment', found.comments) };
}

/** The reel's hidden comments and how many there are, for who manages it. */
export async function listHiddenComments(deps: ReelsDeps, memberId: string, reelId: string, page: Page) {
  await mustManageComments(deps.db, memberId, await mustFindVisible(deps.db, memberId, reelId));
  const read = (after: Keyset | undefined, limit: number) =>
    q.commentRows(deps.db, reelId, after, limit, { hidden: true });
  const [listed, total] = await Promise.all([
    commentsPage(read, page, toComment),
    comments.hiddenCount(deps.db, reelId),
  ]);
  return { ...listed, total };
}

/** Its manager hides a comment on a reel, or shows it again. */
export async function setCommentHidden(
  deps: ReelsDeps,
  memberId: string,
  reelId: string,
  commentId: string,
  hidden: boolean,
) {
  return setHidden(
    deps.db,
    memberId,
    {
      item: (trx) => mustFindVisible(trx, memberId, reelId),
      comment: (trx) => comments.find(trx, reelId, commentId),
      setHidden: (trx, at) => comments.setHidden(trx, commentId, at),
      bumpCount: (trx, by) => q.bumpCounter(trx, reelId, 'comments_count', by),
    },
    hidden,
    deps.clock.now(),
  );
}
