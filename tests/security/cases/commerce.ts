import { createPost, createShopProduct, multipart, png, send, view } from '../support';
import type { CaseContext, CaseTable, Probe } from './types';

async function campaign(ctx: CaseContext): Promise<{ id: string }> {
  const post = await createPost(ctx.t, ctx.a, 'Post anunciado');
  const res = await send(ctx.t, ctx.a, 'POST', '/api/ads/campaigns', {
    payload: { objective: 'reach', dailyBudgetCents: 5000, durationDays: 7, postId: post.id },
  });
  if (res.statusCode !== 201) throw new Error(`campaign failed: ${res.statusCode} ${res.body}`);
  return res.json().campaign;
}

async function onProduct(ctx: CaseContext, path = '', extra: Partial<Probe> = {}): Promise<Probe> {
  const product = await createShopProduct(ctx.t, ctx.a, `Produto ${Math.random().toString(36).slice(2)}`);
  return {
    url: `/api/shop/products/${product.id}${path}`,
    state: async () => view(ctx.t, ctx.a, '/api/shop/products'),
    ...extra,
  };
}

/** A member's shop, wallet and ad campaigns: each member reaches only their own. */
export const commerceCases: CaseTable = {
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
  // A's campaign waits for payment: B can neither pay it (nor open its page) nor cancel it.
  'POST /api/ads/campaigns/:id/pay': {
    access: 'owner',
    setup: async (ctx) => {
      const c = await campaign(ctx);
      return {
        url: `/api/ads/campaigns/${c.id}/pay`,
        payload: { paymentMethod: 'card' },
        state: () => view(ctx.t, ctx.a, `/api/ads/campaigns/${c.id}`),
      };
    },
  },
  'POST /api/ads/campaigns/:id/cancel': {
    access: 'owner',
    setup: async (ctx) => {
      const c = await campaign(ctx);
      return {
        url: `/api/ads/campaigns/${c.id}/cancel`,
        state: () => view(ctx.t, ctx.a, `/api/ads/campaigns/${c.id}`),
      };
    },
  },
  'POST /api/ads/campaigns/:id/end': {
    access: 'owner',
    setup: async (ctx) => {
      const c = await campaign(ctx);
      return { url: `/api/ads/campaigns/${c.id}/end`, state: () => view(ctx.t, ctx.a, `/api/ads/campaigns/${c.id}`) };
    },
  },
};
