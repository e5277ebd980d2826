import type { ContentPath } from '../../../src/server/testing/fixtures/brand-content';
import { createPost, send, view, type Actor } from '../support';
import { publishedAsBrand } from './brand-items';
import { mediaItem } from './ready-media';
import type { BrandItemProbe, CaseContext, CaseTable, Probe } from './types';

/** Who may comment on an item, and hiding a comment on it: only who manages the item (decision 029). */

const nobody = { payload: { replyControl: 'nobody' } };
const random = () => Math.random().toString(36).slice(2);

/** A's item of `path`'s kind, with A's view of it as the state. */
async function onItem(ctx: CaseContext, path: 'posts' | 'reels' | 'videos', suffix: string, extra: Partial<Probe>) {
  const id =
    path === 'posts'
      ? (await createPost(ctx.t, ctx.a, `Post de A ${random()}`)).id
      : await mediaItem(
          ctx,
          path,
          { member: ctx.a },
          path === 'reels' ? `Reel de A ${random()}` : `Vídeo de A ${random()}`,
        );
  const url = `/api/${path}/${id}`;
  return { url: `${url}${suffix}`, state: async () => view(ctx.t, ctx.a, url), ...extra };
}

/** A comment by a third member on the item at `itemUrl`, hidden by `manager` first when asked. */
async function commentOn(ctx: CaseContext, itemUrl: string, manager: Actor, hidden: boolean, text: string) {
  const writer = await ctx.fresh('Terceira Comentarista');
  const res = await send(ctx.t, writer, 'POST', `${itemUrl}/comments`, { payload: { text } });
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  const commentId = (res.json() as { comment: { id: string } }).comment.id;
  if (hidden) await send(ctx.t, manager, 'PUT', `${itemUrl}/comments/${commentId}/hidden`);
  return commentId;
}

type Target = 'hide' | 'unhide' | 'list';

/** A probe on a comment of A's item: hiding it, showing it again, or reading the hidden ones. */
function onComment(path: 'posts' | 'reels', target: Target) {
  return async (ctx: CaseContext): Promise<Probe> => {
    const probe = await onItem(ctx, path, '', {});
    return commentProbe(ctx, probe.url, ctx.a, target);
  };
}

async function commentProbe(ctx: CaseContext, itemUrl: string, manager: Actor, target: Target): Promise<Probe> {
  const text = `segredo-oculto-${random()}`;
  const commentId = await commentOn(ctx, itemUrl, manager, target !== 'hide', text);
  const hiddenList = `${itemUrl}/comments/hidden`;
  const state = async () => view(ctx.t, manager, hiddenList);
  if (target === 'list') return { url: hiddenList, state, secrets: [text] };
  return { url: `${itemUrl}/comments/${commentId}/hidden`, state };
}

/** The same on an item the team's editor published as the brand, managed by the team's owner. */
function onBrandComment(path: ContentPath & ('posts' | 'reels'), target: Target): BrandItemProbe {
  return async (ctx) => {
    const id = await publishedAsBrand(ctx, path, `Da marca ${random()}`);
    return commentProbe(ctx, `/api/${path}/${id}`, ctx.team.owner, target);
  };
}

function brandControl(path: ContentPath): BrandItemProbe {
  return async (ctx) => {
    const id = await publishedAsBrand(ctx, path, `Da marca ${random()}`);
    const url = `/api/${path}/${id}`;
    return { url: `${url}/reply-control`, state: async () => view(ctx.t, ctx.team.owner, url), ...nobody };
  };
}

export const replyCases: CaseTable = {
  'PUT /api/posts/:id/reply-control': {
    access: 'owner',
    setup: (ctx) => onItem(ctx, 'posts', '/reply-control', nobody),
    brand: brandControl('posts'),
  },
  'PUT /api/reels/:id/reply-control': {
    access: 'owner',
    setup: (ctx) => onItem(ctx, 'reels', '/reply-control', nobody),
    brand: brandControl('reels'),
  },
  'PUT /api/videos/:id/reply-control': {
    access: 'owner',
    setup: (ctx) => onItem(ctx, 'videos', '/reply-control', nobody),
    brand: brandControl('videos'),
  },
  'PUT /api/posts/:id/comments/:commentId/hidden': {
    access: 'owner',
    setup: onComment('posts', 'hide'),
    brand: onBrandComment('posts', 'hide'),
  },
  'DELETE /api/posts/:id/comments/:commentId/hidden': {
    access: 'owner',
    setup: onComment('posts', 'unhide'),
    brand: onBrandComment('posts', 'unhide'),
  },
  'GET /api/posts/:id/comments/hidden': {
    access: 'owner',
    setup: onComment('posts', 'list'),
    brand: onBrandComment('posts', 'list'),
  },
  'PUT /api/reels/:id/comments/:commentId/hidden': {
    access: 'owner',
    setup: onComment('reels', 'hide'),
    brand: onBrandComment('reels', 'hide'),
  },
  'DELETE /api/reels/:id/comments/:commentId/hidden': {
    access: 'owner',
    setup: onComment('reels', 'unhide'),
    brand: onBrandComment('reels', 'unhide'),
  },
  'GET /api/reels/:id/comments/hidden': {
    access: 'owner',
    setup: onComment('reels', 'list'),
    brand: onBrandComment('reels', 'list'),
  },
};
