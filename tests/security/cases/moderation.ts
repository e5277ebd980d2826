import { createPost, send, view } from '../support';
import type { CaseContext, CaseTable } from './types';

/** A post of a member of its own, reported by B: the console's probes act on it. */
async function reportedPost(ctx: CaseContext) {
  const author = await ctx.fresh('Autora Denunciada');
  const post = await createPost(ctx.t, author, 'Publicação denunciada');
  const res = await send(ctx.t, ctx.b, 'POST', '/api/reports', {
    payload: { kind: 'post', id: post.id, reason: 'golpe' },
  });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return post;
}

/** Reports, appeals and the moderation console (decision 027). */
export const moderationCases: CaseTable = {
  'POST /api/reports': {
    access: 'self',
    setup: async (ctx) => {
      const author = await ctx.fresh('Autor Qualquer');
      const post = await createPost(ctx.t, author, 'Publicação qualquer');
      return {
        url: '/api/reports',
        payload: { kind: 'post', id: post.id, reason: 'spam' },
        state: async () => view(ctx.t, ctx.a, '/api/reports/mine'),
      };
    },
  },
  'GET /api/reports/mine': {
    access: 'self',
    setup: async (ctx) => {
      const author = await ctx.fresh('Autor Denunciado');
      const post = await createPost(ctx.t, author, 'Publicação duvidosa');
      const secret = `denuncia-secreta-${Math.random().toString(36).slice(2)}`;
      await send(ctx.t, ctx.a, 'POST', '/api/reports', {
        payload: { kind: 'post', id: post.id, reason: 'outro', text: secret },
      });
      return { url: '/api/reports/mine', secrets: [secret] };
    },
  },
  'POST /api/appeals': {
    access: 'owner',
    setup: async (ctx) => {
      const post = await createPost(ctx.t, ctx.a, 'Publicação ocultada');
      await ctx.t.database.db
        .insertInto('content_holds')
        .values({ target_kind: 'post', target_id: post.id, state: 'hidden', reason: 'Golpe.', created_at: 1 })
        .execute();
      const url = `/api/posts/${post.id}`;
      return {
        url: '/api/appeals',
        payload: { kind: 'post', id: post.id, text: 'Não era golpe.' },
        state: async () => view(ctx.t, ctx.a, url),
      };
    },
  },
  'GET /api/admin/moderation': {
    access: 'console',
    setup: async (ctx) => {
      await reportedPost(ctx);
      return { url: '/api/admin/moderation', secrets: ['Publicação denunciada'] };
    },
  },
  'POST /api/admin/moderation/:kind/:id/actions': {
    access: 'console',
    setup: async (ctx) => {
      const post = await reportedPost(ctx);
      return {
        url: `/api/admin/moderation/post/${post.id}/actions`,
        payload: { action: 'dismiss', reason: 'Sem violação.' },
        state: async () => view(ctx.t, ctx.b, '/api/reports/mine'),
      };
    },
  },
};
