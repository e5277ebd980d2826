// Comments on posts: writing one (with its notifications) and reading them a page at a time.
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { cacheTags } from '../../platform/cache-tags';
import { newId } from '../../platform/ids';
import * as notifications from '../notifications/notifications.service';
import { commentOn, commentsPage } from '../content/comments';
import { mustSeePost, type Page, type PostsDeps } from './posts.service';
import * as q from './posts.queries';

function toComment(row: q.CommentRow) {
  return {
    id: row.id,
    postId: row.post_id,
    text: row.text,
    author: { id: row.user_id, name: row.name, avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.name) },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function addComment(deps: PostsDeps, memberId: string, postId: string, rawText: string) {
  const text = rawText.trim();
  if (!text) throw new AppError(400, 'empty_comment');
  const now = deps.clock.now();
  const id = newId('cmt', now);
  const see = (trx: typeof deps.db) => mustSeePost(trx, memberId, postId);
  const result = await commentOn(deps.db, memberId, see, async (trx, post) => {
    await q.insertComment(trx, { id, post_id: postId, user_id: memberId, text, created_at: now });
    await q.bumpCounter(trx, postId, 'comments_count', 1);
    const pending = post.author_user_id
      ? [
          await notifications.notify(trx, deps, {
            userId: post.author_user_id,
            type: 'comment',
            actorId: memberId,
            postId,
            text,
          }),
        ]
      : [];
    const skip = post.author_user_id ? [post.author_user_id] : [];
    pending.push(...(await notifications.notifyMentions(trx, deps, { text, actorId: memberId, postId, skip })));
    return { pending, comments: await q.readCounter(trx, postId, 'comments_count') };
  });
  deps.cache.invalidate(cacheTags.post(postId));
  await notifications.publish(deps, result.pending);
  const row = await q.commentById(deps.db, id);
  return { comment: toComment(row!), comments: result.comments };
}

export async function listComments(deps: PostsDeps, viewerId: string, postId: string, page: Page) {
  await mustSeePost(deps.db, viewerId, postId);
  return commentsPage((after, limit) => q.commentRows(deps.db, postId, after, limit), page, toComment);
}
