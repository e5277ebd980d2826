import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { counterDeltaSql, pendingCountSql } from '../content/marks-postgres';
import type * as notifications from '../notifications/notifications.service';
import {
  notificationInsertSql,
  notificationValues,
  type NotificationValues,
} from '../notifications/notifications.queries';

type Db = Kysely<Database>;

/*
 * A comment's write on PostgreSQL as one statement (decision 046): the comment, its counter delta and
 * the author's notification, answering the new count with the writer's name and avatar. It is how a
 * comment of a failed batch answers (post-comment-batch.ts).
 */

// Named apart from the notification's columns, which the same statement binds (`text` is its excerpt).
export type CommentValues = { commentId: string; postId: string; writerId: string; body: string; now: number };

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

/** One member's comment on a post, judged and allowed, with its author's notification when one is due. */
export interface CommentWrite {
  values: CommentValues;
  notice: ReturnType<typeof notifications.notificationRow>;
}

export interface CommentDone {
  n: number | null;
  notified: boolean;
  name: string;
  avatar_url: string | null;
}

/** The comment alone, in the statement of decision 046: how a comment of a failed batch answers. */
export async function commentAlone(db: Db, { values, notice }: CommentWrite): Promise<CommentDone> {
  const { rows } = notice
    ? await commentWithNoticeStatement(db, { ...notificationValues(notice.values, notice.refusal).values, ...values })
    : await commentStatement(db, values);
  // The insert refers to the writer, so a row came back when the statement did not fail.
  const done = rows[0]!;
  return { n: done.n, notified: done.followed === 1, name: done.name, avatar_url: done.avatar_url };
}
