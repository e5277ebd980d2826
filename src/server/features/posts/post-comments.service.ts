// Comments on posts: writing one (with its notifications) and reading them a page at a time.
import { mentionCandidates } from '../../../shared/posts';
import { onPostgres } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { cacheTags } from '../../platform/cache-tags';
import { newId } from '../../platform/ids';
import * as notifications from '../notifications/notifications.service';
import { commentOn, commentsPage } from '../content/comments';
import { withModeration } from '../content/held-content';
import { commentTable, mustManageComments, setCommentHidden as setHidden } from '../content/hidden-comments';
import type { Keyset } from '../../platform/pagination';
import { commentInOneStatement } from './post-comment-postgres';
import { writeOnSeenPost, type SeenPost } from './post-page';
import { mustSeePost, type Page, type PostsDeps } from './posts.service';
import * as q from './posts.queries';

const comments = commentTable('comments');

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
  const comment = { id: newId('cmt', now), text, now };
  // Whether the member may see the post comes from the read cache, as for a like (decision 049); the
  // comment's own rules (blocks, reply control, the protection of minors) are read with the write.
  // On PostgreSQL each statement is a round trip: the rules and one statement, unless the text
  // mentions someone (post-comment-postgres.ts, decision 046). SQLite's statements are calls in the
  // process, and its group commit already shares the writer.
  const result = await writeOnSeenPost(deps, memberId, postId, async (post) =>
    onPostgres(deps.db) && mentionCandidates(text).length === 0
      ? await commentInOneStatement(deps, memberId, post, comment)
      : await commentInTransaction(deps, memberId, post, comment),
  );
  // A comment changes the post's counter, nothing else a cached answer shows.
  deps.cache.invalidate(cacheTags.engagement(postId));
  await notifications.publish(deps, result.pending);
  const row = result.row ?? (await q.commentById(deps.db, comment.id));
  return { comment: toComment(row!), comments: result.comments };
}

async function commentInTransaction(
  deps: PostsDeps,
  memberId: string,
  seen: SeenPost,
  { id, text, now }: { id: string; text: string; now: number },
) {
  const postId = seen.id;
  return commentOn(
    deps.db,
    memberId,
    now,
    async () => seen,
    async (trx, post) => {
      await q.insertComment(trx, { id, post_id: postId, user_id: memberId, text, created_at: now });
      const count = await q.bumpAndReadCounter(trx, postId, 'comments_count', 1);
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
      return { pending, comments: count, row: undefined };
    },
  );
}

/** A page of a post's comments; a hidden one only its writer sees among them (decision 029). */
export async function listComments(deps: PostsDeps, viewerId: string, postId: string, page: Page) {
  const post = await mustSeePost(deps.db, viewerId, postId);
  const view = { viewerId, brandId: post.brand_id };
  const read = (after: Keyset | undefined, limit: number) => q.commentRows(deps.db, postId, after, limit, view);
  const found = await commentsPage(read, page, toComment);
  return { ...found, comments: await withModeration(deps.db, 'comment', found.comments) };
}

/** The post's hidden comments and how many there are, for who manages it ('Comentários ocultos (N)'). */
export async function listHiddenComments(deps: PostsDeps, memberId: string, postId: string, page: Page) {
  await mustManageComments(deps.db, memberId, await mustSeePost(deps.db, memberId, postId));
  const read = (after: Keyset | undefined, limit: number) =>
    q.commentRows(deps.db, postId, after, limit, { hidden: true });
  const [listed, total] = await Promise.all([
    commentsPage(read, page, toComment),
    comments.hiddenCount(deps.db, postId),
  ]);
  return { ...listed, total };
}

/** Its manager hides a comment on a post, or shows it again. */
export async function setCommentHidden(
  deps: PostsDeps,
  memberId: string,
  postId: string,
  commentId: string,
  hidden: boolean,
) {
  const result = await setHidden(
    deps.db,
    memberId,
    {
      item: (trx) => mustSeePost(trx, memberId, postId),
      comment: (trx) => comments.find(trx, postId, commentId),
      setHidden: (trx, at) => comments.setHidden(trx, commentId, at),
      bumpCount: (trx, by) => q.bumpCounter(trx, postId, 'comments_count', by),
    },
    hidden,
    deps.clock.now(),
  );
  deps.cache.invalidate(cacheTags.engagement(postId));
  return result;
}
