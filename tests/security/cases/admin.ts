import type { CaseContext, CaseTable } from './types';
import { view } from '../support';

/** A member of their own for a suspension probe: the matrix's A and B must stay signed in. */
async function target(ctx: CaseContext, suspended: boolean) {
  const m = await ctx.fresh('Membro Alvo');
  if (suspended) {
    await ctx.t.database.db
      .updateTable('users')
      .set({ suspended_at: ctx.t.clock.now() })
      .where('id', '=', m.id)
      .execute();
  }
  return m;
}

/** The suspension state the console shows of `id`, read as the operator sees it. */
const suspendedState = (ctx: CaseContext, email: string) => async () =>
  view(ctx.t, ctx.networkOperator, `/api/admin/members?q=${encodeURIComponent(email)}`);

/** The network operators' console: no member but an operator may learn it exists. */
export const adminCases: CaseTable = {
  'GET /api/admin/members': {
    access: 'console',
    setup: async (ctx) => ({ url: `/api/admin/members?q=${encodeURIComponent(ctx.a.email)}`, secrets: [ctx.a.email] }),
  },
  'POST /api/admin/members/:id/suspend': {
    access: 'console',
    setup: async (ctx) => {
      const m = await target(ctx, false);
      return { url: `/api/admin/members/${m.id}/suspend`, payload: {}, state: suspendedState(ctx, m.email) };
    },
  },
  'POST /api/admin/members/:id/reinstate': {
    access: 'console',
    setup: async (ctx) => {
      const m = await target(ctx, true);
      return { url: `/api/admin/members/${m.id}/reinstate`, payload: {}, state: suspendedState(ctx, m.email) };
    },
  },
  'GET /api/admin/audit': { access: 'console', setup: async () => ({ url: '/api/admin/audit' }) },
  'GET /api/admin/jobs': { access: 'console', setup: async () => ({ url: '/api/admin/jobs' }) },
};
