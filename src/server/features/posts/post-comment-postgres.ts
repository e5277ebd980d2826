import { readCommentGateInBatch } from '../content/comment-gate-batch';
import { mustMayComment } from '../content/comments';
import * as notifications from '../notifications/notifications.service';
import { commentInBatch } from './post-comment-batch';
import type { SeenPost } from './post-page';
import type { PostsDeps } from './posts.service';
import type { CommentRow } from './posts.queries';

/*
 * A comment on a post on PostgreSQL (decision 046): whether the writer may see the post (judged from
 * the read cache since decision 050) and the comment's rules first, outside any transaction, as they
 * took no lock inside one either; then one statement writes the comment, its counter delta and the
 * author's notification, and answers the new count with the writer's name and avatar. It was eight
 * round trips (begin, the two reads, the comment, the counter, the notification, commit, and the
 * comment read back), each a turn of the event loop.
 */

/**
 * `addComment` on PostgreSQL for a text that mentions nobody: the mentions' lookups and their
 * notifications stay in the transaction of `commentOn`, as a comment that mentions is rarer. The
 * comment goes with the others of this turn of the event loop (post-comment-batch.ts, decision 054).
 */
export async function commentInOneStatement(
  deps: PostsDeps,
  memberId: string,
  post: SeenPost,
  comment: { id: string; text: string; now: number },
) {
  const postId = post.id;
  await mustMayComment(deps.db, memberId, post, comment.now, readCommentGateInBatch);
  const values = { commentId: comment.id, postId, writerId: memberId, body: comment.text, now: comment.now };
  // A brand's post has no author to notify, nor does a comment on one's own post.
  const notice = post.author_user_id
    ? notifications.notificationRow(deps, {
        userId: post.author_user_id,
        type: 'comment',
        actorId: memberId,
        postId,
        text: comment.text,
      })
    : null;
  const done = await commentInBatch(deps.db, { values, notice });
  const row: CommentRow = {
    id: comment.id,
    post_id: postId,
    text: comment.text,
    created_at: comment.now,
    user_id: memberId,
    name: done.name,
    avatar_url: done.avatar_url,
  };
  const pending = notice && done.notified ? [{ id: notice.values.id, userId: notice.values.user_id }] : [];
  return { pending, comments: Number(done.n ?? 0), row };
}
