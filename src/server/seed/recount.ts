import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const count = (table: string, column: string, owner: string) =>
  sql.raw(`(SELECT COUNT(*) FROM ${table} WHERE ${table}.${column} = ${owner}.id)`);

/**
 * WARNING: sets every seeded counter to the number of rows it counts. Seeding only (the demo loads
 * into a database with no members of its own); the running app keeps counters in step as it writes.
 */
export async function recountAll(db: Kysely<Database>): Promise<void> {
  await sql`UPDATE posts SET
    likes_count = ${count('post_likes', 'post_id', 'posts')},
    comments_count = ${count('comments', 'post_id', 'posts')},
    shares_count = ${count('post_shares', 'post_id', 'posts')},
    bookmarks_count = ${count('post_bookmarks', 'post_id', 'posts')},
    reposts_count = (SELECT COUNT(*) FROM posts AS r WHERE r.original_post_id = posts.id AND r.is_repost = 1)`.execute(
    db,
  );
  await sql`UPDATE users SET
    followers_count = ${count('member_follows', 'followee_id', 'users')},
    following_count = ${count('member_follows', 'follower_id', 'users')},
    posts_count = ${count('posts', 'author_user_id', 'users')}`.execute(db);
  await sql`UPDATE segments SET followers_count = ${count('segment_follows', 'segment_id', 'segments')}`.execute(db);
  await sql`UPDATE brands SET followers_count = ${count('brand_follows', 'brand_id', 'brands')}`.execute(db);
  // The seed writes follow rows directly: each gets the +1 event a follow writes (decision 021), so a
  // brand's insights add up to its count.
  await sql`INSERT INTO brand_follow_events (brand_id, user_id, delta, created_at)
    SELECT f.brand_id, f.user_id, 1, f.created_at FROM brand_follows f
    WHERE NOT EXISTS (SELECT 1 FROM brand_follow_events e WHERE e.brand_id = f.brand_id AND e.user_id = f.user_id)`.execute(
    db,
  );
  await sql`UPDATE reels SET
    likes_count = ${count('reel_likes', 'reel_id', 'reels')},
    comments_count = ${count('reel_comments', 'reel_id', 'reels')},
    shares_count = ${count('reel_shares', 'reel_id', 'reels')}`.execute(db);
  await sql`UPDATE stories SET
    likes_count = ${count('story_likes', 'story_id', 'stories')},
    shares_count = ${count('story_shares', 'story_id', 'stories')},
    bookmarks_count = ${count('story_bookmarks', 'story_id', 'stories')},
    reposts_count = (SELECT COUNT(*) FROM stories AS r WHERE r.original_story_id = stories.id AND r.is_repost = 1)`.execute(
    db,
  );
}
