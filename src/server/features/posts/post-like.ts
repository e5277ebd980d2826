import { onPostgres } from '../../db/dialect';
import * as notifications from '../notifications/notifications.service';
import { likeInBatch } from './post-like-batch';
import { writeOnSeenPost, type SeenPost } from './post-page';
import { engagementTags } from './post-counters';
import type { PostsDeps } from './posts.service';
import * as q from './posts.queries';

/** A member's like of a post set or cleared, the author notified of a new one (or no longer). */
export async function setLike(deps: PostsDeps, memberId: string, id: string, liked: boolean) {
  // Whether the member may see the post comes from what its page keeps in the read cache, before any
  // write (decision 049).
  let segment: string | null = null;
  const result = await writeOnSeenPost(deps, memberId, id, (post) => {
    segment = post.segment_id;
    return onPostgres(deps.db)
      ? likeInOneStatement(deps, memberId, post, liked)
      : likeInTransaction(deps, memberId, post, liked);
  });
  // The post's counters and this member's mark of it (cache-tags.ts): the post's other answers, such
  // as who may comment, and the member's other cached pages stay as they are.
  deps.cache.invalidate(...engagementTags(id, memberId, segment));
  if (!liked && result.author) notifications.retracted(deps, result.author);
  await notifications.publish(deps, [result.pending]);
  return { liked, likes: result.likes };
}

/** `setLike` on SQLite: the mark, its counter and the notification in one transaction (db/group-commit.ts). */
function likeInTransaction(deps: PostsDeps, memberId: string, post: SeenPost, liked: boolean) {
  const id = post.id;
  return deps.db.transaction().execute(async (trx) => {
    const mark = { table: 'post_likes', counter: 'likes_count', on: liked } as const;
    const { changed, count } = await q.toggleMark(trx, mark, id, memberId, deps.clock.now());
    let pending: notifications.PendingNotification | null = null;
    if (changed && post.author_user_id) {
      const like = { type: 'like', actorId: memberId, userId: post.author_user_id, postId: id } as const;
      if (liked) pending = await notifications.notify(trx, deps, like);
      else await notifications.retract(trx, like);
    }
    return { pending, author: post.author_user_id, likes: count };
  });
}

/**
 * `setLike` on PostgreSQL: the like goes with the others of this turn of the event loop as one
 * statement (post-like-batch.ts, decision 054), or alone as decision 045 wrote it if that batch fails.
 */
async function likeInOneStatement(deps: PostsDeps, memberId: string, post: SeenPost, liked: boolean) {
  const id = post.id;
  const author = post.author_user_id;
  const notice =
    liked && author
      ? notifications.notificationRow(deps, { type: 'like', actorId: memberId, userId: author, postId: id })
      : null;
  const done = await likeInBatch(deps.db, {
    postId: id,
    memberId,
    liked,
    now: notice?.values.created_at ?? deps.clock.now(),
    author,
    notice: notice && { row: notice.values, refusal: notice.refusal },
  });
  return {
    pending: notice && done.notified ? { id: notice.values.id, userId: notice.values.user_id } : null,
    author,
    likes: done.count,
  };
}
