import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Keyset } from '../../platform/pagination';
import { notByMinor } from '../../platform/minor-accounts';
import { rowsWithAuthor } from '../content/authors';
import { ofLiveBrand } from '../content/live-brands';
import { pageByKey, pastKey } from '../content/keyset';
import { contentMarks } from '../content/marks';
import { brandNotBlocking, notBlockedWith } from '../privacy/blocks';
import { unmutedItem } from '../privacy/mutes';
import { commentsReadableBy, type CommentViewer } from '../content/comments';
import type { Database } from '../../db/schema';
import type { ReelCommentsTable, ReelsTable } from './reels.tables';

type Db = Kysely<Database>;
export type ReelMarkTable = 'reel_likes' | 'reel_shares';
export type ReelCounter = 'likes_count' | 'comments_count' | 'shares_count';

/**
 * Reels the viewer may see by their author's privacy: live brands', the viewer's own, public
 * accounts', and a private account's only for its approved followers (`null` viewer: public ones only).
 */
function visibleTo(eb: ExpressionBuilder<Database, 'reels'>, viewerId: string | null) {
  return eb.and([ofLiveBrand('reels.brand_id'), byPrivacy(eb, viewerId)]);
}

function byPrivacy(eb: ExpressionBuilder<Database, 'reels'>, viewerId: string | null) {
  const open = [
    eb('reels.author_user_id', 'is', null),
    eb(
      'reels.author_user_id',
      'not in',
      eb.selectFrom('member_settings').select('user_id').where('private_account', '=', 1),
    ),
  ];
  if (!viewerId) return eb.or(open);
  return eb.or([
    ...open,
    eb('reels.author_user_id', '=', viewerId),
    eb(
      'reels.author_user_id',
      'in',
      eb.selectFrom('member_follows').select('followee_id').where('follower_id', '=', viewerId),
    ),
  ]);
}

export function insertReel(db: Db, values: Insertable<ReelsTable>) {
  return db.insertInto('reels').values(values).execute();
}

/** One page of the reels everyone sees: ready, newest first (an index range on status, created_at, id). */
export function readyPageQuery(db: Db, viewerId: string, key: Keyset | undefined, limit: number) {
  return (
    db
      .selectFrom('reels')
      .select(['id', 'created_at'])
      .where('status', '=', 'ready')
      .where((eb) => pastKey(eb, key))
      .where((eb) => visibleTo(eb, viewerId))
      // Who the member muted stays out of their reels (decision 026); a block, out of everything.
      .where(unmutedItem(viewerId, 'reels'))
      .where(notBlockedWith(viewerId, 'reels.author_user_id'))
      .where(brandNotBlocking(viewerId, 'reels.brand_id'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
  );
}
export const readyPage = (db: Db, viewerId: string, key: Keyset | undefined, limit: number) =>
  readyPageQuery(db, viewerId, key, limit).execute();

/**
 * Reels not ready yet (processing or failed), newest first: only the member sees these, both their own
 * (`author_user_id`) and those they published for a brand (`published_by`).
 */
export function pendingPageBy(
  db: Db,
  column: 'author_user_id' | 'published_by',
  userId: string,
  key: Keyset | undefined,
  limit: number,
) {
  const q = db
    .selectFrom('reels')
    .select(['id', 'created_at'])
    .where(column, '=', userId)
    .where('status', '!=', 'ready');
  return pageByKey(q, key, limit);
}

/** Reels with what a card shows of their author (a member or a brand). */
export const reelRowsByIds = (db: Db, ids: string[]) => rowsWithAuthor(db, 'reels', ids);
export type ReelRow = Awaited<ReturnType<typeof reelRowsByIds>>[number];

/** Likes and shares of reels, their counters, and what a viewer did to some reels. */
export const { addMark, removeMark, bumpCounter, bumpAndReadCounter, readCounter, toggleMark, viewerMarks } =
  contentMarks<ReelMarkTable, ReelCounter>({
    items: 'reels',
    column: 'reel_id',
    kinds: { like: 'reel_likes', share: 'reel_shares' },
  });

/** Ready reels with the most likes, of brands and public accounts (Explore). */
/** `hideMinorsAt`: leave out the reels of members who are minors at that instant (an adult's explore). */
export function topByLikesQuery(db: Db, limit: number, hideMinorsAt: number | null = null) {
  return db
    .selectFrom('reels')
    .select('id')
    .where('status', '=', 'ready')
    .where((eb) => visibleTo(eb, null))
    .$if(hideMinorsAt !== null, (qb) => qb.where((eb) => notByMinor(eb, 'reels.author_user_id', hideMinorsAt!)))
    .orderBy('likes_count', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit);
}
export const topByLikes = (db: Db, limit: number, hideMinorsAt: number | null = null) =>
  topByLikesQuery(db, limit, hideMinorsAt).execute();

export function insertComment(db: Db, values: Insertable<ReelCommentsTable>) {
  return db.insertInto('reel_comments').values(values).execute();
}

const commentsWithAuthor = (db: Db) =>
  db
    .selectFrom('reel_comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .select([
      'c.id',
      'c.reel_id',
      'c.text',
      'c.created_at',
      'c.user_id',
      'c.brand_id',
      'u.name as user_name',
      'u.avatar_url',
      'b.name as brand_name',
      'b.logo_url',
    ]);
export type ReelCommentRow = Awaited<ReturnType<typeof commentRows>>[number];

/** Comments in the order they were written, as the viewer may read them (content/comments.ts). */
export function commentRows(db: Db, reelId: string, after: Keyset | undefined, limit: number, viewer: CommentViewer) {
  const q = commentsWithAuthor(db).where('c.reel_id', '=', reelId).where(commentsReadableBy('reel_comment', viewer));
  return pageByKey(q, after, limit, '>', { time: 'c.created_at', id: 'c.id' });
}

export function commentById(db: Db, id: string) {
  return commentsWithAuthor(db).where('c.id', '=', id).executeTakeFirst();
}

export function setReplyControl(db: Db, id: string, control: string, now: number) {
  return db.updateTable('reels').set({ reply_control: control, updated_at: now }).where('id', '=', id).execute();
}
