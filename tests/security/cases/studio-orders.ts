import { brandProduct, paidOrder } from '../../../src/server/testing/fixtures/orders';
import { addProducts } from '../../../src/server/testing/fixtures/store';
import type { CaseContext, CaseTable } from './types';

let products = 0;

/** A paid order of one of the suite brand's products, bought by a member of its own. */
async function brandOrder(ctx: CaseContext, buyerName = 'Quitéria Compradora') {
  const [product] = await addProducts(ctx.t, [brandProduct(`seguranca-pedido-${++products}`, ctx.team.brandId)]);
  const buyer = await ctx.fresh(buyerName);
  const orderId = await paidOrder(ctx.t, buyer.cookie, [{ variant_id: product!.variants[0]!.id, quantity: 1 }]);
  const state = async () => ({
    order: await ctx.t.database.db
      .selectFrom('store_orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirst(),
    fulfilment: await ctx.t.database.db
      .selectFrom('store_order_fulfilments')
      .select(['status', 'tracking_code'])
      .where('order_id', '=', orderId)
      .execute(),
    refunds: await ctx.t.database.db
      .selectFrom('store_order_refunds')
      .select('order_id')
      .where('order_id', '=', orderId)
      .execute(),
  });
  return { orderId, buyer, state };
}

/** A brand's orders in its studio, and the operator's list and refund in the console. */
export const studioOrderCases: CaseTable = {
  'GET /api/studio/brands/:brandId/orders': {
    access: 'team',
    allow: ['owner', 'editor'],
    setup: async (ctx) => {
      await brandOrder(ctx, 'Quitéria Compradora');
      return { url: `/api/studio/brands/${ctx.team.brandId}/orders?state=paid`, secrets: ['Quitéria'] };
    },
  },
  'POST /api/studio/brands/:brandId/orders/:orderId/fulfilment': {
    access: 'team',
    allow: ['owner', 'editor'],
    setup: async (ctx) => {
      const { orderId, state } = await brandOrder(ctx);
      return {
        url: `/api/studio/brands/${ctx.team.brandId}/orders/${orderId}/fulfilment`,
        payload: { status: 'enviado', trackingCode: 'AA123456789BR' },
        state,
      };
    },
  },
  'POST /api/studio/brands/:brandId/orders/:orderId/refund': {
    access: 'team',
    allow: ['owner'],
    setup: async (ctx) => {
      const { orderId, state } = await brandOrder(ctx);
      return { url: `/api/studio/brands/${ctx.team.brandId}/orders/${orderId}/refund`, payload: {}, state };
    },
  },
  'GET /api/admin/orders': {
    access: 'console',
    setup: async (ctx) => {
      const { buyer } = await brandOrder(ctx, 'Quirina Compradora');
      // The console shows the buyer in full: no one else may learn who bought what.
      return { url: `/api/admin/orders?q=${encodeURIComponent(buyer.email)}`, secrets: ['Quirina', buyer.email] };
    },
  },
  'POST /api/admin/orders/:orderId/refund': {
    access: 'console',
    setup: async (ctx) => {
      const { orderId, state } = await brandOrder(ctx);
      return { url: `/api/admin/orders/${orderId}/refund`, payload: {}, state };
    },
  },
};
