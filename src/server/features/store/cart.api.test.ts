import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { useProducts } from '../../testing/fixtures/store';
import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '../../../shared/store-rules';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const [shirt, mug, closed] = useProducts(t, [
  {
    handle: 'camiseta-carrinho',
    title: 'Camiseta Carrinho',
    variants: [
      { sku: 'CC-P', options: { Tamanho: 'P' }, price: 5000, stock: 3 },
      { sku: 'CC-M', options: { Tamanho: 'M' }, price: 5000, stock: 0 },
    ],
  },
  { handle: 'caneca-carrinho', title: 'Caneca', variants: [{ sku: 'CCN', price: 2500, manageInventory: false }] },
  {
    handle: 'fechado-carrinho',
    title: 'Fechado',
    purchasable: false,
    variants: [{ sku: 'CCF', price: 1000, stock: 5 }],
  },
]);

function as(cookie: string) {
  const headers = { cookie };
  return {
    get: () => t.app.inject({ method: 'GET', url: '/api/cart', headers }),
    add: (productId: string, variantId: string, quantity: number) =>
      t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { productId, variantId, quantity } }),
    set: (variantId: string, quantity: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/cart/items/${variantId}`, headers, payload: { quantity } }),
    remove: (variantId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/cart/items/${variantId}`, headers, payload: {} }),
    clear: () => t.app.inject({ method: 'DELETE', url: '/api/cart', headers, payload: {} }),
  };
}

describe('the member cart', () => {
  it('merges quantities of the same variant and refuses an add past the managed stock with the spec message', async () => {
    const { cookie } = await signupMember(t.app);
    const cart = as(cookie);
    const p = shirt.variants[0]!.id;
    expect((await cart.add(shirt.id, p, 2)).json().items).toEqual([{ productId: shirt.id, variantId: p, quantity: 2 }]);
    expect((await cart.add(shirt.id, p, 1)).json().items).toEqual([{ productId: shirt.id, variantId: p, quantity: 3 }]);
    const over = await cart.add(shirt.id, p, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'insufficient_inventory',
      message: 'Estoque insuficiente para Camiseta Carrinho (P). Apenas 3 restantes.',
    });
    const soldOut = await cart.add(shirt.id, shirt.variants[1]!.id, 1);
    expect(soldOut.json().message).toBe('Estoque insuficiente para Camiseta Carrinho (M). Apenas 0 restantes.');
    expect((await cart.get()).json().items).toEqual([{ productId: shirt.id, variantId: p, quantity: 3 }]);
  });

  it('takes unmanaged stock up to the line cap, refuses what is not for sale, and sets, removes and clears', async () => {
    const { cookie } = await signupMember(t.app);
    const cart = as(cookie);
    const m = mug.variants[0]!.id;
    expect((await cart.add(mug.id, m, MAX_UNITS_PER_LINE)).statusCode).toBe(200);
    expect((await cart.add(mug.id, m, 1)).json().code).toBe('quantity_limit');
    expect((await cart.add(closed.id, closed.variants[0]!.id, 1)).json().code).toBe('not_purchasable');
    expect((await cart.set(m, 2)).json().items[0].quantity).toBe(2);
    expect((await cart.set(m, 0)).statusCode).toBe(400);
    expect((await cart.set('variant_absent', 1)).statusCode).toBe(404);
    await cart.add(shirt.id, shirt.variants[0]!.id, 1);
    expect((await cart.set(shirt.variants[0]!.id, 4)).statusCode).toBe(409);
    expect((await cart.remove(m)).json().items.map((i: { variantId: string }) => i.variantId)).toEqual([
      shirt.variants[0]!.id,
    ]);
    expect((await cart.clear()).json()).toEqual({ items: [] });
    expect((await cart.get()).json()).toEqual({ items: [] });
  });

  it('keeps a variant it does not know (a remote store) as given, and bounds quantities', async () => {
    const { cookie } = await signupMember(t.app);
    const cart = as(cookie);
    expect((await cart.add('prod_remote', 'variant_remote', 2)).json().items).toEqual([
      { productId: 'prod_remote', variantId: 'variant_remote', quantity: 2 },
    ]);
    expect((await cart.add('prod_remote', 'variant_remote', 0)).statusCode).toBe(400);
    expect((await cart.add('prod_remote', 'variant_remote', 1000)).statusCode).toBe(400);
  });

  it('holds no more than one order may: the line and the total caps', async () => {
    const { cookie } = await signupMember(t.app);
    const cart = as(cookie);
    for (const v of ['r1', 'r2', 'r3']) {
      expect((await cart.add(`prod_${v}`, `variant_${v}`, MAX_UNITS_PER_LINE)).statusCode).toBe(200);
    }
    expect(MAX_UNITS_PER_ORDER).toBe(3 * MAX_UNITS_PER_LINE);
    const over = await cart.add('prod_r4', 'variant_r4', 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'quantity_limit',
      message: `Seu carrinho pode ter no máximo ${MAX_UNITS_PER_ORDER} unidades no total.`,
    });
    const line = await cart.set('variant_r1', MAX_UNITS_PER_LINE + 1);
    expect(line.json()).toMatchObject({ code: 'quantity_limit' });
    expect((await cart.set('variant_r1', 2)).statusCode).toBe(200);
    expect((await cart.add('prod_r4', 'variant_r4', 8)).statusCode).toBe(200);
  });

  it('belongs to its member, survives a new session, and needs a session and a same-site origin', async () => {
    const member = await signupMember(t.app);
    await as(member.cookie).add(mug.id, mug.variants[0]!.id, 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    const other = login.cookies.find((c) => c.name === 'bs_session')!;
    expect((await as(`bs_session=${other.value}`).get()).json().items).toHaveLength(1);
    const stranger = await signupMember(t.app);
    expect((await as(stranger.cookie).get()).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
      payload: { productId: mug.id, variantId: mug.variants[0]!.id, quantity: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
