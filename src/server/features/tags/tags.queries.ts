import { sql, type Kysely } from 'kysely';
import type { TagSort } from '../../../shared/tags';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A post's or a reel's tags: exactly one of the two ids. */
export type TagTarget = { postId: string; reelId?: undefined } | { reelId: string; postId?: undefined };

export async function insertTags(db: Db, target: TagTarget, tags: string[], createdAt: number) {
  if (tags.length === 0) return;
  await db
    .insertInto('content_tags')
    .values(
      tags.map((tag) => ({
        tag,
        post_id: target.postId ?? null,
        reel_id: target.reelId ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}

export async function deleteTags(db: Db, target: TagTarget) {
  await (
    target.postId
      ? db.deleteFrom('content_tags').where('post_id', '=', target.postId)
      : db.deleteFrom('content_tags').where('reel_id', '=', target.reelId ?? '')
  ).execute();
}

/** Where a tag page continues from: the last row's likes (for 'top'), time and content id. */
export interface TagKey {
  likes: number;
  createdAt: number;
  id: string;
}

const contentId = sql<string>`coalesce(t.post_id, t.reel_id)`;
const likes = sql<number>`coalesce(p.likes_count, r.likes_count, 0)`;

/**
 * One page of what carries a tag: posts (a repost is never tagged) and ready reels, newest first
 * or most liked first. Who may see each one is decided by the caller.
 */
export async function taggedPage(db: Db, tag: string, sort: TagSort, key: TagKey | undefined, limit: number) {
  let q = db
    .selectFrom('content_tags as t')
    .leftJoin('posts as p', 'p.id', 't.post_id')
    .leftJoin('reels as r', 'r.id', 't.reel_id')
    .select(['t.post_id', 't.reel_id', 't.created_at', 'r.author_user_id as reel_author_id'])
    .select([contentId.as('content_id'), likes.as('likes')])
    .where('t.tag', '=', tag)
    .where((eb) => eb.or([eb('p.id', 'is not', null), eb('r.status', '=', 'ready')]));
  if (key) {
    q = q.where((eb) => {
      const newer = eb.or([
        eb('t.created_at', '<', key.createdAt),
        eb.and([eb('t.created_at', '=', key.createdAt), eb(contentId, '<', key.id)]),
      ]);
      return sort === 'recent' ? newer : eb.or([eb(likes, '<', key.likes), eb.and([eb(likes, '=', key.likes), newer])]);
    });
  }
  if (sort === 'top') q = q.orderBy(likes, 'desc');
  const rows = await q.orderBy('t.created_at', 'desc').orderBy(contentId, 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at), likes: Number(r.likes) }));
}
