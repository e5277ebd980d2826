import { createPost } from '../support';
import type { CaseTable } from './types';

const secret = () => `segredo${Math.random().toString(36).slice(2)}`;

export const tagCases: CaseTable = {
  // A's tagged post shows on the tag page while A is public, and never once A is private.
  'GET /api/tags/:tag': {
    access: 'shared',
    why: 'a hashtag lists what every member may see that carries it',
    private: true,
    setup: async (ctx) => {
      const tag = secret();
      const text = `Publicação de A #${tag} ${secret()}`;
      await createPost(ctx.t, ctx.a, text);
      return { url: `/api/tags/${tag}`, secrets: [ctx.a.email], privateSecrets: [text] };
    },
  },
  'GET /api/mentions/resolve': {
    access: 'shared',
    why: 'a mention names a member whom any member may find by name in the search',
    setup: async (ctx) => ({
      url: `/api/mentions/resolve?name=${encodeURIComponent(ctx.a.name)}`,
      secrets: [ctx.a.email],
    }),
    unblocked: 'turns a typed name into a profile link; the profile itself is missing across a block',
  },
};
