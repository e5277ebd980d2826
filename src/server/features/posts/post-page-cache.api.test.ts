// The post page is answered from the read cache: what changes it must reach it at once.
import { expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

it('shows the post as it is now: counters, marks, text, author, privacy and deletion', async () => {
  const author = await signupMember(t.app, { name: 'Ana Autora' });
  const reader = await signupMember(t.app);
  const other = await signupMember(t.app);
  const post = await createPost(t.app, author.cookie, 'Primeira versão');
  const page = (who = reader) =>
    t.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: { cookie: who.cookie } });
  const send = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, who: typeof reader, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  expect((await page()).json().post).toMatchObject({ likedByMe: false, stats: { likes: 0 } });
  await send('PUT', `/api/posts/${post.id}/like`, other);
  await send('PUT', `/api/posts/${post.id}/bookmark`, reader);
  expect((await page()).json().post).toMatchObject({ bookmarkedByMe: true, stats: { likes: 1, bookmarks: 1 } });
  // The reader's own marks are kept per reader: each of their writes must reach their next read.
  await send('PUT', `/api/posts/${post.id}/like`, reader);
  expect((await page()).json().post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  await send('DELETE', `/api/posts/${post.id}/like`, reader);
  expect((await page()).json().post).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/share`, headers: { cookie: reader.cookie } }))
      .statusCode,
  ).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/repost`, headers: { cookie: reader.cookie } }))
      .statusCode,
  ).toBeLessThan(300);
  expect((await page()).json().post).toMatchObject({ sharedByMe: true, repostedByMe: true, likedByMe: false });
  expect((await page(other)).json().post).toMatchObject({ likedByMe: true, sharedByMe: false, repostedByMe: false });
  await send('PATCH', `/api/posts/${post.id}`, author, { content: 'Segunda versão' });
  await send('PATCH', '/api/settings/profile', author, { name: 'Ana Renomeada' });
  expect((await page()).json().post).toMatchObject({ content: 'Segunda versão', author: { name: 'Ana Renomeada' } });

  await setPrivacy(t.app, author.cookie, { privateAccount: true });
  expect((await page()).statusCode).toBe(403);
  await setPrivacy(t.app, author.cookie, { privateAccount: false });
  expect((await page()).statusCode).toBe(200);
  await send('DELETE', `/api/posts/${post.id}`, author);
  expect((await page()).statusCode).toBe(404);
});
