import { addProducts } from '../../../src/server/testing/fixtures/store';
import { multipart, png } from '../support';
import type { CaseContext, CaseTable } from './types';

const editors = ['owner', 'editor'] as const;

/** A product of the suite's brand, of its own for each probe, and what the studio and the store hold of it. */
async function brandProduct(ctx: CaseContext) {
  const handle = `estudio-${ctx.t.clock.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [p] = await addProducts(ctx.t, [
    {
      handle,
      title: `Produto ${handle}`,
      metadata: { brand: ctx.team.brandId },
      variants: [{ sku: `SKU-${handle}`, price: 4990, stock: 5 }],
    },
  ]);
  const product = p!;
  const state = async () => ({
    product: await ctx.t.database.db
      .selectFrom('store_products')
      .select(['title', 'hidden', 'deleted_at', 'thumbnail_url'])
      .where('id', '=', product.id)
      .executeTakeFirst(),
    variants: await ctx.t.database.db
      .selectFrom('store_variants')
      .select(['id', 'amount', 'stock'])
      .where('product_id', '=', product.id)
      .execute(),
    images: await ctx.t.database.db
      .selectFrom('store_product_images')
      .select('id')
      .where('product_id', '=', product.id)
      .execute(),
  });
  return { product, url: `/api/studio/brands/${ctx.team.brandId}/products/${product.id}`, state };
}

const body = (title: string, variantId?: string) => ({
  title,
  subtitle: null,
  description: '<p>Editado no estúdio.</p>',
  options: [],
  variants: [
    {
      ...(variantId ? { id: variantId } : {}),
      title: '',
      sku: null,
      options: [],
      price: 3990,
      salePrice: null,
      stock: 9,
      manageInventory: true,
    },
  ],
  purchasable: true,
  hidden: false,
});

/** A brand's products in its studio: owners and editors only, and only the brand's own products. */
export const studioProductCases: CaseTable = {
  'GET /api/studio/brands/:brandId/products': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const { product } = await brandProduct(ctx);
      return { url: `/api/studio/brands/${ctx.team.brandId}/products`, owner: ctx.team.owner, secrets: [product.id] };
    },
  },
  'POST /api/studio/brands/:brandId/products': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const title = `Novo ${ctx.t.clock.now()} ${Math.random().toString(36).slice(2, 8)}`;
      return {
        url: `/api/studio/brands/${ctx.team.brandId}/products`,
        payload: body(title),
        owner: ctx.team.editor,
        state: async () =>
          ctx.t.database.db.selectFrom('store_products').select('id').where('title', '=', title).execute(),
      };
    },
  },
  'GET /api/studio/brands/:brandId/products/:productId': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const { product, url } = await brandProduct(ctx);
      return { url, owner: ctx.team.owner, secrets: [product.variants[0]!.id] };
    },
  },
  'PUT /api/studio/brands/:brandId/products/:productId': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const { product, url, state } = await brandProduct(ctx);
      return { url, payload: body('Título trocado', product.variants[0]!.id), owner: ctx.team.editor, state };
    },
  },
  'DELETE /api/studio/brands/:brandId/products/:productId': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const { url, state } = await brandProduct(ctx);
      return { url, owner: ctx.team.owner, state };
    },
  },
  'POST /api/studio/brands/:brandId/products/:productId/images': {
    access: 'team',
    allow: editors,
    setup: async (ctx) => {
      const { url, state } = await brandProduct(ctx);
      return {
        url: `${url}/images`,
        ...multipart({}, { field: 'image', filename: 'foto.png', contentType: 'image/png', data: await png(64, 64) }),
        owner: ctx.team.editor,
        state,
      };
    },
  },
};
