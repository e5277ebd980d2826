import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPost } from '../../testing/fixtures/posts';
import { createTestApp, createTestDatabase, signupMember, type TestApp } from '../../testing/harness';

/*
 * What a post page reads again after a write (cache-tags.ts): a like or a comment changes the post's
 * counters and the writer's own marks, so the next reader of a popular post reads its row again and
 * nothing else of what the read cache keeps for it.
 */

let capturing = false;
const captured: CompiledQuery[] = [];
let t: TestApp;

beforeAll(async () => {
  const database = await createTestDatabase({
    onQuery: (q) => {
      if (capturing) captured.push(q);
    },
  });
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await t.database.destroy();
});

type Member = Awaited<ReturnType<typeof signupMember>>;
const send = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function readsOf(who: Member, postId: string) {
  captured.length = 0;
  capturing = true;
  const res = await send('GET', `/api/posts/${postId}`, who);
  capturing = false;
  expect(res.statusCode).toBe(200);
  return { post: res.json().post, statements: captured.map((q) => q.sql.replace(/\s+/g, ' ')) };
}

it('after another member likes or comments, a reader reads only the post row again; after their own like, their marks too', async () => {
  const [author, reader, other] = [await signupMember(t.app), await signupMember(t.app), await signupMember(t.app)];
  const postId = (await createPost(t.app, author.cookie, 'Olá')).id;
  await readsOf(reader, postId);
  await readsOf(other, postId);
  expect((await readsOf(reader, postId)).statements).toEqual([]);

  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  const afterLike = await readsOf(reader, postId);
  expect(afterLike.post).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
  expect(afterLike.statements).toHaveLength(1);
  expect(afterLike.statements[0]).toMatch(/from "?posts"?/i);

  expect((await send('POST', `/api/posts/${postId}/comments`, other, { text: 'Que legal!' })).statusCode).toBe(201);
  const afterComment = await readsOf(reader, postId);
  expect(afterComment.post).toMatchObject({ stats: { likes: 1, comments: 1 } });
  expect(afterComment.statements).toHaveLength(1);

  expect((await send('PUT', `/api/posts/${postId}/like`, reader)).statusCode).toBe(200);
  const afterOwnLike = await readsOf(reader, postId);
  expect(afterOwnLike.post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  expect(afterOwnLike.statements).toHaveLength(2);
  // The other member's mark was kept: their page reads the row again, not their marks.
  const others = await readsOf(other, postId);
  expect(others.post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  expect(others.statements).toHaveLength(1);
});
