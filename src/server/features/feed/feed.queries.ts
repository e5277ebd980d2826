import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Keyset } from '../../platform/pagination';
import { privateAuthor } from '../../platform/private-accounts';
import { unmutedPost } from '../privacy/mutes';
import { olderThan } from '../posts/posts.queries';

type Db = Kysely<Database>;
export interface IdRow {
  id: string;
  created_at: number;
}

const notMine = (eb: ExpressionBuilder<Database, 'posts'>, viewerId: string) =>
  eb.or([eb('author_user_id', 'is', null), eb('author_user_id', '<>', viewerId)]);

function newestFirst<O>(q: SelectQueryBuilder<Database, 'posts', O>, limit: number) {
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
}

/** The member's own posts and reposts (index posts_author_created_idx). */
export function ownPostsQuery(db: Db, viewerId: string, key: Keyset | undefined, limit: number) {
  return newestFirst(
    db
      .selectFrom('posts')
      .select(['id', 'created_at'])
      .where('author_user_id', '=', viewerId)
      .where((eb) => olderThan(eb, key)),
    limit,
  );
}

type Source = 'member' | 'brand' | 'segment';

/** The posts of one kind of followed source, newest first, through that source's index. */
function followedArm(db: Db, viewerId: string, source: Source, key: Keyset | undefined, limit: number) {
  let q = db
    .selectFrom('posts')
    .select(['id', 'created_at'])
    .where((eb) => olderThan(eb, key));
  if (source === 'member') {
    q = q.where('author_user_id', 'in', (eb) =>
      eb.selectFrom('member_follows').select('followee_id').where('follower_id', '=', viewerId),
    );
  } else if (source === 'brand') {
    q = q.where('brand_id', 'in', (eb) =>
      eb.selectFrom('brand_follows').select('brand_id').where('user_id', '=', viewerId),
    );
  } else {
    q = q
      .where('segment_id', 'in', (eb) =>
        eb.selectFrom('segment_follows').select('segment_id').where('user_id', '=', viewerId),
      )
      .where((eb) => notMine(eb, viewerId));
  }
  // What the member muted stays out of their feed (decision 026), filtered here so pages stay full.
  q = q.where(unmutedPost(viewerId, 'posts'));
  // Wrapped so each arm keeps its own ORDER BY and LIMIT inside the UNION ALL.
  return db.selectFrom(newestFirst(q, limit).as('arm')).select(['arm.id', 'arm.created_at']);
}

/**
 * Posts of followed members, brands and segments: one arm per kind of source, each reading only its
 * own index (author, brand or segment, then created_at and id) for the sources the member follows,
 * keeping the newest `limit` — the planner may instead walk posts_created_idx backwards when the
 * followed posts are most of the table. One round trip. Rows may repeat (a brand and its segment both
 * followed): see `mergeNewestFirst`.
 */
export function followedPostsQuery(db: Db, viewerId: string, key: Keyset | undefined, limit: number) {
  return followedArm(db, viewerId, 'member', key, limit)
    .unionAll(followedArm(db, viewerId, 'brand', key, limit))
    .unionAll(followedArm(db, viewerId, 'segment', key, limit));
}

/** The first `limit` distinct rows, newest first, of rows gathered from several sources. */
export function mergeNewestFirst(rows: IdRow[], limit: number): IdRow[] {
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}

/**
 * Everything else, newest first: a backward walk of posts_created_idx that skips the member's own
 * posts and anything from a followed source (those were shown in the earlier groups), and private
 * accounts' posts.
 */
export function otherPostsQuery(db: Db, viewerId: string, key: Keyset | undefined, limit: number) {
  return newestFirst(
    db
      .selectFrom('posts')
      .select(['id', 'created_at'])
      .where((eb) => olderThan(eb, key))
      .where(unmutedPost(viewerId, 'posts'))
      .where((eb) =>
        eb.and([
          notMine(eb, viewerId),
          eb.or([
            eb('author_user_id', 'is', null),
            eb.and([
              eb(
                'author_user_id',
                'not in',
                eb.selectFrom('member_follows').select('followee_id').where('follower_id', '=', viewerId),
              ),
              // A private account's posts reach its approved followers only, and they saw them above.
              // NOT EXISTS: one primary-key probe per row walked, whatever the number of members.
              eb.not(eb.exists(privateAuthor(eb, 'posts.author_user_id'))),
            ]),
          ]),
          eb.or([
            eb('brand_id', 'is', null),
            eb('brand_id', 'not in', eb.selectFrom('brand_follows').select('brand_id').where('user_id', '=', viewerId)),
          ]),
          eb.or([
            eb('segment_id', 'is', null),
            eb(
              'segment_id',
              'not in',
              eb.selectFrom('segment_follows').select('segment_id').where('user_id', '=', viewerId),
            ),
          ]),
        ]),
      ),
    limit,
  );
}
