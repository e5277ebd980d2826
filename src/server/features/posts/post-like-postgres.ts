import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { toggleMarkSql } from '../content/marks-postgres';
import {
  notificationInsertSql,
  notificationRetractSql,
  notificationValues,
  type NotificationValues,
} from '../notifications/notifications.queries';

type Db = Kysely<Database>;

/*
 * A like on PostgreSQL in one statement (decision 045): the mark, its counter delta, and the author's
 * notification written (or, for an unlike, retracted) only when the mark changed, with the count read.
 * It was five round trips (begin, the post's gated read, the mark, the notification, commit), each
 * a turn of the event loop; the gated read now runs before it, outside any transaction, as it took
 * no lock inside one either.
 */
// A like's notice asks about blocks between two members, never about a brand's (notification-prefs.ts).
const LIKE_CHECKS = { member: true, brand: false };

const likeStatement = reusableStatement(
  (_db: Db, v: NotificationValues & { itemId: string; userId: string; now?: number }) =>
    toggleMarkSql('posts', 'post_likes', 'post_id', 'likes_count', 1, v, notificationInsertSql(v, LIKE_CHECKS, 'm')),
);

const unlikeStatement = reusableStatement(
  (_db: Db, v: { itemId: string; userId: string; type: 'like'; authorId: string }) =>
    toggleMarkSql(
      'posts',
      'post_likes',
      'post_id',
      'likes_count',
      -1,
      v,
      notificationRetractSql({ type: v.type, actorId: v.userId, userId: v.authorId, postId: v.itemId }, 'm'),
    ),
);

export interface LikeNotice {
  /** The notification row as `notificationRow` makes it. */
  row: Parameters<typeof notificationValues>[0];
  refusal: Parameters<typeof notificationValues>[1];
}

/** A like set, with its notification when `notice` is given; answers whether each happened and the count. */
export async function likeWithNotice(db: Db, itemId: string, userId: string, now: number, notice: LikeNotice) {
  const { values } = notificationValues(notice.row, notice.refusal);
  const { rows } = await likeStatement(db, { ...values, itemId, userId, now });
  return {
    changed: Number(rows[0]?.changed ?? 0) > 0,
    count: Number(rows[0]?.n ?? 0),
    notified: rows[0]?.followed === 1,
  };
}

/** A like cleared, and the author's notification of it retracted when the like was there. */
export async function unlikeWithRetraction(db: Db, itemId: string, userId: string, authorId: string) {
  const { rows } = await unlikeStatement(db, { itemId, userId, type: 'like', authorId });
  return { changed: Number(rows[0]?.changed ?? 0) > 0, count: Number(rows[0]?.n ?? 0) };
}
