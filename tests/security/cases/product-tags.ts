import { addProducts } from '../../../src/server/testing/fixtures/store';
import { publishAsBrand } from '../../../src/server/testing/fixtures/brand-content';
import { createPost, createShopProduct, send, view } from '../support';
import type { BrandItemProbe, CaseContext, CaseTable, Probe } from './types';

const secret = () => `segredo${Math.random().toString(36).slice(2)}`;

/** A post of A's tagging a product of A's own shop, named with a secret. */
async function taggedPostOfA(ctx: CaseContext) {
  const name = `Caneca ${secret()}`;
  const product = await createShopProduct(ctx.t, ctx.a, name);
  const post = await createPost(ctx.t, ctx.a, `Com produto ${secret()}`);
  const url = `/api/product-tags/post/${post.id}`;
  const res = await send(ctx.t, ctx.a, 'PUT', url, { payload: { tags: [{ productId: product.id }] } });
  if (res.statusCode !== 200) throw new Error(`tagging failed: ${res.statusCode} ${res.body}`);
  return { post, product, name, url };
}

/** A brand post tagging one of the brand's store products; the probe takes the tag off. */
const brandTags: BrandItemProbe = async (ctx) => {
  const handle = `produto-${Math.random().toString(36).slice(2)}`;
  const [product] = await addProducts(ctx.t, [
    { handle, metadata: { brand: ctx.team.brandId }, variants: [{ price: 1000, stock: 5 }] },
  ]);
  const tags = JSON.stringify([{ productId: product!.id }]);
  const id = await publishAsBrand(ctx.t.app, ctx.team.editor.cookie, ctx.team.brandId, 'posts', 'Da marca', {
    productTags: tags,
  });
  return {
    url: `/api/product-tags/post/${id}`,
    payload: { tags: [] },
    state: async () => view(ctx.t, ctx.team.owner, `/api/posts/${id}`),
  };
};

/** Product tags on content (decision 030). */
export const productTagCases: CaseTable = {
  // Only whoever may manage the item changes its tags: its author, or the editors and owners of its brand.
  'PUT /api/product-tags/:kind/:id': {
    access: 'owner',
    setup: async (ctx): Promise<Probe> => {
      const { post, url } = await taggedPostOfA(ctx);
      return { url, payload: { tags: [] }, state: async () => view(ctx.t, ctx.a, `/api/posts/${post.id}`) };
    },
    brand: brandTags,
  },
  // The picker lists the caller's own shop products (or a brand's they may publish as): never A's to B.
  'GET /api/product-tags/candidates': {
    access: 'self',
    setup: async (ctx) => {
      const name = `Vaso ${secret()}`;
      await createShopProduct(ctx.t, ctx.a, name);
      return {
        url: '/api/product-tags/candidates',
        state: async () => view(ctx.t, ctx.a, '/api/product-tags/candidates'),
        secrets: [name],
      };
    },
  },
  // Any member who may see the content opens its tags; once A is private (or a block stands) B may not.
  'POST /api/product-tags/opens': {
    access: 'shared',
    why: 'a tag opens the product sheet for every member who may see the content it sits on',
    private: true,
    setup: async (ctx) => {
      const { post, product, name } = await taggedPostOfA(ctx);
      return {
        url: '/api/product-tags/opens',
        payload: { contentKind: 'post', contentId: post.id, productId: product.id },
        secrets: [ctx.a.email, name],
      };
    },
  },
};
