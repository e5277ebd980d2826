import { type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Keyset } from '../../platform/pagination';
import { notByMinor } from '../../platform/minor-accounts';
import { privateAuthor } from '../../platform/private-accounts';
import { ofLiveBrand } from '../content/live-brands';
import { olderThan } from '../posts/posts.queries';

type Db = Kysely<Database>;

export function segmentRows(db: Db) {
  return db.selectFrom('segments').selectAll().orderBy('position').limit(100).execute();
}

export function findSegment(db: Db, id: string) {
  return db.selectFrom('segments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function followedSegmentIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('segment_follows').select('segment_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.segment_id));
}

export function segmentImages(db: Db, segmentId: string, limit: number) {
  return db
    .selectFrom('segment_images')
    .selectAll()
    .where('segment_id', '=', segmentId)
    .orderBy('position')
    .limit(limit)
    .execute();
}

/**
 * A post the viewer may see in a public list: a live brand's, their own, a public member's, or a
 * followed private one's (the loaders also leave out reposts of what it may not see).
 */
export function visibleTo(eb: ExpressionBuilder<Database, 'posts'>, viewerId: string) {
  return eb.and([ofLiveBrand('posts.brand_id'), byPrivacy(eb, viewerId)]);
}

function byPrivacy(eb: ExpressionBuilder<Database, 'posts'>, viewerId: string) {
  return eb.or([
    eb('posts.author_user_id', 'is', null),
    eb('posts.author_user_id', '=', viewerId),
    eb.not(
      eb.exists(
        privateAuthor(eb, 'posts.author_user_id').where((e) =>
          e.not(
            e.exists(
              e
                .selectFrom('member_follows as mf')
                .select('mf.follower_id')
                .whereRef('mf.followee_id', '=', 'ms.user_id')
                .where('mf.follower_id', '=', viewerId),
            ),
          ),
        ),
      ),
    ),
  ]);
}

/**
 * A segment's posts, newest first (index posts_segment_created_idx); with `hideMinorsAt`, none by a
 * member who is a minor then (an adult's page, decision 028).
 */
export function segmentPostIds(
  db: Db,
  viewerId: string,
  segmentId: string,
  key: Keyset | undefined,
  limit: number,
  hideMinorsAt: number | null = null,
) {
  return db
    .selectFrom('posts')
    .select(['id', 'created_at'])
    .where('segment_id', '=', segmentId)
    .where((eb) => olderThan(eb, key))
    .where((eb) => visibleTo(eb, viewerId))
    .$if(hideMinorsAt !== null, (qb) => qb.where((eb) => notByMinor(eb, 'posts.author_user_id', hideMinorsAt!)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Segments by likes plus shares of their content, highest first (a dozen rows, kept by triggers). */
export function trendingSegmentIds(db: Db, limit: number) {
  return db
    .selectFrom('segment_trends')
    .select(['segment_id', 'score'])
    .orderBy('score', 'desc')
    .orderBy('segment_id')
    .limit(limit)
    .execute();
}
