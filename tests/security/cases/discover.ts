import { createPost, jpeg, multipart, send, view, type Actor } from '../support';
import { brandItem } from './brand-items';
import { bFollows, onStoryCopy, repostedStory } from './copies';
import type { CaseContext, CaseTable, Probe } from './types';

const liveStory = 'a live story of a public member is for every member to watch and react to';
const catalogue = 'explore, segments and search read what every member may see';
const secret = () => `segredo-${Math.random().toString(36).slice(2)}`;

async function storyForm(title: string) {
  return multipart(
    { title },
    { filename: 'historia.jpg', contentType: 'image/jpeg', data: await jpeg(48, 64, '#ec4899') },
  );
}

async function storyOf(ctx: CaseContext, actor: Actor, title = 'História de A') {
  const res = await send(ctx.t, actor, 'POST', '/api/stories', await storyForm(title));
  if (res.statusCode !== 201) throw new Error(`story failed: ${res.statusCode} ${res.body}`);
  return res.json().story as { id: string };
}

async function onStory(ctx: CaseContext, path = '', extra: Partial<Probe> = {}): Promise<Probe> {
  const title = secret();
  const story = await storyOf(ctx, ctx.a, title);
  const url = `/api/stories/${story.id}`;
  return { url: `${url}${path}`, state: async () => view(ctx.t, ctx.a, url), privateSecrets: [title], ...extra };
}

async function customHighlight(ctx: CaseContext, title = 'Destaque de A') {
  const form = multipart({ title }, { filename: 'capa.jpg', contentType: 'image/jpeg', data: await jpeg() });
  const res = await send(ctx.t, ctx.a, 'POST', '/api/highlights', form);
  if (res.statusCode !== 201) throw new Error(`highlight failed: ${res.statusCode} ${res.body}`);
  return res.json().highlight as { id: string };
}

const myHighlights = (ctx: CaseContext) => async () => view(ctx.t, ctx.a, '/api/highlights');

export const discoverCases: CaseTable = {
  'GET /api/stories': {
    access: 'self',
    setup: async () => ({ url: '/api/stories' }),
    // B follows the reposter: the copy reaches B's strip only while B may see A's stories.
    copy: async (ctx) => {
      const { author, reposter, title } = await repostedStory(ctx);
      await bFollows(ctx, reposter);
      return { url: '/api/stories', owner: author, privateSecrets: [title] };
    },
  },
  'GET /api/stories/mine': {
    access: 'self',
    setup: async (ctx) => {
      const title = secret();
      await storyOf(ctx, ctx.a, title);
      return { url: '/api/stories/mine', secrets: [title] };
    },
  },
  'POST /api/stories': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/stories',
      ...(await storyForm('Nova história')),
      state: async () => view(ctx.t, ctx.a, '/api/stories/mine'),
    }),
  },
  'GET /api/stories/:id': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx),
    copy: onStoryCopy(),
    suspended: brandItem('stories'),
  },
  'DELETE /api/stories/:id': { access: 'owner', setup: (ctx) => onStory(ctx), brand: brandItem('stories') },
  'PUT /api/stories/:id/seen': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/seen'),
    copy: onStoryCopy('/seen'),
  },
  'PUT /api/stories/:id/like': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/like'),
    copy: onStoryCopy('/like'),
  },
  'DELETE /api/stories/:id/like': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/like'),
    copy: onStoryCopy('/like'),
  },
  'PUT /api/stories/:id/bookmark': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/bookmark'),
    copy: onStoryCopy('/bookmark'),
  },
  'DELETE /api/stories/:id/bookmark': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/bookmark'),
    copy: onStoryCopy('/bookmark'),
  },
  'POST /api/stories/:id/share': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/share'),
    copy: onStoryCopy('/share'),
  },
  // A member cannot repost their own story: A's own call is the 400 that proves the URL reached it.
  'POST /api/stories/:id/repost': {
    access: 'shared',
    why: liveStory,
    private: true,
    setup: (ctx) => onStory(ctx, '/repost', { ownerStatus: 400 }),
    copy: onStoryCopy('/repost', { ownerStatus: 400 }),
  },

  'GET /api/highlights': {
    access: 'self',
    setup: async (ctx) => {
      const title = secret().slice(0, 20);
      await customHighlight(ctx, title);
      return { url: '/api/highlights', secrets: [title] };
    },
  },
  'GET /api/members/:id/highlights': {
    access: 'shared',
    why: 'a public profile’s highlights',
    private: true,
    setup: async (ctx) => {
      const title = secret().slice(0, 20);
      await customHighlight(ctx, title);
      return { url: `/api/members/${ctx.a.id}/highlights`, secrets: [ctx.a.email], privateSecrets: [title] };
    },
    // The reposter keeps the copy as a highlight: it shows only where A's stories may be seen.
    copy: async (ctx) => {
      const { copyId, author, reposter } = await repostedStory(ctx);
      const res = await send(ctx.t, reposter, 'POST', '/api/highlights/from-story', { payload: { storyId: copyId } });
      if (res.statusCode !== 201) throw new Error(`highlight failed: ${res.statusCode} ${res.body}`);
      const { title } = res.json().highlight as { title: string };
      return { url: `/api/members/${reposter.id}/highlights`, owner: author, privateSecrets: [title] };
    },
  },
  'POST /api/highlights': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/highlights',
      ...multipart({ title: 'Novo' }, { filename: 'capa.jpg', contentType: 'image/jpeg', data: await jpeg() }),
      state: myHighlights(ctx),
    }),
  },
  // B naming A's story keeps nothing: a member keeps only their own stories.
  'POST /api/highlights/from-story': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/highlights/from-story',
      payload: { storyId: (await storyOf(ctx, ctx.a)).id },
      state: myHighlights(ctx),
    }),
  },
  'PATCH /api/highlights/:id': {
    access: 'owner',
    setup: async (ctx) => ({
      url: `/api/highlights/${(await customHighlight(ctx)).id}`,
      payload: { title: 'Outro nome' },
      state: myHighlights(ctx),
    }),
  },
  'DELETE /api/highlights/:id': {
    access: 'owner',
    setup: async (ctx) => ({ url: `/api/highlights/${(await customHighlight(ctx)).id}`, state: myHighlights(ctx) }),
  },

  'GET /api/explore': {
    access: 'shared',
    why: catalogue,
    setup: async () => ({ url: '/api/explore' }),
    block: async (ctx) => {
      // A post at the top of the engagement index, so explore surely shows it while no block stands.
      // Each block probe's owner is a member of their own, so it spends none of A's write budget.
      const owner = await ctx.fresh('Autora em Alta');
      const post = await createPost(ctx.t, owner, secret());
      await ctx.t.database.db.updateTable('posts').set({ likes_count: 1_000_000 }).where('id', '=', post.id).execute();
      return { url: '/api/explore', owner, privateSecrets: [post.id] };
    },
  },
  'GET /api/segments/:segmentId': {
    access: 'shared',
    why: catalogue,
    setup: async () => ({ url: '/api/segments/moda' }),
    unblocked: 'a segment, not a member: its posts are judged by GET /api/segments/:segmentId/posts',
  },
  'GET /api/segments/:segmentId/posts': {
    access: 'shared',
    why: catalogue,
    setup: async () => ({ url: '/api/segments/moda/posts' }),
    block: async (ctx) => {
      const content = secret();
      const form = multipart(
        { content, segmentId: 'moda' },
        { filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg() },
      );
      const owner = await ctx.fresh('Autora de Moda');
      const res = await send(ctx.t, owner, 'POST', '/api/posts', form);
      if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
      return { url: '/api/segments/moda/posts', owner, privateSecrets: [content] };
    },
  },
  'GET /api/search': {
    access: 'shared',
    why: catalogue,
    setup: async (ctx) => ({ url: '/api/search?q=moda', secrets: [ctx.a.email] }),
    block: async (ctx) => {
      const word = secret().replace('-', '');
      const owner = await ctx.fresh(`Pessoa ${word}`);
      await createPost(ctx.t, owner, `Sobre ${word}`);
      return { url: `/api/search?q=${word}`, owner, privateSecrets: [word] };
    },
  },
  'GET /api/search/suggest': {
    access: 'shared',
    why: catalogue,
    setup: async (ctx) => ({ url: '/api/search/suggest?q=mod', secrets: [ctx.a.email] }),
    block: async (ctx) => {
      const word = secret().replace('-', '');
      const owner = await ctx.fresh(`Pessoa ${word}`);
      return { url: `/api/search/suggest?q=${word}`, owner, privateSecrets: [word] };
    },
  },
  'GET /api/search/posts': {
    access: 'shared',
    why: catalogue,
    setup: async () => ({ url: '/api/search/posts?q=moda' }),
    block: async (ctx) => {
      const word = secret().replace('-', '');
      const owner = await ctx.fresh('Autora Buscada');
      await createPost(ctx.t, owner, `Sobre ${word}`);
      return { url: `/api/search/posts?q=${word}`, owner, privateSecrets: [word] };
    },
  },
};
