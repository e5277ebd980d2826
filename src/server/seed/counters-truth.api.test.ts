import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandCard } from '../../shared/brands';
import { formatThousands } from '../../shared/format';
import type { Post } from '../../shared/posts';
import type { PublicMember } from '../../shared/profile';
import type { Reel } from '../../shared/reels';
import type { SegmentCard } from '../../shared/segments';
import type { StoryGroup } from '../../shared/stories';
import { getJson, loginDemoMember, useTestApp } from '../testing/test-app';

/*
 * Every number a member sees in the demo is a count of rows: each counter the API returns is
 * compared here with a COUNT of the rows behind it, kind by kind.
 */

const t = useTestApp({ demo: true });
let cookie: string;
beforeAll(async () => {
  cookie = await loginDemoMember(t.app);
});

const get = (url: string) => getJson(t.app, url, cookie);

async function count(table: string, column: string, value: string, extra?: string): Promise<number> {
  const where = extra ? sql` AND ${sql.raw(extra)}` : sql``;
  const { rows } = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} = ${value}${where}`.execute(t.database.db);
  return Number(rows[0]!.n);
}

async function allFeedPosts(): Promise<Post[]> {
  const posts: Post[] = [];
  let cursor: string | null = null;
  do {
    const page: { posts: Post[]; nextCursor: string | null } = await get(
      `/api/feed?limit=20${cursor ? `&cursor=${cursor}` : ''}`,
    );
    posts.push(...page.posts);
    cursor = page.nextCursor;
  } while (cursor);
  return posts;
}

async function allComments(postId: string): Promise<unknown[]> {
  const comments: unknown[] = [];
  let cursor: string | null = null;
  do {
    const page: { comments: unknown[]; nextCursor: string | null } = await get(
      `/api/posts/${postId}/comments?limit=20${cursor ? `&cursor=${cursor}` : ''}`,
    );
    comments.push(...page.comments);
    cursor = page.nextCursor;
  } while (cursor);
  return comments;
}

describe('demo counters equal their rows', () => {
  it('posts: likes, comments, shares, reposts and bookmarks', async () => {
    const posts = await allFeedPosts();
    const total = await t.database.db.selectFrom('posts').select('id').execute();
    expect(posts).toHaveLength(total.length);
    const sums = { likes: 0, comments: 0, shares: 0, reposts: 0, bookmarks: 0 };
    for (const post of posts) {
      const rows = {
        likes: await count('post_likes', 'post_id', post.id),
        comments: await count('comments', 'post_id', post.id),
        shares: await count('post_shares', 'post_id', post.id),
        reposts: await count('posts', 'original_post_id', post.id, 'is_repost = 1'),
        bookmarks: await count('post_bookmarks', 'post_id', post.id),
      };
      expect(post.stats, post.content).toEqual(rows);
      for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += rows[k];
    }
    // The demo is not empty: every kind has rows to count.
    for (const n of Object.values(sums)) expect(n).toBeGreaterThan(0);
  });

  it('the comments a post says it has are the comments its page lists', async () => {
    const posts = await allFeedPosts();
    const autumn = posts.find((p) => p.content.startsWith('Coleção Outono Urbano'))!;
    expect(autumn.stats.comments).toBeGreaterThan(3);
    for (const post of posts.filter((p) => p.stats.comments > 0)) {
      expect(await allComments(post.id), post.content).toHaveLength(post.stats.comments);
    }
  });

  it('reels: likes, comments and shares', async () => {
    const reels = (await get('/api/reels?limit=20')).reels as Reel[];
    expect(reels.length).toBeGreaterThan(0);
    let likes = 0;
    for (const reel of reels) {
      expect(reel.stats, reel.description).toEqual({
        likes: await count('reel_likes', 'reel_id', reel.id),
        comments: await count('reel_comments', 'reel_id', reel.id),
        shares: await count('reel_shares', 'reel_id', reel.id),
      });
      likes += reel.stats.likes;
    }
    expect(likes).toBeGreaterThan(0);
  });

  it('stories: likes, shares, reposts and bookmarks', async () => {
    const groups = (await get('/api/stories')).groups as StoryGroup[];
    const stories = groups.flatMap((g) => g.stories);
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      expect(story.stats).toEqual({
        likes: await count('story_likes', 'story_id', story.id),
        shares: await count('story_shares', 'story_id', story.id),
        reposts: await count('stories', 'original_story_id', story.id, 'is_repost = 1'),
        bookmarks: await count('story_bookmarks', 'story_id', story.id),
      });
    }
  });

  it('members: followers, following and posts, for the demo member and every sample member', async () => {
    const me = (await get('/api/me')).member as {
      id: string;
      followers: number;
      following: number;
      postsCount: number;
    };
    const truth = async (id: string) => ({
      followers: await count('member_follows', 'followee_id', id),
      following: await count('member_follows', 'follower_id', id),
      postsCount: await count('posts', 'author_user_id', id),
    });
    expect({ followers: me.followers, following: me.following, postsCount: me.postsCount }).toEqual(await truth(me.id));
    expect(me.followers).toBeGreaterThan(3);
    const users = await t.database.db.selectFrom('users').select('id').where('id', '!=', me.id).execute();
    expect(users.length).toBeGreaterThan(30);
    for (const { id } of users) {
      const member = (await get(`/api/members/${id}`)).member as PublicMember;
      expect({ followers: member.followers, following: member.following, postsCount: member.postsCount }).toEqual(
        await truth(id),
      );
    }
  });

  it('brands: followers counted from their follows, printed from that count', async () => {
    const brands = (await get('/api/brands')).brands as BrandCard[];
    expect(brands).toHaveLength(12);
    for (const brand of brands) {
      const n = await count('brand_follows', 'brand_id', brand.id);
      expect(brand.followers, brand.name).toBe(n);
      expect(brand.followersText).toBe(formatThousands(n, 1));
    }
    expect(brands.some((b) => b.followers > 0)).toBe(true);
  });

  it('brands: one follow event per seeded follow, at the instant it began, so the insights add up', async () => {
    const follows = await t.database.db
      .selectFrom('brand_follows')
      .select(['brand_id', 'user_id', 'created_at'])
      .execute();
    const events = await t.database.db
      .selectFrom('brand_follow_events')
      .select(['brand_id', 'user_id', 'created_at', 'delta'])
      .execute();
    const key = (r: { brand_id: string; user_id: string | null; created_at: number }) =>
      `${r.brand_id} ${r.user_id} ${Number(r.created_at)}`;
    expect(events.every((e) => Number(e.delta) === 1)).toBe(true);
    expect(events.map(key).sort()).toEqual(follows.map(key).sort());
  });

  it('segments: followers counted from their follows', async () => {
    const segments = (await get('/api/segments')).segments as SegmentCard[];
    expect(segments).toHaveLength(12);
    for (const segment of segments) {
      expect(segment.followers, segment.label).toBe(await count('segment_follows', 'segment_id', segment.id));
    }
    expect(segments.some((s) => s.followers > 0)).toBe(true);
  });

  it('brand follower counts follow the member who follows and unfollows', async () => {
    const before = ((await get('/api/brands')).brands as BrandCard[]).find((b) => b.id === 'nexo-tech')!;
    expect(before.followedByMe).toBe(false);
    const follow = await t.app.inject({ method: 'PUT', url: '/api/follows/brands/nexo-tech', headers: { cookie } });
    expect(follow.statusCode).toBeLessThan(300);
    const after = ((await get('/api/brands')).brands as BrandCard[]).find((b) => b.id === 'nexo-tech')!;
    expect(after.followers).toBe(before.followers + 1);
    const unfollow = await t.app.inject({
      method: 'DELETE',
      url: '/api/follows/brands/nexo-tech',
      headers: { cookie },
    });
    expect(unfollow.statusCode).toBeLessThan(300);
    const again = ((await get('/api/brands')).brands as BrandCard[]).find((b) => b.id === 'nexo-tech')!;
    expect(again.followers).toBe(before.followers);
    expect(again.followers).toBe(await count('brand_follows', 'brand_id', 'nexo-tech'));
  });
});
