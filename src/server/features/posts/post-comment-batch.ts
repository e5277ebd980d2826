import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { writeBatch, type WriteBatch } from '../../db/write-batch';
import { notificationRefused } from '../notifications/notification-prefs';
import { commentAlone, type CommentDone, type CommentWrite } from './post-comment-statements';

type Db = Kysely<Database>;

/*
 * The comments of many members on PostgreSQL as one statement (decision 054): the statement of
 * decision 046 made set-based, over arrays with one element per comment. Each comment is written
 * with its counter delta, its author's notification unless they refuse it (a mute, a block either
 * way), and answered with the count as the fold will make it and the writer's name and avatar.
 */
const commentsStatement = reusableStatement(
  (
    _db: Db,
    v: {
      ids: string[];
      posts: string[];
      writers: string[];
      bodies: string[];
      nows: number[];
      recipients: (string | null)[];
      notices: (string | null)[];
      noticedAt: (number | null)[];
      excerpts: (string | null)[];
      keys: (string | null)[];
    },
  ) => {
    // A comment's notice goes from a member to another member: blocks between members, never a brand's.
    const refused = notificationRefused(
      { userId: sql.ref('a.recipient'), type: 'comment', actorId: sql.ref('a.user_id'), brandId: null },
      { member: true, brand: false },
    );
    return sql<Omit<CommentDone, 'notified'> & { notified: boolean }>`with a as (
        select * from unnest(cast(${v.ids} as text[]), cast(${v.posts} as text[]), cast(${v.writers} as text[]),
          cast(${v.bodies} as text[]), cast(${v.nows} as bigint[]), cast(${v.recipients} as text[]),
          cast(${v.notices} as text[]), cast(${v.noticedAt} as bigint[]), cast(${v.excerpts} as text[]),
          cast(${v.keys} as text[]))
        with ordinality as a (id, post_id, user_id, body, now, recipient, nid, noticed_at, excerpt, group_key, k)),
      w as (insert into comments (id, post_id, user_id, text, created_at)
        select id, post_id, user_id, body, now from a returning id, post_id),
      d as (insert into "counter_deltas" (item_table, item_id, counter, delta)
        select 'posts', post_id, 'comments_count', 1 from w returning item_id, delta),
      f as (insert into notifications
          (id, user_id, type, actor_user_id, actor_brand_id, post_id, text, group_key, read_at, created_at)
        select a.nid, a.recipient, 'comment', a.user_id, null, a.post_id, a.excerpt, a.group_key, null, a.noticed_at
        from a join w on w.id = a.id
        where a.nid is not null and not (${refused}) returning id)
      select
        (select greatest(0, t.comments_count
            + coalesce((select sum(d.delta) from d where d.item_id = a.post_id), 0)
            + coalesce((select sum(c.delta) from counter_deltas as c
              where c.item_id = a.post_id and c.counter = 'comments_count' and c.item_table = 'posts'), 0))
          from posts as t where t.id = a.post_id)::int as n,
        exists (select 1 from f where f.id = a.nid) as notified, u.name, u.avatar_url
      from a left join users as u on u.id = a.user_id order by a.k`;
  },
);

async function commentsTogether(db: Db, writes: CommentWrite[]): Promise<CommentDone[]> {
  const notice = (w: CommentWrite) => w.notice?.values;
  const { rows } = await commentsStatement(db, {
    ids: writes.map((w) => w.values.commentId),
    posts: writes.map((w) => w.values.postId),
    writers: writes.map((w) => w.values.writerId),
    bodies: writes.map((w) => w.values.body),
    nows: writes.map((w) => w.values.now),
    recipients: writes.map((w) => notice(w)?.user_id ?? null),
    notices: writes.map((w) => notice(w)?.id ?? null),
    noticedAt: writes.map((w) => notice(w)?.created_at ?? null),
    excerpts: writes.map((w) => notice(w)?.text ?? null),
    keys: writes.map((w) => notice(w)?.group_key ?? null),
  });
  return rows;
}

const batches = new WeakMap<Db, WriteBatch<CommentWrite, CommentDone>>();

/** A comment on PostgreSQL, sent with the others of this turn of the event loop. */
export function commentInBatch(db: Db, write: CommentWrite): Promise<CommentDone> {
  let batch = batches.get(db);
  if (!batch) {
    batch = writeBatch({
      together: (writes) => commentsTogether(db, writes),
      alone: (w) => commentAlone(db, w),
      // Every comment is a row of its own: none waits for another.
      keyOf: (w) => w.values.commentId,
    });
    batches.set(db, batch);
  }
  return batch.add(write);
}
