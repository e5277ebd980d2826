import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { ptBR } from '../../src/shared/i18n/pt-BR';
import {
  createPost,
  createShopProduct,
  expectPtBrError,
  jpeg,
  multipart,
  newActor,
  send,
  type Actor,
  type Method,
} from './support';

/*
 * What a private account shares with its followers never reaches anyone else through a repost.
 * B's account goes private, F follows B, A follows neither B nor (unless said) F. A copy is judged
 * by its original's author: every read path refuses or leaves out the copy for A, and still shows
 * it to F and to B, at once after the privacy change or an unfollow, whatever was cached.
 */

let t: TestApp;
const unique = (what: string) => `${what}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

async function ok(actor: Actor, method: Method, url: string, payload?: unknown) {
  const res = await send(t, actor, method, url, payload === undefined ? {} : { payload });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  return res;
}

const setPrivate = (actor: Actor, privateAccount: boolean) =>
  ok(actor, 'PATCH', '/api/settings/privacy', { privateAccount });

async function story(actor: Actor, title: string) {
  const form = multipart({ title }, { filename: 'h.jpg', contentType: 'image/jpeg', data: await jpeg(48, 64) });
  const res = await send(t, actor, 'POST', '/api/stories', form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().story as { id: string };
}

/** A public author B, a follower F of B, a stranger A, and `extra` more members. */
async function cast(extra = 0) {
  const b = await newActor(t, 'Beatriz Privada');
  const f = await newActor(t, 'Fábio Fã');
  const a = await newActor(t, 'Artur Estranho');
  const more = await Promise.all(Array.from({ length: extra }, () => newActor(t, 'Outra Fã')));
  await ok(f, 'PUT', `/api/members/${b.id}/follow`);
  return { b, f, a, more };
}

async function expectRefused(actor: Actor, method: Method, url: string, payload?: unknown) {
  const res = await send(t, actor, method, url, payload === undefined ? {} : { payload });
  expect([403, 404], `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  expectPtBrError(res, `${method} ${url}`);
  return res;
}

async function reads(actor: Actor, urls: string[]) {
  return Promise.all(urls.map(async (url) => (await ok(actor, 'GET', url)).body));
}

describe('a new repost of a private member’s content', () => {
  it('is refused for posts, stories and copies of them, with a pt-BR message, and the client is told', async () => {
    const { b, f, more } = await cast(1);
    const other = more[0]!;
    await ok(other, 'PUT', `/api/members/${b.id}/follow`);
    const post = await createPost(t, b, unique('Só para seguidores'));
    const own = await story(b, unique('História só para seguidores'));
    const earlier = await createPost(t, b, unique('Repostado enquanto pública'));
    const copy = (await ok(f, 'POST', `/api/posts/${earlier.id}/repost`)).json().post as { id: string };
    await setPrivate(b, true);

    const postRefusal = await expectRefused(f, 'POST', `/api/posts/${post.id}/repost`);
    expect(postRefusal.json()).toEqual({
      code: 'private_not_reshareable',
      message: 'Publicações de contas privadas não podem ser repostadas.',
    });
    const storyRefusal = await expectRefused(f, 'POST', `/api/stories/${own.id}/repost`);
    expect(storyRefusal.json()).toMatchObject({
      code: 'private_not_reshareable',
      message: ptBR.stories.privateNotReshareable,
    });
    // Reposting a copy reposts its original: refused the same way.
    expect((await expectRefused(other, 'POST', `/api/posts/${copy.id}/repost`)).json().code).toBe(
      'private_not_reshareable',
    );
    // Followers still read it, told that it cannot be reposted (the button is off).
    expect((await ok(f, 'GET', `/api/posts/${post.id}`)).json().post.reshareable).toBe(false);
    expect((await ok(f, 'GET', `/api/posts/${copy.id}`)).json().post.reshareable).toBe(false);
    expect((await ok(f, 'GET', `/api/stories/${own.id}`)).json().story.reshareable).toBe(false);
    expect((await ok(other, 'GET', `/api/members/${b.id}/posts`)).json().posts).toHaveLength(2);
    expect((await ok(f, 'GET', `/api/posts/${post.id}`)).json().post.stats.reposts).toBe(0);

    await setPrivate(b, false);
    expect((await ok(f, 'GET', `/api/posts/${post.id}`)).json().post.reshareable).toBe(true);
    await ok(f, 'POST', `/api/posts/${post.id}/repost`);
  });
});

describe('an existing copy of a member who went private', () => {
  it('reaches no one who may not see the original post, on every read path and interaction', async () => {
    const { b, f, a, more } = await cast(1);
    const fan = more[0]!;
    const content = unique('Texto da Beatriz');
    const original = await createPost(t, b, content);
    const copyId = ((await ok(f, 'POST', `/api/posts/${original.id}/repost`)).json().post as { id: string }).id;
    await ok(a, 'PUT', `/api/members/${f.id}/follow`);
    await ok(fan, 'PUT', `/api/members/${b.id}/follow`);
    await ok(fan, 'PUT', `/api/members/${f.id}/follow`);
    await ok(a, 'PUT', `/api/posts/${copyId}/bookmark`);
    await ok(a, 'PUT', `/api/posts/${copyId}/like`);
    const mention = `Veja isto @${a.name}`;
    await ok(f, 'POST', `/api/posts/${copyId}/comments`, { text: mention });

    // Everything A reads is now cached, with the copy in it.
    const paths = [`/api/posts/${copyId}`, `/api/members/${f.id}/posts`, '/api/feed', '/api/profile/saved'];
    for (const body of await reads(a, paths)) expect(body).toContain(content);
    expect((await ok(a, 'GET', '/api/notifications')).body).toContain(copyId);
    await reads(a, ['/api/explore', `/api/search?q=${encodeURIComponent(content)}`]);

    await setPrivate(b, true);

    await expectRefused(a, 'GET', `/api/posts/${copyId}`);
    for (const body of await reads(a, [
      ...paths.slice(1),
      '/api/explore',
      `/api/search?q=${encodeURIComponent(content)}`,
    ]))
      expect(body).not.toContain(content);
    const notes = (await ok(a, 'GET', '/api/notifications')).body;
    expect(notes).not.toContain(copyId);
    expect(notes).not.toContain(mention);
    for (const [method, path, payload] of [
      ['PUT', '/like'],
      ['DELETE', '/like'],
      ['PUT', '/bookmark'],
      ['DELETE', '/bookmark'],
      ['POST', '/share'],
      ['POST', '/repost'],
      ['GET', '/comments'],
      ['POST', '/comments', { text: 'Oi' }],
    ] as const)
      await expectRefused(a, method, `/api/posts/${copyId}${path}`, payload);

    // The original's followers and its author still have it.
    for (const viewer of [f, fan, b]) expect((await ok(viewer, 'GET', `/api/posts/${copyId}`)).body).toContain(content);
    expect((await reads(fan, ['/api/feed']))[0]).toContain(content);

    // An unfollow takes effect at once, cached answers included.
    await ok(fan, 'DELETE', `/api/members/${b.id}/follow`);
    await expectRefused(fan, 'GET', `/api/posts/${copyId}`);
    for (const body of await reads(fan, ['/api/feed', `/api/members/${f.id}/posts`]))
      expect(body).not.toContain(content);

    // Going public again shows it again, at once.
    await setPrivate(b, false);
    for (const body of await reads(a, paths)) expect(body).toContain(content);
  });

  it('hides a story copy, and the highlight made from it, from those who may not see the original', async () => {
    const { b, f, a } = await cast();
    const title = unique('História da Beatriz');
    const original = await story(b, title);
    const copyId = ((await ok(f, 'POST', `/api/stories/${original.id}/repost`)).json().story as { id: string }).id;
    const highlight = (await ok(f, 'POST', '/api/highlights/from-story', { storyId: copyId })).json().highlight as {
      title: string;
    };
    await ok(a, 'PUT', `/api/members/${f.id}/follow`);
    const paths = [`/api/stories/${copyId}`, '/api/stories', `/api/members/${f.id}/highlights`];
    for (const body of await reads(a, paths)) expect(body).toContain(highlight.title);

    await setPrivate(b, true);

    await expectRefused(a, 'GET', `/api/stories/${copyId}`);
    for (const body of await reads(a, paths.slice(1))) expect(body).not.toContain(highlight.title);
    for (const [method, path] of [
      ['PUT', '/seen'],
      ['PUT', '/like'],
      ['DELETE', '/like'],
      ['PUT', '/bookmark'],
      ['DELETE', '/bookmark'],
      ['POST', '/share'],
      ['POST', '/repost'],
    ] as const)
      await expectRefused(a, method, `/api/stories/${copyId}${path}`);
    for (const viewer of [f, b]) expect((await ok(viewer, 'GET', `/api/stories/${copyId}`)).body).toContain(title);

    // The copy pushed out of F's ten stories: the highlight still follows the original's author.
    for (let i = 0; i < 10; i++) await story(f, `Mais uma ${i}`);
    await expectRefused(f, 'GET', `/api/stories/${copyId}`);
    expect((await ok(a, 'GET', `/api/members/${f.id}/highlights`)).body).not.toContain(highlight.title);
    expect((await ok(f, 'GET', `/api/members/${f.id}/highlights`)).body).toContain(highlight.title);
    await setPrivate(b, false);
    expect((await ok(a, 'GET', `/api/members/${f.id}/highlights`)).body).toContain(highlight.title);
  });
});

describe('a private member’s personal store', () => {
  it('is shown, liked and read only by their approved followers and themselves', async () => {
    const { b, f, a } = await cast();
    const product = await createShopProduct(t, b, unique('Caneca da Beatriz'));
    const url = `/api/shop/members/${b.id}/products`;
    expect((await ok(a, 'GET', url)).body).toContain(product.name);

    await setPrivate(b, true);

    const refused = await expectRefused(a, 'GET', url);
    expect(refused.body).not.toContain(product.name);
    expect(refused.json().message).toBe(ptBR.shop.storePrivate);
    await expectRefused(a, 'PUT', `/api/shop/products/${product.id}/like`);
    await expectRefused(a, 'DELETE', `/api/shop/products/${product.id}/like`);
    for (const viewer of [f, b]) expect((await ok(viewer, 'GET', url)).body).toContain(product.name);
    expect((await ok(f, 'PUT', `/api/shop/products/${product.id}/like`)).json()).toMatchObject({ likes: 1 });
  });
});
