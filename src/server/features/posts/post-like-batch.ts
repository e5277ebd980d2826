import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { writeBatch, type WriteBatch } from '../../db/write-batch';
import { notificationRefused } from '../notifications/notification-prefs';
import * as q from './posts.queries';
import { likeWithNotice, unlikeWithRetraction, type LikeNotice } from './post-like-postgres';

type Db = Kysely<Database>;

/** One member's like or unlike of a post the route has judged they may see. */
export interface LikeWrite {
  postId: string;
  memberId: string;
  liked: boolean;
  now: number;
  /** The post's author, when it has one: told of a like (unless `notice` is null), untold of an unlike. */
  author: string | null;
  /** The like's notification, when one is due (not for a self-like or a brand's post). */
  notice: LikeNotice | null;
}

export interface LikeDone {
  changed: boolean;
  count: number;
  notified: boolean;
}

/*
 * The likes of many members on PostgreSQL as one statement (decision 054): the statement of decision
 * 045 made set-based, over arrays with one element per like. What each like does is as before: the
 * mark set (or cleared) where it was not (or was), a counter delta for each mark that moved, the
 * author's notification written unless they refuse it (a mute, a block either way) or retracted, and
 * the count as the fold will make it, with every like of the batch on that post in it.
 */
const likesStatement = reusableStatement(
  (
    _db: Db,
    v: {
      posts: string[];
      members: string[];
      liked: boolean[];
      nows: number[];
      recipients: (string | null)[];
      ids: (string | null)[];
      keys: (string | null)[];
    },
  ) => {
    // A like's notice asks about blocks between two members, never about a brand's (notification-prefs.ts).
    const refused = notificationRefused(
      { userId: sql.ref('a.recipient'), type: 'like', actorId: sql.ref('a.user_id'), brandId: null },
      { member: true, brand: false },
    );
    return sql<{ changed: boolean; n: number | null; notified: boolean }>`with a as (
        select * from unnest(cast(${v.posts} as text[]), cast(${v.members} as text[]),
          cast(${v.liked} as boolean[]), cast(${v.nows} as bigint[]), cast(${v.recipients} as text[]),
          cast(${v.ids} as text[]), cast(${v.keys} as text[]))
        with ordinality as a (post_id, user_id, liked, now, recipient, nid, group_key, k)),
      m as (insert into post_likes (post_id, user_id, created_at)
        select post_id, user_id, now from a where liked
        on conflict (post_id, user_id) do nothing returning post_id, user_id),
      u as (delete from post_likes as l using a
        where not a.liked and l.post_id = a.post_id and l.user_id = a.user_id returning l.post_id, l.user_id),
      d as (insert into "counter_deltas" (item_table, item_id, counter, delta)
        select 'posts', post_id, 'likes_count', 1 from m
        union all select 'posts', post_id, 'likes_count', -1 from u
        returning item_id, delta),
      f as (insert into notifications
          (id, user_id, type, actor_user_id, actor_brand_id, post_id, text, group_key, read_at, created_at)
        select a.nid, a.recipient, 'like', a.user_id, null, a.post_id, null, a.group_key, null, a.now
        from a join m on m.post_id = a.post_id and m.user_id = a.user_id
        where a.nid is not null and not (${refused}) returning id),
      r as (delete from notifications as x using a join u on u.post_id = a.post_id and u.user_id = a.user_id
        where a.recipient is not null and x.type = 'like' and x.actor_user_id = a.user_id
          and x.user_id = a.recipient and x.post_id = a.post_id returning x.id)
      select
        (exists (select 1 from m where m.post_id = a.post_id and m.user_id = a.user_id)
          or exists (select 1 from u where u.post_id = a.post_id and u.user_id = a.user_id)) as changed,
        (select greatest(0, t.likes_count
            + coalesce((select sum(d.delta) from d where d.item_id = a.post_id), 0)
            + coalesce((select sum(c.delta) from counter_deltas as c
              where c.item_id = a.post_id and c.counter = 'likes_count' and c.item_table = 'posts'), 0))
          from posts as t where t.id = a.post_id)::int as n,
        exists (select 1 from f where f.id = a.nid) as notified
      from a order by a.k`;
  },
);

async function likesTogether(db: Db, writes: LikeWrite[]): Promise<LikeDone[]> {
  // In one order on every instance, the rows a batch locks: two batches never wait on each other in a cycle.
  const order = writes
    .map((_, i) => i)
    .sort((x, y) => {
      const a = writes[x]!;
      const b = writes[y]!;
      return a.postId === b.postId ? (a.memberId < b.memberId ? -1 : 1) : a.postId < b.postId ? -1 : 1;
    });
  const sorted = order.map((i) => writes[i]!);
  const { rows } = await likesStatement(db, {
    posts: sorted.map((w) => w.postId),
    members: sorted.map((w) => w.memberId),
    liked: sorted.map((w) => w.liked),
    nows: sorted.map((w) => w.now),
    recipients: sorted.map((w) => (w.liked ? (w.notice?.row.user_id ?? null) : w.author)),
    ids: sorted.map((w) => (w.liked ? (w.notice?.row.id ?? null) : null)),
    keys: sorted.map((w) => (w.liked ? (w.notice?.row.group_key ?? null) : null)),
  });
  const done: LikeDone[] = new Array<LikeDone>(writes.length);
  rows.forEach((row, k) => {
    done[order[k]!] = { changed: row.changed, count: Number(row.n ?? 0), notified: row.notified };
  });
  return rows.length === writes.length ? done : [];
}

/** The same like alone, in the statements of decision 045: how a write of a failed batch answers. */
async function likeAlone(db: Db, w: LikeWrite): Promise<LikeDone> {
  if (w.liked && w.notice) return likeWithNotice(db, w.postId, w.memberId, w.now, w.notice);
  if (!w.liked && w.author)
    return { ...(await unlikeWithRetraction(db, w.postId, w.memberId, w.author)), notified: false };
  const mark = { table: 'post_likes', counter: 'likes_count', on: w.liked } as const;
  return { ...(await q.toggleMark(db, mark, w.postId, w.memberId, w.now)), notified: false };
}

const batches = new WeakMap<Db, WriteBatch<LikeWrite, LikeDone>>();

/** A like or unlike on PostgreSQL, sent with the others of this turn of the event loop. */
export function likeInBatch(db: Db, write: LikeWrite): Promise<LikeDone> {
  let batch = batches.get(db);
  if (!batch) {
    batch = writeBatch({
      together: (writes) => likesTogether(db, writes),
      alone: (w) => likeAlone(db, w),
      keyOf: (w) => `${w.postId} ${w.memberId}`,
    });
    batches.set(db, batch);
  }
  return batch.add(write);
}
