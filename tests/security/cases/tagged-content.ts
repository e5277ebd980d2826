import { createPost, createShopProduct } from '../support';
import type { CaseContext, CaseTable, Probe } from './types';

const tagged = 'content tagging store products is shown to every member who may see the content itself';

/**
 * A fresh member's new post with an image, tagging the suite's store product (written as the tag
 * editor would). A member of its own: A's write budget is spent by the cases before.
 */
async function taggedPostOfA(ctx: CaseContext, url: (productId: string) => string): Promise<Probe> {
  const owner = await ctx.fresh('marcador');
  const post = await createPost(ctx.t, owner, `Marcado ${Math.random().toString(36).slice(2)}`);
  const productId = ctx.variant.productId;
  await ctx.t.database.db
    .insertInto('content_product_tags')
    .values({
      content_kind: 'post',
      content_id: post.id,
      product_kind: 'store',
      product_id: productId,
      position: 0,
      x: null,
      y: null,
      created_at: ctx.t.clock.now(),
    })
    .execute();
  return { url: url(productId), owner, privateSecrets: [post.id] };
}

/**
 * Explore's 'Compre pelo feed' and a product's 'Visto em' show content through each kind's loader:
 * A's tagged post while A is public, nothing of it once A is private or a block stands.
 */
export const taggedContentCases: CaseTable = {
  'GET /api/explore/shoppable': {
    access: 'shared',
    why: tagged,
    private: true,
    setup: (ctx) => taggedPostOfA(ctx, () => '/api/explore/shoppable'),
  },
  'GET /api/store/products/:id/seen-in': {
    access: 'shared',
    why: tagged,
    private: true,
    setup: (ctx) => taggedPostOfA(ctx, (id) => `/api/store/products/${id}/seen-in`),
  },
  'GET /api/shop/tag-taps': {
    access: 'self',
    setup: async (ctx) => {
      const product = await createShopProduct(ctx.t, ctx.a, 'Caneca Marcada');
      await ctx.t.database.db
        .insertInto('product_tag_opens')
        .values({
          id: `pto_${product.id}`,
          member_id: ctx.b.id,
          content_kind: 'post',
          content_id: 'pst_qualquer',
          product_id: product.id,
          opened_at: ctx.t.clock.now(),
        })
        .execute();
      return { url: '/api/shop/tag-taps', secrets: [product.id] };
    },
  },
};
