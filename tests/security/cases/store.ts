import { orderNumber } from '../../../src/shared/store';
import { send, view } from '../support';
import type { CaseContext, CaseTable, Probe } from './types';

const SUCCESS_URL = 'http://localhost/success';
const CANCEL_URL = 'http://localhost/checkout';

/** An order of A's, placed through the storefront with A's session. */
async function orderOf(ctx: CaseContext): Promise<string> {
  const res = await send(ctx.t, ctx.a, 'POST', `${ctx.store}/checkout`, {
    payload: {
      items: [{ variant_id: ctx.variant.variantId, quantity: 1 }],
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
      locale: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
    },
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  const m = /\/pay\/([^/?]+)\?/.exec(res.json().url as string);
  if (!m) throw new Error(`unexpected checkout url ${res.body}`);
  return decodeURIComponent(m[1]!);
}

/** A's cart holding the fixture variant, with A's view of it as the state. */
async function withCart(ctx: CaseContext, url: string, extra: Partial<Probe> = {}): Promise<Probe> {
  const add = await send(ctx.t, ctx.a, 'POST', '/api/cart/items', { payload: { ...ctx.variant, quantity: 1 } });
  if (add.statusCode !== 200) throw new Error(`cart failed: ${add.statusCode} ${add.body}`);
  return { url, state: () => view(ctx.t, ctx.a, '/api/cart'), ...extra };
}

export const storeCases: CaseTable = {
  'GET /api/cart': { access: 'self', setup: (ctx) => withCart(ctx, '/api/cart') },
  'DELETE /api/cart': { access: 'self', setup: (ctx) => withCart(ctx, '/api/cart') },
  'POST /api/cart/items': {
    access: 'self',
    setup: (ctx) => withCart(ctx, '/api/cart/items', { payload: { ...ctx.variant, quantity: 2 } }),
  },
  'PATCH /api/cart/items/:variantId': {
    access: 'self',
    setup: (ctx) => withCart(ctx, `/api/cart/items/${ctx.variant.variantId}`, { payload: { quantity: 3 } }),
  },
  'DELETE /api/cart/items/:variantId': {
    access: 'self',
    setup: (ctx) => withCart(ctx, `/api/cart/items/${ctx.variant.variantId}`),
  },
  'GET /api/orders': { access: 'self', setup: async (ctx) => ({ url: '/api/orders', secrets: [await orderOf(ctx)] }) },
  'GET /api/orders/:orderId': { access: 'owner', setup: async (ctx) => ({ url: `/api/orders/${await orderOf(ctx)}` }) },
  'POST /api/orders/:orderId/resume': {
    access: 'owner',
    setup: async (ctx) => {
      const id = await orderOf(ctx);
      return { url: `/api/orders/${id}/resume`, payload: {}, state: () => view(ctx.t, ctx.a, `/api/orders/${id}`) };
    },
  },

  'POST /api/store/admin/import': {
    access: 'operator',
    setup: async (ctx) => ({
      url: '/api/store/admin/import',
      payload: { products: [] },
      state: () => view(ctx.t, ctx.a, `${ctx.store}/products`),
    }),
  },
  'GET /api/store/admin/export': { access: 'operator', setup: async () => ({ url: '/api/store/admin/export' }) },

  // BrandBot reads the caller's own orders: B asking 'rastrear pedido' never hears of A's.
  'POST /api/assistant/reply': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/assistant/reply',
      payload: { message: 'rastrear pedido' },
      secrets: [orderNumber(await orderOf(ctx))],
    }),
  },
};
