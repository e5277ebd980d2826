import { createPost, createShopProduct, multipart, png, send, view, type Actor } from '../support';
import type { CaseContext, CaseTable, Probe } from './types';

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

async function campaign(ctx: CaseContext): Promise<{ id: string }> {
  const post = await createPost(ctx.t, ctx.a, 'Post anunciado');
  const res = await send(ctx.t, ctx.a, 'POST', '/api/ads/campaigns', {
    payload: { objective: 'reach', dailyBudgetCents: 5000, durationDays: 7, postId: post.id },
  });
  if (res.statusCode !== 201) throw new Error(`campaign failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function onProduct(ctx: CaseContext, path = '', extra: Partial<Probe> = {}): Promise<Probe> {
  const product = await createShopProduct(ctx.t, ctx.a, `Produto ${Math.random().toString(36).slice(2)}`);
  return {
    url: `/api/shop/products/${product.id}${path}`,
    state: async () => view(ctx.t, ctx.a, '/api/shop/products'),
    ...extra,
  };
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

  'GET /api/shop': { access: 'self', setup: async () => ({ url: '/api/shop' }) },
  'PUT /api/shop/name': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/shop/name',
      payload: { storeName: 'Loja Nova' },
      state: () => view(ctx.t, ctx.a, '/api/shop'),
    }),
  },
  'GET /api/shop/products': { access: 'self', setup: async (ctx) => onProduct(ctx, '', { url: '/api/shop/products' }) },
  'POST /api/shop/products': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/shop/products',
      ...multipart(
        { name: 'Boné', priceCents: '2990', description: '' },
        { field: 'image', filename: 'bone.png', contentType: 'image/png', data: await png() },
      ),
      state: () => view(ctx.t, ctx.a, '/api/shop/products'),
    }),
  },
  'GET /api/shop/members/:userId/products': {
    access: 'shared',
    why: 'a public member’s store is on show to every member',
    private: true,
    setup: async (ctx) => {
      const product = await createShopProduct(ctx.t, ctx.a, `Produto ${Math.random().toString(36).slice(2)}`);
      return { url: `/api/shop/members/${ctx.a.id}/products`, secrets: [ctx.a.email], privateSecrets: [product.name] };
    },
  },
  'PATCH /api/shop/products/:id': {
    access: 'owner',
    setup: async (ctx) => onProduct(ctx, '', multipart({ name: 'Nome trocado', priceCents: '100', description: '' })),
  },
  'DELETE /api/shop/products/:id': { access: 'owner', setup: (ctx) => onProduct(ctx) },
  'PUT /api/shop/products/:id/like': {
    access: 'shared',
    why: 'any member may like a product of a public member’s store',
    private: true,
    setup: (ctx) => onProduct(ctx, '/like'),
  },
  'DELETE /api/shop/products/:id/like': {
    access: 'shared',
    why: 'any member may like a product of a public member’s store',
    private: true,
    setup: (ctx) => onProduct(ctx, '/like'),
  },

  'GET /api/wallet': { access: 'self', setup: async () => ({ url: '/api/wallet' }) },
  'GET /api/wallet/transactions': { access: 'self', setup: async () => ({ url: '/api/wallet/transactions' }) },
  // A new member has no balance: A's own withdrawal is refused too, and the wallet must not move.
  'POST /api/wallet/withdrawals': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/wallet/withdrawals',
      payload: { amountCents: 100, bank: 'Banco', agency: '0001', account: '12345-6' },
      ownerStatus: 409,
      state: () => view(ctx.t, ctx.a, '/api/wallet/transactions'),
    }),
  },

  'GET /api/ads/campaigns': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/ads/campaigns', secrets: [(await campaign(ctx)).id] }),
  },
  // Advertising a post needs it to be one's own: B naming A's post is refused.
  'POST /api/ads/campaigns': {
    access: 'owner',
    setup: async (ctx) => {
      const post = await createPost(ctx.t, ctx.a, 'Post para anunciar');
      return {
        url: '/api/ads/campaigns',
        payload: { objective: 'engagement', dailyBudgetCents: 1000, durationDays: 3, postId: post.id },
        state: () => view(ctx.t, ctx.a, '/api/ads/campaigns'),
      };
    },
  },
  'GET /api/ads/campaigns/:id': {
    access: 'owner',
    setup: async (ctx) => ({ url: `/api/ads/campaigns/${(await campaign(ctx)).id}` }),
  },
  'POST /api/ads/campaigns/:id/end': {
    access: 'owner',
    setup: async (ctx) => {
      const c = await campaign(ctx);
      return { url: `/api/ads/campaigns/${c.id}/end`, state: () => view(ctx.t, ctx.a, `/api/ads/campaigns/${c.id}`) };
    },
  },
};
