import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notByMinor } from '../../platform/minor-accounts';
import { visibleTo } from '../segments/segments.queries';

type Db = Kysely<Database>;

/** WARNING: written exactly as posts_engagement_idx (migration 005) so the planner walks that index. */
const engagement = sql<number>`(likes_count + comments_count + shares_count)`;

/**
 * The posts with the most likes, comments and shares, from the top of posts_engagement_idx; with
 * `hideMinorsAt`, none by a member who is a minor then (an adult's explore, decision 028).
 */
export function topPostIds(db: Db, viewerId: string, limit: number, hideMinorsAt: number | null = null) {
  return db
    .selectFrom('posts')
    .select(['id'])
    .where('media_kind', 'is not', null)
    .where((eb) => visibleTo(eb, viewerId))
    .$if(hideMinorsAt !== null, (qb) => qb.where((eb) => notByMinor(eb, 'posts.author_user_id', hideMinorsAt!)))
    .orderBy(engagement, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
