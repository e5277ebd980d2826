// Comments on reels: writing one under the author's comment policy, and reading them a page at a time.
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { ReelComment } from '../../../shared/reels';
import { isBlankComment } from '../../../shared/reels';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { commentOn, commentsPage } from '../content/comments';
import * as q from './reels.queries';
import { mustFindReady, mustFindVisible, type Page, type ReelsDeps } from './reels.service';

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
  const comments = await commentOn(deps.db, memberId, see, async (trx) => {
    await q.insertComment(trx, { id, reel_id: reelId, user_id: memberId, brand_id: null, text, created_at: now });
    await q.bumpCounter(trx, reelId, 'comments_count', 1);
    return q.readCounter(trx, reelId, 'comments_count');
  });
  const row = await q.commentById(deps.db, id);
  return { comment: toComment(row!), comments };
}

export async function listComments(deps: ReelsDeps, viewerId: string, reelId: string, page: Page) {
  await mustFindVisible(deps.db, viewerId, reelId);
  return commentsPage((after, limit) => q.commentRows(deps.db, reelId, after, limit), page, toComment);
}
