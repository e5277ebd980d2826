import { beforeEach, expect, it } from 'vitest';
import { useOperator } from '../../testing/fixtures/admin';
import { setPrivacy } from '../../testing/fixtures/members';
import { operatorHides } from '../../testing/fixtures/moderation';
import { createPost } from '../../testing/fixtures/posts';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp, type SignedUpMember } from '../../testing/test-app';

/*
 * A like, a save and a share judge whether their member may see the post from what the post page
 * keeps in the read cache (posts/post-page.ts `mustSeeCachedPost`). Each case opens the page and likes
 * first, so every part is cached, then changes what the judgment turns on: the next mark must see the
 * change at once.
 */

const t = useTestApp();
const send = memberRequests(t);
const operator = useOperator(t);

let author: SignedUpMember;
let reader: SignedUpMember;
let postId: string;

beforeEach(async () => {
  author = await signupMember(t.app, { name: 'Ana Autora' });
  reader = await signupMember(t.app, { name: 'Rui Leitor' });
  postId = (await createPost(t.app, author.cookie, 'Novidade da semana')).id;
  expect((await send('GET', `/api/posts/${postId}`, reader.cookie)).statusCode).toBe(200);
  expect((await send('PUT', `/api/posts/${postId}/like`, reader.cookie)).json()).toEqual({ liked: true, likes: 1 });
});

const like = (on: boolean) => send(on ? 'PUT' : 'DELETE', `/api/posts/${postId}/like`, reader.cookie);
const save = () => send('PUT', `/api/posts/${postId}/bookmark`, reader.cookie);
const share = () => send('POST', `/api/posts/${postId}/share`, reader.cookie);

it('refuses a like and an unlike once the author blocks the reader', async () => {
  expect((await send('PUT', `/api/safety/blocks/${reader.member.id}`, author.cookie, {})).statusCode).toBe(200);
  expect((await like(false)).statusCode).toBe(404);
  expect((await like(true)).statusCode).toBe(404);
  expect((await send('DELETE', `/api/safety/blocks/${reader.member.id}`, author.cookie)).statusCode).toBe(200);
  expect((await like(false)).json()).toEqual({ liked: false, likes: 0 });
});

it('refuses a save and a share once the author blocks the reader, and takes them after the unblock', async () => {
  expect((await save()).json()).toEqual({ bookmarked: true, bookmarks: 1 });
  expect((await send('PUT', `/api/safety/blocks/${reader.member.id}`, author.cookie, {})).statusCode).toBe(200);
  expect((await save()).statusCode).toBe(404);
  expect((await share()).statusCode).toBe(404);
  expect((await send('DELETE', `/api/safety/blocks/${reader.member.id}`, author.cookie)).statusCode).toBe(200);
  expect((await share()).json()).toEqual({ shared: true, firstShare: true, shares: 1 });
});

it('refuses a like once the author makes the account private, to a reader who does not follow', async () => {
  await setPrivacy(t.app, author.cookie, { privateAccount: true });
  const res = await like(false);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('private_account');
});

it('refuses a like of a post an operator hid, and its author still likes it', async () => {
  await operatorHides(t, operator, 'post', postId);
  expect((await like(false)).statusCode).toBe(404);
  expect((await send('PUT', `/api/posts/${postId}/like`, author.cookie)).json()).toEqual({ liked: true, likes: 2 });
});

it('answers a like of a deleted post with 404', async () => {
  expect((await send('DELETE', `/api/posts/${postId}`, author.cookie)).statusCode).toBe(204);
  expect((await like(true)).statusCode).toBe(404);
});

it('answers 404, not a server error, when the post is deleted between the judgment and the write', async () => {
  // The row goes without the delete's invalidation, as in the moment between a delete's commit and its
  // invalidation: the read cache still holds everything the like judges from.
  await t.database.db.deleteFrom('posts').where('id', '=', postId).execute();
  for (const res of [await like(true), await save(), await share()]) {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('not_found');
  }
});
