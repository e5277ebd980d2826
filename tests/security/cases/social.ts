import { brandData } from '../../../src/server/seed/catalog-data';
import { createPost, jpeg, multipart, send, view } from '../support';
import { brandItem } from './brand-items';
import { bFollows, commentsOnPostCopy, onPostCopy, repostedPost } from './copies';
import type { CaseContext, CaseTable, Probe } from './types';

const brand = brandData[0]!.id;

/** Which brands or segments A follows (their follower counts move with anyone's follows, by design). */
const followed = (ctx: CaseContext, what: 'brands' | 'segments') => async () => {
  const res = await send(ctx.t, ctx.a, 'GET', `/api/profile/${what}`);
  return (res.json()[what] as { id: string }[]).map((x) => x.id);
};
const publicPost = 'posts of a public account are for every member to read and react to';

/** A post of A's, with a probe on it and A's view of it as the state. */
async function onPost(ctx: CaseContext, path = '', extra: Partial<Probe> = {}): Promise<Probe> {
  const content = `Post de A ${Math.random().toString(36).slice(2)}`;
  const post = await createPost(ctx.t, ctx.a, content);
  const url = `/api/posts/${post.id}`;
  return { url: `${url}${path}`, state: async () => view(ctx.t, ctx.a, url), privateSecrets: [content], ...extra };
}

/** A secret only A may read: a comment by a third member on A's post, which notifies A. */
async function notifiedSecret(ctx: CaseContext) {
  const post = await createPost(ctx.t, ctx.a, 'Post para notificar');
  const c = await ctx.fresh('Terceiro Membro');
  const secret = `segredo-notificacao-${Math.random().toString(36).slice(2)}`;
  const res = await send(ctx.t, c, 'POST', `/api/posts/${post.id}/comments`, { payload: { text: secret } });
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return secret;
}

export const socialCases: CaseTable = {
  'GET /api/events': { access: 'self', stream: true, setup: async () => ({ url: '/api/events' }) },
  'GET /api/feed': {
    access: 'self',
    setup: async () => ({ url: '/api/feed' }),
    // B follows the reposter: the copy reaches B's feed only while B may see A's posts.
    copy: async (ctx) => {
      const { author, reposter, content } = await repostedPost(ctx);
      await bFollows(ctx, reposter);
      return { url: '/api/feed', owner: author, privateSecrets: [content] };
    },
  },

  'POST /api/posts': {
    access: 'self',
    setup: async (ctx) => {
      const form = multipart(
        { content: 'Novo post' },
        { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() },
      );
      return { url: '/api/posts', ...form, state: async () => view(ctx.t, ctx.a, `/api/members/${ctx.a.id}/posts`) };
    },
  },
  'GET /api/posts/:id': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx),
    copy: onPostCopy(),
    suspended: brandItem('posts'),
  },
  'PATCH /api/posts/:id': {
    access: 'owner',
    setup: (ctx) => onPost(ctx, '', { payload: { content: 'Texto trocado por outro' } }),
    brand: brandItem('posts', '', { payload: { content: 'Legenda trocada pela equipe' } }),
  },
  'DELETE /api/posts/:id': { access: 'owner', setup: (ctx) => onPost(ctx), brand: brandItem('posts') },
  'PUT /api/posts/:id/like': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/like'),
    copy: onPostCopy('/like'),
    suspended: brandItem('posts', '/like'),
  },
  'DELETE /api/posts/:id/like': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/like'),
    copy: onPostCopy('/like'),
  },
  'PUT /api/posts/:id/bookmark': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/bookmark'),
    copy: onPostCopy('/bookmark'),
  },
  'DELETE /api/posts/:id/bookmark': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/bookmark'),
    copy: onPostCopy('/bookmark'),
  },
  'POST /api/posts/:id/share': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/share'),
    copy: onPostCopy('/share'),
  },
  // A member cannot repost their own post: A's own call is the 400 that proves the URL reached it.
  'POST /api/posts/:id/repost': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/repost', { ownerStatus: 400 }),
    copy: onPostCopy('/repost', { ownerStatus: 400 }),
  },
  'GET /api/posts/:id/comments': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/comments'),
    copy: commentsOnPostCopy(),
    suspended: brandItem('posts', '/comments'),
  },
  'POST /api/posts/:id/comments': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: (ctx) => onPost(ctx, '/comments', { payload: { text: 'Comentário' } }),
    copy: onPostCopy('/comments', { payload: { text: 'Comentário' } }),
  },

  'GET /api/members/:id': {
    access: 'shared',
    why: 'a public profile: name, avatar, bio and counters',
    setup: async (ctx) => ({ url: `/api/members/${ctx.a.id}`, secrets: [ctx.a.email] }),
    block: async (ctx) => {
      const owner = await ctx.fresh('Dona do Perfil');
      const bio = `Bio ${Math.random().toString(36).slice(2)}`;
      const payload = { name: owner.name, bio, website: '', phone: '' };
      const res = await send(ctx.t, owner, 'PATCH', '/api/settings/profile', { payload });
      if (res.statusCode !== 200) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
      return { url: `/api/members/${owner.id}`, owner, privateSecrets: [bio] };
    },
  },
  'GET /api/members/:id/posts': {
    access: 'shared',
    why: publicPost,
    private: true,
    setup: async (ctx) => {
      const post = await createPost(ctx.t, ctx.a, `Do perfil ${Math.random().toString(36).slice(2)}`);
      return { url: `/api/members/${ctx.a.id}/posts`, secrets: [ctx.a.email], privateSecrets: [post.content] };
    },
    // The reposter's list shows the copy only to those who may see A's posts.
    copy: async (ctx) => {
      const { author, reposter, content } = await repostedPost(ctx);
      return { url: `/api/members/${reposter.id}/posts`, owner: author, privateSecrets: [content] };
    },
  },
  'GET /api/members/:id/followers': {
    access: 'shared',
    why: "a public account's followers are for every member to see, as its posts are",
    private: true,
    setup: async (ctx) => {
      const fan = await ctx.fresh(`Fã de A ${Math.random().toString(36).slice(2)}`);
      await send(ctx.t, fan, 'PUT', `/api/members/${ctx.a.id}/follow`);
      return { url: `/api/members/${ctx.a.id}/followers`, secrets: [ctx.a.email], privateSecrets: [fan.name] };
    },
  },
  'GET /api/members/:id/following': {
    access: 'shared',
    why: 'whom a public account follows is for every member to see, as its posts are',
    private: true,
    setup: async (ctx) => {
      const idol = await ctx.fresh(`Seguido por A ${Math.random().toString(36).slice(2)}`);
      await send(ctx.t, ctx.a, 'PUT', `/api/members/${idol.id}/follow`);
      return { url: `/api/members/${ctx.a.id}/following`, secrets: [ctx.a.email], privateSecrets: [idol.name] };
    },
  },
  // Following A changes B's follows and A's follower count, which is what following means.
  'PUT /api/members/:id/follow': {
    access: 'shared',
    why: 'any member may follow another',
    setup: async (ctx) => ({ url: `/api/members/${(await ctx.fresh()).id}/follow` }),
    block: async (ctx) => {
      const owner = await ctx.fresh();
      return { url: `/api/members/${owner.id}/follow`, owner };
    },
  },
  'DELETE /api/members/:id/follow': {
    access: 'shared',
    why: 'any member may unfollow another',
    setup: async (ctx) => ({ url: `/api/members/${(await ctx.fresh()).id}/follow` }),
    unblocked: 'an unfollow only ends a follow, and a block has ended every follow between the two already',
  },
  'PUT /api/follows/brands/:brandId': {
    access: 'self',
    setup: async (ctx) => ({ url: `/api/follows/brands/${brand}`, state: followed(ctx, 'brands') }),
  },
  'DELETE /api/follows/brands/:brandId': {
    access: 'self',
    setup: async (ctx) => {
      await send(ctx.t, ctx.a, 'PUT', `/api/follows/brands/${brand}`);
      return { url: `/api/follows/brands/${brand}`, state: followed(ctx, 'brands') };
    },
  },
  'PUT /api/follows/segments/:segmentId': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/follows/segments/moda', state: followed(ctx, 'segments') }),
  },
  'DELETE /api/follows/segments/:segmentId': {
    access: 'self',
    setup: async (ctx) => {
      await send(ctx.t, ctx.a, 'PUT', '/api/follows/segments/moda');
      return { url: '/api/follows/segments/moda', state: followed(ctx, 'segments') };
    },
  },

  'GET /api/notifications': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/notifications', secrets: [await notifiedSecret(ctx)] }),
    // The reposter names B under the copy: B's notification links the copy only while B may see it.
    copy: async (ctx) => {
      const { copyId, author, reposter } = await repostedPost(ctx);
      // Unique: the matrix makes a copy more than once, and each copy's notification is judged alone.
      const text = `${Math.random().toString(36).slice(2)} olha isso @${ctx.b.name}`;
      const res = await send(ctx.t, reposter, 'POST', `/api/posts/${copyId}/comments`, { payload: { text } });
      if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
      return { url: '/api/notifications', owner: author, privateSecrets: [copyId, text] };
    },
  },
  'GET /api/notifications/unread': { access: 'self', setup: async () => ({ url: '/api/notifications/unread' }) },
  'POST /api/notifications/read-all': {
    access: 'self',
    setup: async (ctx) => {
      await notifiedSecret(ctx);
      return { url: '/api/notifications/read-all', state: async () => view(ctx.t, ctx.a, '/api/notifications/unread') };
    },
  },

  'GET /api/profile/saved': {
    access: 'self',
    setup: async (ctx) => {
      const post = await createPost(ctx.t, await ctx.fresh(), `salvo-${Math.random().toString(36).slice(2)}`);
      await send(ctx.t, ctx.a, 'PUT', `/api/posts/${post.id}/bookmark`);
      return { url: '/api/profile/saved', secrets: [post.id] };
    },
    copy: async (ctx) => {
      const { copyId, author, content } = await repostedPost(ctx);
      const saved = await send(ctx.t, ctx.b, 'PUT', `/api/posts/${copyId}/bookmark`);
      if (saved.statusCode !== 200) throw new Error(`bookmark failed: ${saved.statusCode} ${saved.body}`);
      return { url: '/api/profile/saved', owner: author, privateSecrets: [content] };
    },
  },
  'GET /api/profile/brands': { access: 'self', setup: async () => ({ url: '/api/profile/brands' }) },
  'GET /api/profile/segments': { access: 'self', setup: async () => ({ url: '/api/profile/segments' }) },
  'GET /api/profile/insights': { access: 'self', setup: async () => ({ url: '/api/profile/insights' }) },
  'GET /api/brands': {
    access: 'shared',
    why: 'the brand catalogue, the same for every member',
    setup: async () => ({ url: '/api/brands' }),
    unblocked: "brands, not members: a brand's own block is checked in safety/brand-blocks.api.test.ts",
  },
  'GET /api/brands/:brandId': {
    access: 'shared',
    why: 'a brand page: the brand, its public posts, reels and products, the same for every member',
    setup: async () => ({ url: '/api/brands/urbana-moda' }),
    unblocked: "a brand, not a member: a brand's own block is checked in safety/brand-blocks.api.test.ts",
  },
  'GET /api/segments': {
    access: 'shared',
    why: 'the segment catalogue, the same for every member',
    setup: async () => ({ url: '/api/segments' }),
    unblocked: 'the segment catalogue holds no member content',
  },
};
