import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { mustMayComment } from '../content/comments';
import { counterDeltaSql, pendingCountSql } from '../content/marks-postgres';
import * as notifications from '../notifications/notifications.service';
import {
  notificationInsertSql,
  notificationValues,
  type NotificationValues,
} from '../notifications/notifications.queries';
import type { SeenPost } from './post-page';
import type { PostsDeps } from './posts.service';
import type { CommentRow } from './posts.queries';

type Db = Kysely<Database>;

/*
 * A comment on a post on PostgreSQL (decision 046): whether the writer may see the post (judged from
 * the read cache since decision 050) and the comment's rules first, outside any transaction, as they
 * took no lock inside one either; then one statement writes the comment, its counter delta and the
 * author's notification, and answers the new count with the writer's name and avatar. It was eight
 * round trips (begin, the two reads, the comment, the counter, the notification, commit, and the
 * comment read back), each a turn of the event loop.
 */

// Named apart from the notification's columns, which the same statement binds (`text` is its excerpt).
type CommentValues = { commentId: string; postId: string; writerId: string; body: string; now: number };

// A comment's notice goes from a member to another member (`notificationRow` leaves out one's own
// post), so `refusalChecks` asks about blocks between members and never about a brand's.
const COMMENT_CHECKS = { member: true, brand: false };

function commentSql(v: CommentValues, then?: RawBuilder<unknown>) {
  return sql<{ n: number | null; followed: number; name: string; avatar_url: string | null }>`with w as (
      insert into comments (id, post_id, user_id, text, created_at)
      values (${v.commentId}, ${v.postId}, ${v.writerId}, ${v.body}, ${v.now}) returning 1 as written),
    d as (${counterDeltaSql('posts', v.postId, 'comments_count', 1, 'w')})
    ${then ? sql`, f as (${then})` : sql``}
    select ${pendingCountSql('posts', v.postId, 'comments_count', 'd')} as n,
      ${then ? sql`(select count(*) from f)::int` : sql`0`} as followed, u.name, u.avatar_url
    from users as u where u.id = ${v.writerId}`;
}

const commentStatement = reusableStatement((_db: Db, v: CommentValues) => commentSql(v));

const commentWithNoticeStatement = reusableStatement((_db: Db, v: CommentValues & NotificationValues) =>
  commentSql(v, notificationInsertSql(v, COMMENT_CHECKS, 'w')),
);

/**
 * `addComment` on PostgreSQL for a text that mentions nobody: the mentions' lookups and their
 * notifications stay in the transaction of `commentOn`, as a comment that mentions is rarer.
 */
export async function commentInOneStatement(
  deps: PostsDeps,
  memberId: string,
  post: SeenPost,
  comment: { id: string; text: string; now: number },
) {
  const postId = post.id;
  await mustMayComment(deps.db, memberId, post, comment.now);
  const values = { commentId: comment.id, postId, writerId: memberId, body: comment.text, now: comment.now };
  // A brand's post has no author to notify, nor does a comment on one's own post.
  const notice =
    post.author_user_id &&
    notifications.notificationRow(deps, {
      userId: post.author_user_id,
      type: 'comment',
      actorId: memberId,
      postId,
      text: comment.text,
    });
  const { rows } = notice
    ? await commentWithNoticeStatement(deps.db, {
        ...notificationValues(notice.values, notice.refusal).values,
        ...values,
      })
    : await commentStatement(deps.db, values);
  // The insert refers to the writer, so a row came back when the statement did not fail.
  const done = rows[0]!;
  const row: CommentRow = {
    id: comment.id,
    post_id: postId,
    text: comment.text,
    created_at: comment.now,
    user_id: memberId,
    name: done.name,
    avatar_url: done.avatar_url,
  };
  const pending = notice && done.followed === 1 ? [{ id: notice.values.id, userId: notice.values.user_id }] : [];
  return { pending, comments: Number(done.n ?? 0), row };
}
