import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { ANON_HOLD_MS, MEMBER_HOLD_MS } from './orders.service';
import {
  addProducts,
  checkoutBody,
  giveDelivery,
  orderIdOf,
  payByCard,
  postCheckout,
  STORE,
  stockOf,
  SUCCESS_URL,
  useProducts,
} from '../../testing/fixtures/store';
import { useTestApp } from '../../testing/test-app';

// These tests reserve whole stocks without an account; the anonymous share has its own tests.
const t = useTestApp({ env: { STORE_ANON_HOLD_PERCENT: '100' } });
const [shirt, mug, closed] = useProducts(t, [
  {
    handle: 'camisa-teste',
    title: 'Camisa Teste',
    variants: [
      { sku: 'CT-P', options: { Tamanho: 'P' }, price: 5000, salePrice: 4000, stock: 5 },
      { sku: 'CT-M', options: { Tamanho: 'M' }, price: 5000, stock: 1 },
    ],
  },
  {
    handle: 'caneca-teste',
    title: 'Caneca Teste',
    variants: [{ sku: 'CN', price: 2500, manageInventory: false, stock: 0 }],
  },
  {
    handle: 'fechado-teste',
    title: 'Produto Fechado',
    purchasable: false,
    variants: [{ sku: 'FC', price: 1000, stock: 10 }],
  },
]);

const order = (id: string) =>
  t.database.db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /checkout', () => {
  it('reserves the stock, freezes the order in BRL with free freight and answers the hosted page URL', async () => {
    const [p, m] = shirt.variants;
    // Read once first, so the product's assembled snapshot exists: its stock must still read live.
    expect(
      (await t.app.inject({ method: 'GET', url: `${STORE}/products/${shirt.id}` })).json().product.variants[0]
        .inventory_quantity,
    ).toBe(5);
    const res = await postCheckout(t, [
      { variant_id: p!.id, quantity: 2 },
      { variant_id: mug.variants[0]!.id, quantity: 3 },
      { variant_id: p!.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/pay\/ord_[0-9a-z]+\?token=[\w-]+$/);
    expect(url).toContain('?');
    expect(await stockOf(t, p!.id)).toBe(2);
    expect(await stockOf(t, m!.id)).toBe(1);
    // Unmanaged stock is never touched.
    expect(await stockOf(t, mug.variants[0]!.id)).toBe(0);
    const live = (await t.app.inject({ method: 'GET', url: `${STORE}/products/${shirt.id}` })).json().product;
    expect(live.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([2, 1]);

    const id = orderIdOf(url);
    const row = await order(id);
    expect(row).toMatchObject({
      status: 'pending',
      currency: 'brl',
      subtotal: 3 * 4000 + 3 * 2500,
      freight: 0,
      total: 19500,
      member_id: null,
    });
    expect(row.expires_at).toBe(row.created_at + ANON_HOLD_MS);
    const items = await t.database.db
      .selectFrom('store_order_items')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    expect(
      items.map((i) => [i.title, i.variant_title, i.quantity, i.unit_amount, i.list_amount, i.line_total, i.reserved]),
    ).toEqual([
      ['Camisa Teste', 'P', 3, 4000, 5000, 12000, 1],
      ['Caneca Teste', 'Padrão', 3, 2500, 2500, 7500, 0],
    ]);

    // Prices are frozen: a later price change leaves the order alone.
    await t.database.db.updateTable('store_variants').set({ sale_amount: 100 }).where('id', '=', p!.id).execute();
    expect((await order(id)).total).toBe(19500);
    await t.database.db.updateTable('store_variants').set({ sale_amount: 4000 }).where('id', '=', p!.id).execute();
  });

  it('refuses more than the stock with 409 insufficient_inventory naming the product, and takes nothing', async () => {
    const [p, m] = shirt.variants;
    const before = await stockOf(t, p!.id);
    const res = await postCheckout(t, [
      { variant_id: p!.id, quantity: 1 },
      { variant_id: m!.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'insufficient_inventory',
      message: 'Estoque insuficiente para Camisa Teste (M). Apenas 1 restantes.',
    });
    // The whole checkout rolled back: the first line's reservation did not stay.
    expect(await stockOf(t, p!.id)).toBe(before);
    expect(await stockOf(t, m!.id)).toBe(1);
  });

  it('validates every item: known variant, purchasable, quantity of at least 1', async () => {
    const missing = await postCheckout(t, [{ variant_id: 'variant_nope', quantity: 1 }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });

    const notForSale = await postCheckout(t, [{ variant_id: closed.variants[0]!.id, quantity: 1 }]);
    expect(notForSale.statusCode).toBe(409);
    expect(notForSale.json()).toEqual({
      statusCode: 409,
      code: 'not_purchasable',
      message: 'Produto Fechado não está disponível para compra.',
    });
    expect(await stockOf(t, closed.variants[0]!.id)).toBe(10);

    for (const items of [
      [],
      [{ variant_id: mug.variants[0]!.id, quantity: 0 }],
      [{ variant_id: mug.variants[0]!.id, quantity: 1.5 }],
      [{ quantity: 1 }],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${STORE}/checkout`,
        payload: { ...checkoutBody([]), items },
      });
      expect(res.statusCode, JSON.stringify(items)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    }
    const badUrl = await t.app.inject({
      method: 'POST',
      url: `${STORE}/checkout`,
      payload: {
        ...checkoutBody([{ variant_id: mug.variants[0]!.id, quantity: 1 }]),
        successUrl: 'javascript:alert(1)',
      },
    });
    expect(badUrl.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${STORE}/checkout`,
      payload: '{"items":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
  });

  it('links the order to the member when the request carries a session, and accepts anonymous checkouts', async () => {
    const member = await signupMember(t.app);
    const res = await postCheckout(t, [{ variant_id: mug.variants[0]!.id, quantity: 1 }], { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const id = orderIdOf(res.json().url);
    expect((await order(id)).member_id).toBe(member.member.id);
    expect((await order(id)).expires_at).toBe((await order(id)).created_at + MEMBER_HOLD_MS);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: member.cookie } });
    expect(list.json().orders.map((o: { id: string }) => o.id)).toEqual([id]);
    const one = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: member.cookie } });
    expect(one.json().order).toMatchObject({
      id,
      status: 'pending',
      totalInCents: 2500,
      freightInCents: 0,
      currency: 'brl',
      number: id.slice(-8).toUpperCase(),
    });

    // Someone else's order reads as missing.
    const other = await signupMember(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: other.cookie } })).json().orders,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('reservations', () => {
  it('expire after their hold: the stock comes back and the order cannot be paid any more', async () => {
    const [fresh] = await addProducts(t, [
      { handle: 'expira-teste', variants: [{ sku: 'EXP', price: 1000, stock: 3 }] },
    ]);
    const variant = fresh!.variants[0]!.id;
    const res = await postCheckout(t, [{ variant_id: variant, quantity: 3 }]);
    const id = orderIdOf(res.json().url);
    expect(await stockOf(t, variant)).toBe(0);
    const soldOut = await postCheckout(t, [{ variant_id: variant, quantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);

    t.clock.advance(ANON_HOLD_MS - 60_000);
    const quantities = `${STORE}/variants?fields=inventory_quantity&product_ids[]=${fresh!.id}`;
    expect((await t.app.inject({ method: 'GET', url: quantities })).json().variants[0].inventory_quantity).toBe(0);

    t.clock.advance(2 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: quantities })).json().variants[0].inventory_quantity).toBe(3);
    expect((await order(id)).status).toBe('expired');
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(res.json().url).pathname + new URL(res.json().url).search,
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Este pedido foi encerrado');

    // The freed stock sells again.
    expect((await postCheckout(t, [{ variant_id: variant, quantity: 3 }])).statusCode).toBe(200);
    expect(await stockOf(t, variant)).toBe(0);
  });

  it('a paid order keeps its stock sold past its hold', async () => {
    const [fresh] = await addProducts(t, [{ handle: 'pago-teste', variants: [{ sku: 'PAG', price: 1000, stock: 2 }] }]);
    const variant = fresh!.variants[0]!.id;
    const res = await postCheckout(t, [{ variant_id: variant, quantity: 2 }]);
    expect((await giveDelivery(t, res.json().url)).statusCode).toBe(303);
    const paid = await payByCard(t, res.json().url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${SUCCESS_URL}?order_id=${orderIdOf(res.json().url)}`);
    t.clock.advance(2 * MEMBER_HOLD_MS);
    await t.app.inject({ method: 'GET', url: `${STORE}/variants?product_ids[]=${fresh!.id}` });
    expect(await stockOf(t, variant)).toBe(0);
    expect((await order(orderIdOf(res.json().url))).status).toBe('paid');
  });
});
