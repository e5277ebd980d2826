import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import { commentsReadableBy, type CommentViewer } from '../content/comments';
import type { Database } from '../../db/schema';
import { reusableStatement, reusableStatements } from '../../db/reusable-statement';
import type { Keyset } from '../../platform/pagination';
import { authorQuery, findRepostBy, rowsWithAuthor } from '../content/authors';
import { gateSelections, type GateColumns } from '../content/gate-columns';
import { pageByKey } from '../content/keyset';
import { bumpColumn, contentMarks } from '../content/marks';
import type { PostsTable } from './posts.tables';
import { deleteProductTags } from '../content/product-tags';

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

export function setReplyControl(db: Db, id: string, control: string, now: number) {
  return db.updateTable('posts').set({ reply_control: control, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes a post and its product tags (run inside the delete's transaction). */
export async function deletePost(db: Db, id: string) {
  await deleteProductTags(db, 'post', [id]);
  return db.deleteFrom('posts').where('id', '=', id).execute();
}

export function repostsOf(db: Db, postId: string) {
  return db.selectFrom('posts').select(['id', 'author_user_id']).where('original_post_id', '=', postId).execute();
}

export const findRepost = (db: Db, originalId: string, authorId: string) =>
  findRepostBy(db, 'posts', 'original_post_id', originalId, authorId);

/** Likes, bookmarks and shares of posts, their counters, and what a viewer did to a page of posts. */
const marks = contentMarks<MarkTable, Counter>({
  items: 'posts',
  column: 'post_id',
  kinds: { like: 'post_likes', bookmark: 'post_bookmarks', share: 'post_shares' },
  originalColumn: 'original_post_id',
});
export const {
  addMark,
  removeMark,
  bumpCounter,
  bumpAndReadCounter,
  readCounter,
  toggleMark,
  viewerMarks,
  viewerMarkColumns,
  marksOfColumns,
} = marks;

export const bumpPostsCount = (db: Db, userId: string, by: 1 | -1) =>
  bumpColumn(db, 'users', userId, 'posts_count', by);

/** Posts with what a card shows of their author (a member or a brand), and a repost's original author. */
export const postRowsByIds = (db: Db, ids: string[]) => rowsWithAuthor(db, 'posts', ids, 'original_post_id');
export type PostRow = Awaited<ReturnType<typeof postRowsByIds>>[number];

// Every like, comment and open of a post reads it: built and compiled once (db/reusable-statement.ts).
const gatedPostStatement = reusableStatement((db, v: { viewerId: string; id: string }) =>
  authorQuery(db, 'posts', 'original_post_id')
    .select(gateSelections('post', v.viewerId, 'c.original_post_id'))
    .where('c.id', '=', v.id),
);

/** One post as `postRowsByIds` reads it, with what decides whether this viewer sees it (content/gate-columns.ts). */
export async function gatedPostRow(db: Db, viewerId: string, id: string) {
  const { rows } = await gatedPostStatement(db, { viewerId, id });
  return rows[0] as (PostRow & GateColumns) | undefined;
}

const counterColumns = [
  'id',
  'likes_count',
  'comments_count',
  'shares_count',
  'reposts_count',
  'bookmarks_count',
] as const;
const countersQuery = (db: Db, ids: string[]) => db.selectFrom('posts').select(counterColumns).where('id', 'in', ids);
export type CountersRow = Pick<PostsTable, (typeof counterColumns)[number]>;

/** Lists of up to this many posts read their counters through a statement compiled once per count. */
const COUNTERS_REUSED_UP_TO = 12;
// Most lists served from the read cache read the counters of a few posts.
const countersStatement = reusableStatements(
  (count: number) => (db: Db, v: Record<string, string>) =>
    countersQuery(
      db,
      Array.from({ length: count }, (_, i) => v[`id${i}`]!),
    ),
);

/** The counters of these posts (those that exist). */
export async function postCounters(db: Db, ids: string[]): Promise<CountersRow[]> {
  if (ids.length === 0) return [];
  if (ids.length > COUNTERS_REUSED_UP_TO) return countersQuery(db, ids).execute();
  const values = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
  return (await countersStatement(ids.length)(db, values)).rows;
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
  const q = db.selectFrom('post_bookmarks').select(['post_id as id', 'created_at']).where('user_id', '=', userId);
  return pageByKey(q, key, limit, '<', { time: 'created_at', id: 'post_id' });
}

type CommentValues = { id: string; post_id: string; user_id: string; text: string; created_at: number };
const insertCommentStatement = reusableStatement((db, v: CommentValues) => db.insertInto('comments').values(v));

export function insertComment(db: Db, values: CommentValues) {
  return insertCommentStatement(db, values);
}

const commentsWithAuthor = (db: Db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.post_id', 'c.text', 'c.created_at', 'c.user_id', 'u.name', 'u.avatar_url']);
export type CommentRow = Awaited<ReturnType<typeof commentRows>>[number];

/** Comments in the order they were written, as the viewer may read them (content/comments.ts). */
export function commentRows(db: Db, postId: string, after: Keyset | undefined, limit: number, viewer: CommentViewer) {
  const q = commentsWithAuthor(db).where('c.post_id', '=', postId).where(commentsReadableBy('comment', viewer));
  return pageByKey(q, after, limit, '>', { time: 'c.created_at', id: 'c.id' });
}

const commentByIdStatement = reusableStatement((db, v: { id: string }) =>
  commentsWithAuthor(db).where('c.id', '=', v.id),
);

/** Read back after every comment written: built and compiled once (db/reusable-statement.ts). */
export async function commentById(db: Db, id: string): Promise<CommentRow | undefined> {
  return (await commentByIdStatement(db, { id })).rows[0];
}

export function authorName(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', '=', userId).executeTakeFirst();
}

export function brandName(db: Db, brandId: string) {
  return db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst();
}
