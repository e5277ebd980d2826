import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { MEMBER_HOLD_MS } from './orders.service';
import { addProducts, giveDelivery, orderIdOf, payByCard, postCheckout, stockOf } from '../../testing/fixtures/store';

/*
 * A member's cart keeps its items until the order is paid, so going back from the payment page loses
 * nothing; the pending order can be paid again from 'Meus pedidos' while its hold lasts.
 */

let t: TestApp;
let productId: string;
let variant: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await addProducts(t, [
    { handle: 'mochila-retomada', title: 'Mochila', variants: [{ sku: 'MR', price: 12000, stock: 20 }] },
  ]);
  productId = p!.id;
  variant = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const cartOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json().items as {
    variantId: string;
    quantity: number;
  }[];
const addToCart = (cookie: string, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: { cookie },
    payload: { productId, variantId: variant, quantity },
  });
const resume = (cookie: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/resume`, headers: { cookie }, payload: {} });
async function checkoutAs(cookie: string, quantity: number) {
  const res = await postCheckout(t, [{ variant_id: variant, quantity }], { cookie });
  expect(res.statusCode).toBe(200);
  expect((await giveDelivery(t, res.json().url)).statusCode).toBe(303);
  return orderIdOf(res.json().url);
}

describe('resuming a pending order', () => {
  it('keeps the cart through checkout, resumes the payment page, and empties only what was paid', async () => {
    const { cookie } = await signupMember(t.app);
    expect((await addToCart(cookie, 2)).statusCode).toBe(200);
    const orderId = await checkoutAs(cookie, 2);
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ variantId: variant, quantity: 2 })]);

    const res = await resume(cookie, orderId);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url, 'http://localhost');
    expect(url.pathname).toBe(`/pay/${orderId}/go`);
    const go = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(go.statusCode).toBe(303);
    const page = new URL(go.headers.location!, 'http://localhost');
    expect((await t.app.inject({ method: 'GET', url: page.pathname + page.search })).body).toContain('Mochila');

    // One more added after the checkout stays in the cart once the order's two are paid.
    await addToCart(cookie, 1);
    const paid = await payByCard(t, page.pathname + page.search, { expiry: '1230' });
    expect(paid.statusCode).toBe(303);
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ variantId: variant, quantity: 1 })]);
    const again = await resume(cookie, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'order_not_payable',
      message: 'Este pedido foi encerrado e não pode mais ser pago.',
    });
  });

  it('refuses once the hold lapsed, in pt-BR, and the cart still holds the items', async () => {
    const { cookie } = await signupMember(t.app);
    await addToCart(cookie, 1);
    const stock = await stockOf(t, variant);
    const orderId = await checkoutAs(cookie, 1);
    expect(await stockOf(t, variant)).toBe(stock - 1);
    t.clock.advance(MEMBER_HOLD_MS + 1);
    const res = await resume(cookie, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'order_not_payable',
      message: 'A reserva deste pedido expirou e ele não pode mais ser pago.',
    });
    expect(await stockOf(t, variant)).toBe(stock);
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ variantId: variant, quantity: 1 })]);
  });

  it("reads someone else's order, or an anonymous one, as missing", async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const orderId = await checkoutAs(owner.cookie, 1);
    expect((await resume(other.cookie, orderId)).statusCode).toBe(404);
    const anonymous = orderIdOf((await postCheckout(t, [{ variant_id: variant, quantity: 1 }])).json().url);
    expect((await resume(other.cookie, anonymous)).statusCode).toBe(404);
    expect((await resume('', orderId)).statusCode).toBe(401);
  });
});
