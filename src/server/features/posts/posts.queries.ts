import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Keyset } from './cursor';
import type { PostsTable } from './posts.tables';

type Db = Kysely<Database>;
export type MarkTable = 'post_likes' | 'post_bookmarks' | 'post_shares';
export type Counter = 'likes_count' | 'comments_count' | 'shares_count' | 'reposts_count' | 'bookmarks_count';

/** `(created_at, id) < key`: the posts after a cursor in newest-first order, as one index range. */
export function olderThan(eb: ExpressionBuilder<Database, 'posts'>, key: Keyset | undefined) {
  if (!key) return eb.lit(true);
  // A row value, not an OR of two conditions: both planners read it as one range on the index.
  return eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(key.createdAt, key.id));
}

export function findPost(db: Db, id: string) {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPost(db: Db, values: Insertable<PostsTable>) {
  return db.insertInto('posts').values(values).execute();
}

export function updatePostContent(db: Db, id: string, content: string, now: number) {
  return db.updateTable('posts').set({ content, updated_at: now }).where('id', '=', id).execute();
}

export function deletePost(db: Db, id: string) {
  return db.deleteFrom('posts').where('id', '=', id).execute();
}

export function repostsOf(db: Db, postId: string) {
  return db.selectFrom('posts').select(['id', 'author_user_id']).where('original_post_id', '=', postId).execute();
}

export function findRepost(db: Db, originalId: string, authorId: string) {
  return db
    .selectFrom('posts')
    .select('id')
    .where('original_post_id', '=', originalId)
    .where('author_user_id', '=', authorId)
    .executeTakeFirst();
}

export async function bumpCounter(db: Db, postId: string, counter: Counter, by: 1 | -1) {
  let q = db
    .updateTable('posts')
    .set((eb) => ({ [counter]: eb(counter, by > 0 ? '+' : '-', 1) }))
    .where('id', '=', postId);
  // A counter never goes below zero, even when its starting number was seeded without rows.
  if (by < 0) q = q.where(counter, '>', 0);
  await q.execute();
}

export async function bumpPostsCount(db: Db, userId: string, by: 1 | -1) {
  let q = db
    .updateTable('users')
    .set((eb) => ({ posts_count: eb('posts_count', by > 0 ? '+' : '-', 1) }))
    .where('id', '=', userId);
  if (by < 0) q = q.where('posts_count', '>', 0);
  await q.execute();
}

export async function readCounter(db: Db, postId: string, counter: Counter): Promise<number> {
  const row = await db.selectFrom('posts').select(counter).where('id', '=', postId).executeTakeFirst();
  return Number((row as Record<Counter, number> | undefined)?.[counter] ?? 0);
}

/** Adds a member's mark; true when it is new (a repeated like changes nothing). */
export async function addMark(db: Db, table: MarkTable, postId: string, userId: string, now: number): Promise<boolean> {
  const res = await db
    .insertInto(table)
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMark(db: Db, table: MarkTable, postId: string, userId: string): Promise<boolean> {
  const res = await db.deleteFrom(table).where('post_id', '=', postId).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Posts with what a card shows of their author (a member or a brand), and a repost's original author. */
export function postRowsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_user_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('posts as o', 'o.id', 'p.original_post_id')
    .selectAll('p')
    .select([
      'u.name as author_name',
      'u.avatar_url as author_avatar_url',
      'b.name as brand_name',
      'b.logo_url as brand_logo_url',
      'b.verified as brand_verified',
      'o.author_user_id as original_author_id',
      'o.brand_id as original_brand_id',
    ])
    .where('p.id', 'in', ids)
    .execute();
}
export type PostRow = Awaited<ReturnType<typeof postRowsByIds>>[number];

/** What the viewer did to each post of a page, in one round trip: likes, bookmarks, shares and reposts. */
export function viewerMarks(db: Db, viewerId: string, ids: string[], rootIds: string[]) {
  const mark = (table: MarkTable, kind: string) =>
    db
      .selectFrom(table)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), 'post_id'])
      .where('user_id', '=', viewerId)
      .where('post_id', 'in', ids);
  return mark('post_likes', 'like')
    .unionAll(mark('post_bookmarks', 'bookmark'))
    .unionAll(mark('post_shares', 'share'))
    .unionAll(
      db
        .selectFrom('posts')
        .select([sql<string>`${sql.lit('repost')}`.as('kind'), sql<string>`original_post_id`.as('post_id')])
        .where('author_user_id', '=', viewerId)
        .where('original_post_id', 'in', rootIds),
    )
    .execute();
}

/** A member's own posts and reposts, newest first. */
export function memberPostIds(db: Db, authorId: string, key: Keyset | undefined, limit: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'created_at'])
    .where('author_user_id', '=', authorId)
    .where((eb) => olderThan(eb, key))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The posts a member bookmarked, most recently saved first. */
export function bookmarkedPostIds(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  let q = db.selectFrom('post_bookmarks').select(['post_id as id', 'created_at']).where('user_id', '=', userId);
  if (key) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', key.createdAt),
        eb.and([eb('created_at', '=', key.createdAt), eb('post_id', '<', key.id)]),
      ]),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('post_id', 'desc').limit(limit).execute();
}

export function insertComment(
  db: Db,
  values: { id: string; post_id: string; user_id: string; text: string; created_at: number },
) {
  return db.insertInto('comments').values(values).execute();
}

const commentsWithAuthor = (db: Db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.post_id', 'c.text', 'c.created_at', 'c.user_id', 'u.name', 'u.avatar_url']);
export type CommentRow = Awaited<ReturnType<typeof commentRows>>[number];

/** Comments in the order they were written. */
export function commentRows(db: Db, postId: string, after: Keyset | undefined, limit: number) {
  let q = commentsWithAuthor(db).where('c.post_id', '=', postId);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('c.created_at', '>', after.createdAt),
        eb.and([eb('c.created_at', '=', after.createdAt), eb('c.id', '>', after.id)]),
      ]),
    );
  }
  return q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').limit(limit).execute();
}

export function commentById(db: Db, id: string) {
  return commentsWithAuthor(db).where('c.id', '=', id).executeTakeFirst();
}

export function authorName(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', '=', userId).executeTakeFirst();
}

export function brandName(db: Db, brandId: string) {
  return db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst();
}
