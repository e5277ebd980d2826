import { multipart, png, send, view, type Actor } from '../support';
import type { CaseContext, CaseTable } from './types';

const me =
  (ctx: CaseContext, owner: Actor = ctx.a) =>
  () =>
    view(ctx.t, owner, '/api/me');

/** The owner still gets in with their password: an account or password untouched by the others. */
const canLogin = (ctx: CaseContext, owner: Actor) => async () => {
  const res = await send(ctx.t, null, 'POST', '/api/auth/login', {
    payload: { email: owner.email, password: owner.password },
  });
  return res.statusCode;
};

async function sessionOf(ctx: CaseContext, owner: Actor): Promise<string> {
  const res = await send(ctx.t, owner, 'GET', '/api/security/sessions');
  const current = (res.json().items as { id: string; current: boolean }[]).find((s) => s.current);
  if (!current) throw new Error(`no current session in ${res.body}`);
  return current.id;
}

/**
 * A private member with a waiting follow request. The request row is written directly: the follow
 * flow decides when requests exist, and this suite only asks who may see and answer them.
 */
async function followRequest(ctx: CaseContext) {
  const owner = await ctx.fresh('Dona Privada');
  await send(ctx.t, owner, 'PATCH', '/api/settings/privacy', { payload: { privateAccount: true } });
  const requester = await ctx.fresh(`Pedinte ${Math.random().toString(36).slice(2, 10)}`);
  await ctx.t.database.db
    .insertInto('follow_requests')
    .values({ owner_id: owner.id, requester_id: requester.id, created_at: ctx.t.clock.now() })
    .execute();
  return { owner, requester, state: () => view(ctx.t, owner, '/api/settings/follow-requests') };
}

export const accountCases: CaseTable = {
  'GET /api/me': { access: 'self', setup: async (ctx) => ({ url: '/api/me', secrets: [ctx.a.email] }) },
  'PATCH /api/me/preferences': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/me/preferences', payload: { theme: 'forest' }, state: me(ctx) }),
  },
  'POST /api/me/onboarding/finish': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/me/onboarding/finish', state: me(ctx) }),
  },
  'DELETE /api/me': {
    access: 'self',
    setup: async (ctx) => {
      const owner = await ctx.fresh();
      return { url: '/api/me', owner, payload: { password: owner.password }, state: canLogin(ctx, owner) };
    },
  },

  'PATCH /api/settings/profile': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/settings/profile', payload: { bio: 'Bio nova' }, state: me(ctx) }),
  },
  'POST /api/settings/avatar': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/settings/avatar',
      ...multipart({}, { field: 'image', filename: 'eu.png', contentType: 'image/png', data: await png(32, 32) }),
      state: me(ctx),
    }),
  },
  'DELETE /api/settings/avatar': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/settings/avatar', state: me(ctx) }),
  },
  'GET /api/settings/privacy': { access: 'self', setup: async () => ({ url: '/api/settings/privacy' }) },
  'PATCH /api/settings/privacy': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/settings/privacy',
      payload: { hideCounters: true },
      state: () => view(ctx.t, ctx.a, '/api/settings/privacy'),
    }),
  },
  'GET /api/settings/notifications': { access: 'self', setup: async () => ({ url: '/api/settings/notifications' }) },
  'PATCH /api/settings/notifications': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/settings/notifications',
      payload: { like: false },
      state: () => view(ctx.t, ctx.a, '/api/settings/notifications'),
    }),
  },
  'GET /api/settings/follow-requests': {
    access: 'self',
    setup: async (ctx) => {
      const { owner, requester } = await followRequest(ctx);
      return { url: '/api/settings/follow-requests', owner, secrets: [requester.name] };
    },
  },
  'POST /api/settings/follow-requests/:memberId/approve': {
    access: 'owner',
    setup: async (ctx) => {
      const { owner, requester, state } = await followRequest(ctx);
      return { url: `/api/settings/follow-requests/${requester.id}/approve`, owner, state };
    },
  },
  'DELETE /api/settings/follow-requests/:memberId': {
    access: 'owner',
    setup: async (ctx) => {
      const { owner, requester, state } = await followRequest(ctx);
      return { url: `/api/settings/follow-requests/${requester.id}`, owner, state };
    },
  },
  'GET /api/settings/export': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/settings/export', secrets: [ctx.a.email] }),
  },

  'POST /api/security/password': {
    access: 'self',
    setup: async (ctx) => {
      const owner = await ctx.fresh();
      return {
        url: '/api/security/password',
        owner,
        payload: { currentPassword: owner.password, newPassword: 'outra-senha-forte-9' },
        state: canLogin(ctx, owner),
      };
    },
  },
  'GET /api/security/sessions': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/security/sessions', secrets: [await sessionOf(ctx, ctx.a)] }),
  },
  'DELETE /api/security/sessions/:id': {
    access: 'owner',
    setup: async (ctx) => {
      const owner = await ctx.fresh();
      const id = await sessionOf(ctx, owner);
      // The owner's own call ends this very session, so the state is read just before it.
      return {
        url: `/api/security/sessions/${encodeURIComponent(id)}`,
        owner,
        state: () => view(ctx.t, owner, '/api/me'),
      };
    },
  },
  'GET /api/security/2fa': { access: 'self', setup: async () => ({ url: '/api/security/2fa' }) },
  'POST /api/security/2fa/setup': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/security/2fa/setup', state: () => view(ctx.t, ctx.a, '/api/security/2fa') }),
  },
  // Without a started setup and a right code, A's own calls are refused too; the state must not move.
  'POST /api/security/2fa/enable': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/security/2fa/enable',
      payload: { code: '123456' },
      ownerStatus: 400,
      state: () => view(ctx.t, ctx.a, '/api/security/2fa'),
    }),
  },
  'POST /api/security/2fa/disable': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/security/2fa/disable',
      payload: { password: ctx.a.password },
      ownerStatus: 409,
      state: () => view(ctx.t, ctx.a, '/api/security/2fa'),
    }),
  },
  'POST /api/security/2fa/recovery-codes': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/security/2fa/recovery-codes',
      payload: { password: ctx.a.password },
      ownerStatus: 409,
      state: () => view(ctx.t, ctx.a, '/api/security/2fa'),
    }),
  },
};
