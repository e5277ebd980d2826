import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, loginDemoMember, useTestApp } from '../testing/test-app';
import { seedFeedDemo } from './feed-seed';

const t = useTestApp({ demo: true });
let cookie: string;
beforeAll(async () => {
  cookie = await loginDemoMember(t.app);
});

const get = (url: string) => getJson(t.app, url, cookie);

describe('feed demo data', () => {
  it('gives the demo member a scrolling feed: their posts, then what they follow, then the rest', async () => {
    const posts: {
      author: { kind: string; id: string; name: string };
      isMine: boolean;
      media: { src: string } | null;
      content: string;
      stats: { likes: number };
    }[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/api/feed?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      posts.push(...page.posts);
      cursor = page.nextCursor;
    } while (cursor);
    // Brand posts, sample members' posts, the demo member's and the crowd's three reposts.
    expect(posts.length).toBe(4 + 24 + 5 + 2 + 3);
    expect(posts.slice(0, 2).every((p) => p.isMine)).toBe(true);
    const followedBrands = ['urbana-moda', 'batida-sonora', 'maratona-series'];
    expect(
      posts
        .slice(2, 12)
        .every(
          (p) => followedBrands.includes(p.author.id) || ['Lucas Andrade', 'Beatriz Costa'].includes(p.author.name),
        ),
    ).toBe(true);
    expect(posts.every((p) => p.media !== null)).toBe(true);
    const sample = posts.find((p) => p.content.startsWith('Conheça o novo Nexo Pulse'))!;
    expect(sample).toMatchObject({ author: { kind: 'brand', name: 'Nexo Tech' } });
    expect(sample.stats.likes).toBeGreaterThan(0);
    const served = await t.app.inject({ method: 'GET', url: sample.media!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('gives the demo member seeded notifications, the newest unread, likes on one post as one row', async () => {
    const box = await get('/api/notifications?limit=30');
    expect(box.unread).toBe(3);
    expect(box.notifications.map((n: { type: string }) => n.type)).toEqual([
      'like',
      'comment',
      'follow',
      'mention',
      'follow',
      'like',
      'comment',
      'follow',
    ]);
    // Lucas and Beatriz liked the same post: one row, Lucas (the latest) and one other.
    expect(box.notifications[0]).toMatchObject({ type: 'like', others: 1 });
    expect(box.notifications.slice(0, 3).every((n: { read: boolean }) => !n.read)).toBe(true);
    expect(box.notifications[3]).toMatchObject({ type: 'mention', actor: { name: 'Camila Rocha' } });
  });

  it('keeps every seeded counter in step with its rows and the profile tabs filled', async () => {
    const me = (await get('/api/me')).member;
    const followers = await t.database.db
      .selectFrom('member_follows')
      .select('follower_id')
      .where('followee_id', '=', me.id)
      .execute();
    // Rafael, Camila and Lucas, and part of the crowd.
    expect(followers.length).toBeGreaterThan(3);
    expect(me).toMatchObject({ postsCount: 2, followers: followers.length, following: 2 });
    const mine = (await get(`/api/members/${me.id}/posts`)).posts;
    expect(mine.map((p: { stats: { likes: number; comments: number } }) => [p.stats.likes, p.stats.comments])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect((await get('/api/profile/brands')).brands.map((b: { id: string }) => b.id)).toEqual([
      'urbana-moda',
      'batida-sonora',
      'maratona-series',
    ]);
    expect((await get('/api/profile/segments')).segments.map((s: { id: string }) => s.id)).toEqual([
      'series',
      'musica',
      'moda',
    ]);
  });

  it('runs once, however often it is called', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('posts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedFeedDemo(t.seedDeps);
    expect(await count()).toBe(before);
  });
});
