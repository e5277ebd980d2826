import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListReplySchema, productReplySchema, variantQuantitiesReplySchema } from '../../../shared/store';
import { addProducts, addToCart, postCheckout, STORE } from '../../testing/fixtures/store';
import { signupTeam } from '../../testing/fixtures/teams';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';

/** What the studio changes shows on the storefront API at once, and carts and checkouts keep working. */

let t: TestApp;
let team: Awaited<ReturnType<typeof signupTeam>>;
let productId: string;
let variantId: string;
const BRAND = 'nexo-tech';

beforeAll(async () => {
  t = await createTestApp();
  team = await signupTeam(t, BRAND);
  const [p] = await addProducts(t, [
    {
      handle: 'caixa-som-nexo-teste',
      title: 'Caixa de Som Nexo',
      metadata: { brand: BRAND },
      variants: [{ sku: 'T-SOM', price: 24990, stock: 4 }],
    },
  ]);
  productId = p!.id;
  variantId = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' } });
const storefrontProduct = async () => productReplySchema.parse((await get(`${STORE}/products/${productId}`)).json());
const storefrontList = async () => productListReplySchema.parse((await get(`${STORE}/products?limit=100`)).json());

const edit = (over: {
  price: number;
  salePrice: number | null;
  stock: number;
  hidden?: boolean;
  purchasable?: boolean;
}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/studio/brands/${BRAND}/products/${productId}`,
    headers: { cookie: team.editor.cookie },
    payload: {
      title: 'Caixa de Som Nexo',
      subtitle: null,
      description: '<p>Som potente.</p>',
      options: [],
      variants: [
        {
          id: variantId,
          title: '',
          sku: 'T-SOM',
          options: [],
          price: over.price,
          salePrice: over.salePrice,
          stock: over.stock,
          manageInventory: true,
        },
      ],
      purchasable: over.purchasable ?? true,
      hidden: over.hidden ?? false,
    },
  });

describe('the storefront after a studio edit', () => {
  it('shows the new price, sale price and stock at once on the (cached) list, page and variants', async () => {
    // Read first, so the product's snapshot and the cached list exist before the edit.
    const before = await storefrontProduct();
    expect(before.product.variants[0]!.prices[0]!.amount).toBe(24990);
    expect((await storefrontList()).products.some((p) => p.id === productId)).toBe(true);

    const res = await edit({ price: 22990, salePrice: 19990, stock: 12 });
    expect(res.statusCode, res.body).toBe(200);

    const variant = (await storefrontProduct()).product.variants[0]!;
    expect(variant.id).toBe(variantId);
    expect(variant.prices[0]).toMatchObject({ amount: 22990, sale_amount: 19990, currency_code: 'brl' });
    expect(variant.inventory_quantity).toBe(12);
    const listed = (await storefrontList()).products.find((p) => p.id === productId)!;
    expect(listed.variants[0]!.prices[0]!.sale_amount).toBe(19990);
    const quantities = variantQuantitiesReplySchema.parse(
      (await get(`${STORE}/variants?fields=inventory_quantity&product_ids[]=${productId}`)).json(),
    );
    expect(quantities.variants).toEqual([{ id: variantId, inventory_quantity: 12 }]);
  });

  it('takes a hidden product off the list at once, and brings it back', async () => {
    expect((await edit({ price: 22990, salePrice: null, stock: 12, hidden: true })).statusCode).toBe(200);
    expect((await storefrontList()).products.some((p) => p.id === productId)).toBe(false);
    expect((await edit({ price: 22990, salePrice: null, stock: 12 })).statusCode).toBe(200);
    expect((await storefrontList()).products.some((p) => p.id === productId)).toBe(true);
  });

  it('keeps a cart line through an edit, checks it out at the new price, and refuses a product out of sale', async () => {
    const buyer = await signupMember(t.app, { name: 'Bia Compradora' });
    const add = await addToCart(t, buyer.cookie, variantId, 2);
    expect(add.statusCode, add.body).toBe(200);
    expect((await edit({ price: 21990, salePrice: null, stock: 5 })).statusCode).toBe(200);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer.cookie } });
    expect(cart.json().items).toEqual([{ productId, variantId, quantity: 2 }]);

    const checkout = await postCheckout(t, [{ variant_id: variantId, quantity: 2 }], { cookie: buyer.cookie });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const item = await t.database.db
      .selectFrom('store_order_items')
      .select(['unit_amount', 'quantity'])
      .where('variant_id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ unit_amount: 21990, quantity: 2 });
    // Reserved at checkout: 5 - 2.
    expect((await storefrontProduct()).product.variants[0]!.inventory_quantity).toBe(3);

    expect((await edit({ price: 21990, salePrice: null, stock: 3, purchasable: false })).statusCode).toBe(200);
    const refused = await postCheckout(t, [{ variant_id: variantId, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_purchasable');
  });
});
