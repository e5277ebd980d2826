import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../testing/harness';
import { seedFeedDemo } from './feed-seed';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'demo@brandsocial.com.br', password: 'brandsocial' },
  });
  cookie = sessionCookie(login);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

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
    expect(posts.length).toBe(4 + 24 + 5 + 2);
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
    expect(sample).toMatchObject({ author: { kind: 'brand', name: 'Nexo Tech' }, stats: { likes: 1523 } });
    const served = await t.app.inject({ method: 'GET', url: sample.media!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('gives the demo member seeded notifications, the newest unread', async () => {
    const box = await get('/api/notifications?limit=30');
    expect(box.unread).toBe(3);
    expect(box.notifications.map((n: { type: string }) => n.type)).toEqual([
      'like',
      'comment',
      'follow',
      'mention',
      'like',
      'follow',
      'like',
      'comment',
      'follow',
    ]);
    expect(box.notifications.slice(0, 3).every((n: { read: boolean }) => !n.read)).toBe(true);
    expect(box.notifications[3]).toMatchObject({ type: 'mention', actor: { name: 'Camila Rocha' } });
  });

  it('keeps every seeded counter in step with its rows and the profile tabs filled', async () => {
    const me = (await get('/api/me')).member;
    expect(me).toMatchObject({ postsCount: 2, followers: 842 + 3, following: 318 + 2 });
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
    await seedFeedDemo({ db: t.database.db, storage: t.storage, clock: t.clock });
    expect(await count()).toBe(before);
  });
});
