import { createPost } from '../support';
import { repostedPost } from './copies';
import type { CaseTable } from './types';

/**
 * What a member saw is theirs to report, and only on items they may see: once A is private, B (who
 * does not follow A) is refused A's post and any copy of it. Every role of every team is a member
 * here; tests/security/views.test.ts shows what each role's report counts.
 */
export const viewCases: CaseTable = {
  'POST /api/views': {
    access: 'shared',
    why: 'every member reports the posts, reels and videos they saw, for the brands’ reach',
    private: true,
    setup: async (ctx) => {
      const post = await createPost(ctx.t, ctx.a, `Post visto ${Math.random().toString(36).slice(2)}`);
      return { url: '/api/views', payload: { items: [{ kind: 'post', id: post.id }] } };
    },
    copy: async (ctx) => {
      const { copyId, author } = await repostedPost(ctx);
      return { url: '/api/views', owner: author, payload: { items: [{ kind: 'post', id: copyId }] } };
    },
  },
};
