import { createPost, jpeg, multipart, send, type Actor } from '../support';
import type { CaseContext, Probe } from './types';

/*
 * Copies of a member's content for the authorisation matrix: a follower reposts the author's post
 * or story while the author is public. Each probe names the author as its `owner` (a member of
 * their own, so the copies do not spend A's write budgets) and the author's text as
 * `privateSecrets`: the matrix checks that B reaches the copy while the author is public and is
 * refused it, or sees nothing of the author's, once the author is private.
 */

const secret = (what: string) => `${what}-${Math.random().toString(36).slice(2)}`;

async function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** A member of their own who follows `author`. */
async function followerOf(ctx: CaseContext, author: Actor): Promise<Actor> {
  const fan = await ctx.fresh('Fã Repostadora');
  await expectStatus(await send(ctx.t, fan, 'PUT', `/api/members/${author.id}/follow`), 200, 'follow');
  return fan;
}

/** B follows `member`, so the member's posts and stories reach B's feed and strip. */
export async function bFollows(ctx: CaseContext, member: Actor) {
  await expectStatus(await send(ctx.t, ctx.b, 'PUT', `/api/members/${member.id}/follow`), 200, 'follow');
}

/** A public author's post reposted by a follower of theirs. */
export async function repostedPost(ctx: CaseContext) {
  const author = await ctx.fresh('Autora Original');
  const content = secret('Post original repostado');
  const original = await createPost(ctx.t, author, content);
  const reposter = await followerOf(ctx, author);
  const res = await send(ctx.t, reposter, 'POST', `/api/posts/${original.id}/repost`);
  await expectStatus(res, 201, 'repost');
  return { copyId: (res.json().post as { id: string }).id, author, reposter, content };
}

/** A public author's story reposted by a follower of theirs. */
export async function repostedStory(ctx: CaseContext) {
  const author = await ctx.fresh('Autora Original');
  const title = secret('História original repostada');
  const form = multipart(
    { title },
    { filename: 'historia.jpg', contentType: 'image/jpeg', data: await jpeg(48, 64, '#a855f7') },
  );
  const created = await send(ctx.t, author, 'POST', '/api/stories', form);
  await expectStatus(created, 201, 'story');
  const reposter = await followerOf(ctx, author);
  const res = await send(ctx.t, reposter, 'POST', `/api/stories/${created.json().story.id}/repost`);
  await expectStatus(res, 201, 'story repost');
  return { copyId: (res.json().story as { id: string }).id, author, reposter, title };
}

/** A route on the copy of A's post itself (`/api/posts/{copy}{path}`). */
export const onPostCopy =
  (path = '', extra: Partial<Probe> = {}) =>
  async (ctx: CaseContext): Promise<Probe> => {
    const { copyId, author, content } = await repostedPost(ctx);
    return { url: `/api/posts/${copyId}${path}`, owner: author, privateSecrets: [content], ...extra };
  };

/** A route on the copy of A's story itself (`/api/stories/{copy}{path}`). */
export const onStoryCopy =
  (path = '', extra: Partial<Probe> = {}) =>
  async (ctx: CaseContext): Promise<Probe> => {
    const { copyId, author, title } = await repostedStory(ctx);
    return { url: `/api/stories/${copyId}${path}`, owner: author, privateSecrets: [title], ...extra };
  };

/** The comments under the copy of a post, one of them by its reposter. */
export const commentsOnPostCopy =
  () =>
  async (ctx: CaseContext): Promise<Probe> => {
    const { copyId, author, reposter } = await repostedPost(ctx);
    const text = secret('Comentário sob a cópia');
    const res = await send(ctx.t, reposter, 'POST', `/api/posts/${copyId}/comments`, { payload: { text } });
    await expectStatus(res, 201, 'comment');
    return { url: `/api/posts/${copyId}/comments`, owner: author, privateSecrets: [text] };
  };
