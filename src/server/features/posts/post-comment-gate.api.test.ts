import { beforeEach, expect, it } from 'vitest';
import { useOperator } from '../../testing/fixtures/admin';
import { setPrivacy } from '../../testing/fixtures/members';
import { operatorHides } from '../../testing/fixtures/moderation';
import { createPost } from '../../testing/fixtures/posts';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp, type SignedUpMember } from '../../testing/test-app';

/*
 * A comment, like a like, judges whether its member may see the post from what the post page keeps
 * in the read cache (posts/post-page.ts `mustSeeCachedPost`). Each case opens the page and comments
 * first, so every part is cached, then changes what the judgment or the comment's rules turn on: the
 * next comment must see the change at once.
 */

const t = useTestApp();
const send = memberRequests(t);
const operator = useOperator(t);

let author: SignedUpMember;
let reader: SignedUpMember;
let postId: string;

const comment = (member: SignedUpMember, text = 'Que legal!') =>
  send('POST', `/api/posts/${postId}/comments`, member.cookie, { text });

beforeEach(async () => {
  author = await signupMember(t.app, { name: 'Ana Autora' });
  reader = await signupMember(t.app, { name: 'Rui Leitor' });
  postId = (await createPost(t.app, author.cookie, 'Novidade da semana')).id;
  expect((await send('GET', `/api/posts/${postId}`, reader.cookie)).statusCode).toBe(200);
  const first = await comment(reader, 'Primeiro!');
  expect(first.statusCode, first.body).toBe(201);
  expect(first.json().comments).toBe(1);
});

it('refuses a comment once the author blocks the reader, and takes it again after the unblock', async () => {
  expect((await send('PUT', `/api/safety/blocks/${reader.member.id}`, author.cookie, {})).statusCode).toBe(200);
  expect((await comment(reader)).statusCode).toBe(404);
  expect((await send('DELETE', `/api/safety/blocks/${reader.member.id}`, author.cookie)).statusCode).toBe(200);
  const again = await comment(reader);
  expect(again.statusCode).toBe(201);
  expect(again.json().comments).toBe(2);
});

it('refuses a comment once the author makes the account private, to a reader who does not follow', async () => {
  await setPrivacy(t.app, author.cookie, { privateAccount: true });
  const res = await comment(reader);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('private_account');
});

it('refuses a comment once the author closes the post to comments, and the author still comments', async () => {
  const closed = await send('PUT', `/api/posts/${postId}/reply-control`, author.cookie, { replyControl: 'nobody' });
  expect(closed.statusCode, closed.body).toBe(200);
  const res = await comment(reader);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('reply_limited');
  expect((await comment(author)).json().comments).toBe(2);
});

it('refuses a comment on a post an operator hid, and its author still comments', async () => {
  await operatorHides(t, operator, 'post', postId);
  expect((await comment(reader)).statusCode).toBe(404);
  expect((await comment(author)).statusCode).toBe(201);
});

it('answers a comment on a deleted post with 404', async () => {
  expect((await send('DELETE', `/api/posts/${postId}`, author.cookie)).statusCode).toBe(204);
  expect((await comment(reader)).statusCode).toBe(404);
});

it('answers 404, not a server error, when the post is deleted between the judgment and the write', async () => {
  // The row goes without the delete's invalidation, as in the moment between a delete's commit and its
  // invalidation: the read cache still holds everything the comment judges from.
  await t.database.db.deleteFrom('posts').where('id', '=', postId).execute();
  for (const text of ['Ainda aí?', 'Oi @rui, ainda aí?']) {
    const res = await comment(reader, text);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('not_found');
  }
});
