import type { Insertable, Kysely } from 'kysely';
import { findRepostBy, rowsWithAuthor } from '../content/authors';
import { ofLiveBrand } from '../content/live-brands';
import { contentMarks } from '../content/marks';
import { unmutedItem } from '../privacy/mutes';
import type { Database } from '../../db/schema';
import { notByMinor } from '../../platform/minor-accounts';
import { privateAuthor } from '../../platform/private-accounts';
import type { StoriesTable } from './stories.tables';
import { deleteProductTags } from '../content/product-tags';

type Db = Kysely<Database>;
export type StoryMarkTable = 'story_likes' | 'story_bookmarks' | 'story_shares' | 'story_views';
export type StoryCounter = 'likes_count' | 'shares_count' | 'reposts_count' | 'bookmarks_count';

/*
 * A story is live while created_at > now - TTL. The filters say it that way (rather than
 * expires_at > now) so every lookup is a range on an (author, created_at) index.
 */

export function insertStory(db: Db, values: Insertable<StoriesTable>) {
  return db.insertInto('stories').values(values).execute();
}

export function findStory(db: Db, id: string) {
  return db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stories with what a tile shows of their author (a member or a brand), and a repost's original author. */
export const storyRowsByIds = (db: Db, ids: string[]) => rowsWithAuthor(db, 'stories', ids, 'original_story_id');
export type StoryRow = Awaited<ReturnType<typeof storyRowsByIds>>[number];

/** Seen, liked, bookmarked and shared stories, their counters, and what a viewer did to some stories. */
export const storyMarks = contentMarks<StoryMarkTable, StoryCounter>({
  items: 'stories',
  column: 'story_id',
  kinds: { seen: 'story_views', like: 'story_likes', bookmark: 'story_bookmarks', share: 'story_shares' },
  originalColumn: 'original_story_id',
});

export interface StripRow {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  created_at: number;
  is_publi: number;
}

const stripColumns = ['s.id', 's.author_user_id', 's.brand_id', 's.created_at', 's.is_publi'] as const;

/**
 * The live stories the strip can show: the viewer's own, those of members they follow, and every
 * brand's (brands publish to everyone). Three index ranges joined by UNION ALL.
 */
export function stripRows(db: Db, viewerId: string, liveSince: number): Promise<StripRow[]> {
  const own = db
    .selectFrom('stories as s')
    .select(stripColumns)
    .where('s.author_user_id', '=', viewerId)
    .where('s.created_at', '>', liveSince);
  const followed = db
    .selectFrom('member_follows as f')
    .innerJoin('stories as s', 's.author_user_id', 'f.followee_id')
    .select(stripColumns)
    .where('f.follower_id', '=', viewerId)
    .where('s.created_at', '>', liveSince)
    .where(unmutedItem(viewerId, 's'));
  // Who the member muted stays out of their strip (decision 026); blocks are judged by loadStories.
  const brands = db
    .selectFrom('brands as b')
    .innerJoin('stories as s', 's.brand_id', 'b.id')
    .select(stripColumns)
    .where('s.created_at', '>', liveSince)
    .where(unmutedItem(viewerId, 's'));
  return own.unionAll(followed).unionAll(brands).execute();
}

export async function followedBrandIds(db: Db, viewerId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('brand_follows').select('brand_id').where('user_id', '=', viewerId).execute();
  return new Set(rows.map((r) => r.brand_id));
}

/** An author's stories past the newest `keep`, live or not: what a new story pushes out. */
export function storiesBeyond(db: Db, author: { userId: string } | { brandId: string }, keep: number) {
  let q = db.selectFrom('stories').select(['id', 'media', 'media_key']);
  q = 'userId' in author ? q.where('author_user_id', '=', author.userId) : q.where('brand_id', '=', author.brandId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000).offset(keep).execute();
}

/** A member's kept stories (live or expired), newest first. */
export function memberStoryIds(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('stories')
    .select('id')
    .where('author_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function repostsOfStory(db: Db, id: string) {
  return db.selectFrom('stories').select(['id', 'media', 'media_key']).where('original_story_id', '=', id).execute();
}

export async function deleteStories(db: Db, ids: string[]) {
  if (ids.length) await db.deleteFrom('stories').where('id', 'in', ids).execute();
  await deleteProductTags(db, 'story', ids);
}

export const findStoryRepost = (db: Db, originalId: string, authorId: string) =>
  findRepostBy(db, 'stories', 'original_story_id', originalId, authorId);

/** A member's row, touched so concurrent story uploads of the same member queue behind each other. */
export async function lockMember(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ posts_count: eb.ref('posts_count') }))
    .where('id', '=', userId)
    .execute();
}

/** Whether any story or highlight still uses a media item's files. */
export async function mediaInUse(db: Db, mediaKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('stories')
    .select('id')
    .where('media_key', '=', mediaKey)
    .unionAll(db.selectFrom('highlights').select('id').where('media_key', '=', mediaKey))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The newest live stories anyone may see (live brands', and members' with a public account), for explore. */
export function newestPublicStoryIds(db: Db, liveSince: number, limit: number, hideMinorsAt: number | null = null) {
  return db
    .selectFrom('stories as s')
    .select(['s.id'])
    .where('s.created_at', '>', liveSince)
    .where('s.is_repost', '=', 0)
    .where(ofLiveBrand('s.brand_id'))
    .where((eb) =>
      eb.or([eb('s.author_user_id', 'is', null), eb.not(eb.exists(privateAuthor(eb, 's.author_user_id')))]),
    )
    .$if(hideMinorsAt !== null, (qb) => qb.where((eb) => notByMinor(eb, 's.author_user_id', hideMinorsAt!)))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}
