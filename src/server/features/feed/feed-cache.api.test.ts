// The feed is answered from the read cache: every write that changes what a page shows must reach
// it. Each case reads the page first (so it is cached), writes through the API, and reads again.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { setPrivacy } from '../../testing/fixtures/members';

type Member = Awaited<ReturnType<typeof signupMember>>;
interface FeedPost {
  id: string;
  content: string;
  likedByMe: boolean;
  author: { name: string };
  stats: { likes: number; comments: number };
}

let t: TestApp;
let viewer: Member;
let friend: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  viewer = await signupMember(t.app, { name: 'Vera Leitora' });
  friend = await signupMember(t.app, { name: 'Fábio Amigo' });
  stranger = await signupMember(t.app, { name: 'Sara Estranha' });
  expect((await send('PUT', `/api/members/${friend.member.id}/follow`, viewer)).statusCode).toBe(200);
});

const send = (method: 'PUT' | 'DELETE' | 'POST' | 'PATCH', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function feed(who: Member = viewer, cursor?: string): Promise<{ posts: FeedPost[]; nextCursor: string | null }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/feed?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}
const shown = async (id: string, who: Member = viewer) => (await feed(who)).posts.find((p) => p.id === id);

it('shows counters and the viewer’s own marks as they are now', async () => {
  const post = await createPost(t.app, friend.cookie, 'Post do amigo');
  expect(await shown(post.id)).toMatchObject({ likedByMe: false, stats: { likes: 0, comments: 0 } });
  await send('PUT', `/api/posts/${post.id}/like`, stranger);
  expect((await shown(post.id))?.stats.likes).toBe(1);
  await send('PUT', `/api/posts/${post.id}/like`, viewer);
  expect(await shown(post.id)).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  await send('POST', `/api/posts/${post.id}/comments`, stranger, { text: 'Boa!' });
  expect((await shown(post.id))?.stats.comments).toBe(1);
  await send('DELETE', `/api/posts/${post.id}/like`, viewer);
  expect(await shown(post.id)).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
});

it('shows new posts of followed members and of strangers, and edits and deletions', async () => {
  const before = (await feed()).posts.length;
  const fromFriend = await createPost(t.app, friend.cookie, 'Novo do amigo');
  expect((await feed()).posts[0]?.id).toBe(fromFriend.id);
  const fromStranger = await createPost(t.app, stranger.cookie, 'Novo de um estranho');
  expect(await shown(fromStranger.id)).toBeDefined();
  expect((await feed()).posts.length).toBe(Math.min(20, before + 2));
  await send('PATCH', `/api/posts/${fromFriend.id}`, friend, { content: 'Texto corrigido' });
  expect((await shown(fromFriend.id))?.content).toBe('Texto corrigido');
  await send('DELETE', `/api/posts/${fromFriend.id}`, friend);
  expect(await shown(fromFriend.id)).toBeUndefined();
});

it('follows and unfollows move posts between the groups at once', async () => {
  const post = await createPost(t.app, stranger.cookie, 'De quem ainda não sigo');
  await feed();
  await send('PUT', `/api/members/${stranger.member.id}/follow`, viewer);
  const later = await createPost(t.app, viewer.cookie, 'Meu post');
  const ids = (await feed()).posts.map((p) => p.id);
  expect(ids.indexOf(later.id)).toBe(0);
  await send('DELETE', `/api/members/${friend.member.id}/follow`, viewer);
  await send('PUT', '/api/follows/brands/urbana-moda', viewer);
  expect((await feed()).posts.some((p) => p.id === post.id)).toBe(true);
});

it('shows an author’s new name, and stops showing a member who went private to non-followers', async () => {
  const post = await createPost(t.app, stranger.cookie, 'Antes de fechar a conta');
  expect((await shown(post.id))?.author.name).toBe('Sara Estranha');
  await send('PATCH', '/api/settings/profile', stranger, { name: 'Sara Renomeada' });
  expect((await shown(post.id))?.author.name).toBe('Sara Renomeada');
  await setPrivacy(t.app, stranger.cookie, { privateAccount: true });
  expect(await shown(post.id)).toBeUndefined();
});

it('keeps pages read from a cursor right as the posts on them change', async () => {
  for (let i = 0; i < 3; i++) await createPost(t.app, friend.cookie, `Post ${i}`);
  const first = await t.app.inject({ method: 'GET', url: '/api/feed?limit=2', headers: { cookie: viewer.cookie } });
  const cursor = first.json().nextCursor as string;
  const second = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/feed?limit=2&cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: viewer.cookie },
      })
    ).json().posts as FeedPost[];
  const [target] = await second();
  await send('PUT', `/api/posts/${target!.id}/like`, stranger);
  expect((await second())[0]?.stats.likes).toBe(1);
});

it('rebuilds only the pages that show a liked post: the liker’s other pages stay cached', async () => {
  const posts: { id: string }[] = [];
  for (let i = 0; i < 3; i++) posts.push(await createPost(t.app, friend.cookie, `Página ${i}`));
  // Newest first: the first page (limit 2) shows posts 2 and 1, the next one post 0.
  const page = (cursor?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/feed?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: { cookie: viewer.cookie },
    });
  const first = (await page()).json() as { posts: FeedPost[]; nextCursor: string };
  expect(first.posts.map((p) => p.id)).toEqual([posts[2]!.id, posts[1]!.id]);
  await page(first.nextCursor);

  // Liking post 0 changes the second page only: the first comes from the cache as it was.
  expect((await send('PUT', `/api/posts/${posts[0]!.id}/like`, viewer)).statusCode).toBe(200);
  const { misses } = t.app.readCache.stats();
  expect((await page()).json()).toEqual(first);
  expect(t.app.readCache.stats().misses).toBe(misses);
  const second = (await page(first.nextCursor)).json() as { posts: FeedPost[] };
  expect(second.posts.find((p) => p.id === posts[0]!.id)).toMatchObject({ likedByMe: true, stats: { likes: 1 } });

  // The post's own page shows the mark too, and loses it with the unlike.
  const post = async () =>
    (await t.app.inject({ url: `/api/posts/${posts[0]!.id}`, headers: { cookie: viewer.cookie } })).json();
  expect(await post()).toMatchObject({ post: { likedByMe: true } });
  expect((await send('DELETE', `/api/posts/${posts[0]!.id}/like`, viewer)).statusCode).toBe(200);
  expect(await post()).toMatchObject({ post: { likedByMe: false, stats: { likes: 0 } } });
});
