import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { ANON_HOLD_MS, MEMBER_HOLD_MS } from './orders.service';
import { signatureHeader } from './payments/provider';
import { addProducts, addToCart, CANCEL_URL, postCheckout, stockOf, SUCCESS_URL } from '../../testing/fixtures/store';

/** A stand-in for Stripe's HTTP API on 127.0.0.1: records requests, answers like Stripe does. */
interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}
const requests: Recorded[] = [];
let failNext = false;
let sessions = 0;
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    requests.push({ method: req.method!, path: req.url!, headers: req.headers, form: new URLSearchParams(body) });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 500;
      return res.end(JSON.stringify({ error: { message: 'boom' } }));
    }
    if (req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${++sessions}`;
      return res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}#fidkdWxOYHwnPyd1`,
        }),
      );
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.url ?? '');
    if (expire) return res.end(JSON.stringify({ id: expire[1], status: 'expired' }));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: 'unknown' } }));
  });
});

const WEBHOOK_SECRET = 'whsec_test_0123456789';
let t: TestApp;
let variant: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://loja.exemplo.com.br',
    },
  });
  const [p] = await addProducts(t, [
    {
      handle: 'tenis-teste',
      title: 'Tênis Teste',
      variants: [{ sku: 'TT-40', title: '40', price: 30000, salePrice: 25000, stock: 10 }],
    },
  ]);
  variant = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

async function newOrder(quantity = 1) {
  const res = await postCheckout(t, [{ variant_id: variant, quantity }]);
  expect(res.statusCode).toBe(200);
  const orderId = requests.find((r) => r.path === '/v1/checkout/sessions')!.form.get('metadata[order_id]')!;
  return { url: res.json().url as string, orderId, session: `cs_test_${sessions}` };
}

function sessionEvent(
  type: string,
  orderId: string,
  extra: Record<string, unknown> = {},
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { order_id: orderId },
        ...extra,
      },
    },
  });
}
const send = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    payload: body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
const signed = (body: string, at = Math.floor(t.clock.now() / 1000)) =>
  send(body, signatureHeader(WEBHOOK_SECRET, at, body));
/** Lets every earlier test's unpaid order lapse, so a test's stock arithmetic sees only its own. */
async function expireOthers() {
  t.clock.advance(2 * MEMBER_HOLD_MS);
  await t.app.inject({ method: 'GET', url: '/store/store_brandsocial/variants?product_ids[]=x' });
}
const orderRow = (id: string) =>
  t.database.db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Stripe Checkout Sessions', () => {
  it('opens a BRL session with card and Pix, line items, return URLs and the order id', async () => {
    const o = await newOrder(2);
    const call = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer sk_test_abc');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers['idempotency-key']).toBe(`checkout-${o.orderId}`);
    const f = call.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('currency')).toBe('brl');
    expect(f.getAll('payment_method_types[]')).toEqual(['card', 'pix']);
    expect(f.get('line_items[0][price_data][currency]')).toBe('brl');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('25000');
    expect(f.get('line_items[0][quantity]')).toBe('2');
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Tênis Teste (40)');
    expect(f.get('success_url')).toBe(`${SUCCESS_URL}?order_id=${o.orderId}`);
    expect(f.get('cancel_url')).toMatch(
      new RegExp(`^https://loja\\.exemplo\\.com\\.br/pay/${o.orderId}/cancel\\?token=`),
    );
    expect(f.get('client_reference_id')).toBe(o.orderId);
    expect(Number(f.get('expires_at'))).toBeGreaterThanOrEqual(Math.floor(t.clock.now() / 1000) + 30 * 60);
    expect(f.get('payment_method_options[pix][expires_after_seconds]')).toBe('1800');

    // The Stripe URL has a fragment, so the client gets this server's redirect (it takes `&lang=…`).
    expect(o.url).toMatch(new RegExp(`^https://loja\\.exemplo\\.com\\.br/pay/${o.orderId}/go\\?token=`));
    const go = await t.app.inject({
      method: 'GET',
      url: new URL(`${o.url}&lang=pt`).pathname + new URL(`${o.url}&lang=pt`).search,
    });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe(`https://checkout.stripe.test/c/pay/${o.session}#fidkdWxOYHwnPyd1`);
  });

  it('answers 502 and gives the stock back when Stripe refuses', async () => {
    const before = await stockOf(t, variant);
    failNext = true;
    const res = await postCheckout(t, [{ variant_id: variant, quantity: 3 }]);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ statusCode: 502, code: 'payment_unavailable' });
    expect(await stockOf(t, variant)).toBe(before);
  });
});

describe('POST /api/payments/webhook/stripe', () => {
  it('verifies Stripe-Signature on the raw body: a bad, stale or missing signature is 400 and changes nothing', async () => {
    const o = await newOrder();
    const body = sessionEvent('checkout.session.completed', o.orderId, { payment_status: 'paid' });
    const now = Math.floor(t.clock.now() / 1000);
    expect((await send(body, undefined)).statusCode).toBe(400);
    expect((await send(body, signatureHeader('whsec_other', now, body))).statusCode).toBe(400);
    expect((await send(body, signatureHeader(WEBHOOK_SECRET, now - 301, body))).statusCode).toBe(400);
    // The same JSON re-serialised is a different body: the signature no longer matches.
    expect(
      (await send(JSON.stringify(JSON.parse(body), null, 2), signatureHeader(WEBHOOK_SECRET, now, body))).statusCode,
    ).toBe(400);
    expect((await orderRow(o.orderId)).status).toBe('pending');

    const ok = await send(
      body,
      `t=${now},v1=${'0'.repeat(64)},v1=${signatureHeader(WEBHOOK_SECRET, now, body).split('v1=')[1]}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', payment_method: 'card' });
  });

  it('a completed session is paid only when payment_status is paid; Pix pays later through async_payment_succeeded', async () => {
    await expireOthers();
    const o = await newOrder(2);
    const stock = await stockOf(t, variant);
    t.clock.advance(5 * 60_000);
    expect(
      (await signed(sessionEvent('checkout.session.completed', o.orderId, { payment_status: 'unpaid' }))).json()
        .outcome,
    ).toBe('applied');
    expect((await orderRow(o.orderId)).status).toBe('pending');

    // The buyer has a Pix code: the reservation is held past the usual hold while the code is valid.
    t.clock.advance(MEMBER_HOLD_MS - 5 * 60_000);
    await t.app.inject({ method: 'GET', url: `/store/store_brandsocial/variants?product_ids[]=x` });
    expect((await orderRow(o.orderId)).status).toBe('pending');
    expect(await stockOf(t, variant)).toBe(stock);

    const paid = sessionEvent('checkout.session.async_payment_succeeded', o.orderId, { payment_status: 'paid' });
    expect((await signed(paid)).json().outcome).toBe('applied');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', payment_method: 'pix' });
    expect(await stockOf(t, variant)).toBe(stock);
  });

  it('ignores a duplicate event by id: an expiry delivered twice returns the stock once', async () => {
    const o = await newOrder(3);
    const stock = await stockOf(t, variant);
    const body = sessionEvent('checkout.session.expired', o.orderId, {}, 'evt_expire_once');
    expect((await signed(body)).json().outcome).toBe('applied');
    expect(await stockOf(t, variant)).toBe(stock + 3);
    expect((await signed(body)).json().outcome).toBe('duplicate');
    expect(await stockOf(t, variant)).toBe(stock + 3);
    expect((await orderRow(o.orderId)).status).toBe('expired');
  });

  it('async_payment_failed closes the order and returns the stock; a later failure never reverts a paid order', async () => {
    const o = await newOrder(1);
    const stock = await stockOf(t, variant);
    await signed(sessionEvent('checkout.session.async_payment_failed', o.orderId));
    expect((await orderRow(o.orderId)).status).toBe('failed');
    expect(await stockOf(t, variant)).toBe(stock + 1);

    const p = await newOrder(1);
    await signed(sessionEvent('checkout.session.completed', p.orderId, { payment_status: 'paid' }));
    await signed(sessionEvent('checkout.session.async_payment_failed', p.orderId));
    await signed(sessionEvent('checkout.session.expired', p.orderId));
    expect((await orderRow(p.orderId)).status).toBe('paid');
  });

  it('a payment after the reservation lapsed takes the stock again and marks the order paid', async () => {
    await expireOthers();
    const o = await newOrder(2);
    const stock = await stockOf(t, variant);
    t.clock.advance(ANON_HOLD_MS + 1000);
    await t.app.inject({ method: 'GET', url: `/store/store_brandsocial/variants?product_ids[]=x` });
    expect((await orderRow(o.orderId)).status).toBe('expired');
    expect(await stockOf(t, variant)).toBe(stock + 2);
    await signed(sessionEvent('checkout.session.completed', o.orderId, { payment_status: 'paid' }));
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', needs_review: 0 });
    expect(await stockOf(t, variant)).toBe(stock);
  });

  it('the cancel return frees the stock, leaves the cart as it was and expires the Stripe session', async () => {
    const member = await signupMember(t.app);
    // The cart keeps its items until the payment succeeds: the cancel neither empties nor doubles it.
    await addToCart(t, member.cookie, variant, 2);
    const res = await postCheckout(t, [{ variant_id: variant, quantity: 2 }], { cookie: member.cookie });
    const call = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    const stock = await stockOf(t, variant);
    const cancel = new URL(call.form.get('cancel_url')!);
    const back = await t.app.inject({ method: 'GET', url: cancel.pathname + cancel.search });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(CANCEL_URL);
    expect(await stockOf(t, variant)).toBe(stock + 2);
    expect(requests.some((r) => r.path === `/v1/checkout/sessions/cs_test_${sessions}/expire`)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: member.cookie } })).json().items[0]
        .quantity,
    ).toBe(2);
    expect(res.statusCode).toBe(200);
  });
});
