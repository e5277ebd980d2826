import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { crc16 } from './payments/pix';
import { signatureHeader } from './payments/provider';
import { sandboxEvent, sandboxWebhookSecret } from './payments/sandbox';
import {
  addProducts,
  CANCEL_URL,
  giveDelivery,
  orderIdOf,
  addToCart,
  postCheckout,
  payByCard,
  postPageForm,
  stockOf,
  SUCCESS_URL,
} from '../../testing/fixtures/store';

const SECRET = 'test-secret-0123456789abcdef0123456789';
/** A storefront served from another origin, allowed through ALLOWED_ORIGINS. */
const ELSEWHERE = 'http://127.0.0.1:5173';

let t: TestApp;
let variant: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ALLOWED_ORIGINS: ELSEWHERE } });
  const [p] = await addProducts(t, [
    { handle: 'fone-teste', title: 'Fone Teste', variants: [{ sku: 'FT', price: 10000, salePrice: 8990, stock: 20 }] },
  ]);
  variant = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

async function newOrder(quantity = 1, headers: Record<string, string> = {}, urls?: Parameters<typeof postCheckout>[3]) {
  const res = await postCheckout(t, [{ variant_id: variant, quantity }], headers, urls);
  expect(res.statusCode).toBe(200);
  expect((await giveDelivery(t, res.json().url)).statusCode).toBe(303);
  const url = new URL(res.json().url);
  return {
    id: orderIdOf(res.json().url),
    url: res.json().url as string,
    path: url.pathname,
    token: url.searchParams.get('token')!,
  };
}

async function fillCart(cookie: string, quantity: number) {
  expect((await addToCart(t, cookie, variant, quantity)).statusCode).toBe(200);
}

const form = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields);
const status = async (id: string) =>
  await t.database.db
    .selectFrom('store_orders')
    .select(['status', 'payment_method', 'paid_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const webhook = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
  });

describe('the sandbox hosted page', () => {
  it('shows the order summary in pt-BR with card and Pix, and no inline script', async () => {
    const o = await newOrder(2, {}, { successUrl: `${ELSEWHERE}/success`, cancelUrl: `${ELSEWHERE}/checkout` });
    const res = await t.app.inject({ method: 'GET', url: `${o.path}?token=${o.token}&lang=pt-BR` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain('Fone Teste');
    expect(res.body).toContain('R$\u00a0179,80');
    expect(res.body).toContain('Grátis');
    expect(res.body).toContain('Número do cartão');
    expect(res.body).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // The forms may end at the storefront's return pages, wherever that storefront lives.
    expect(csp).toContain("form-action 'self' http://127.0.0.1:5173");
    expect(csp).not.toContain('unsafe-eval');
    const js = await t.app.inject({ method: 'GET', url: '/pay/pay.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
  });

  it('refuses a wrong token with a 404 page', async () => {
    const o = await newOrder();
    const res = await t.app.inject({ method: 'GET', url: `${o.path}?token=wrong` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Pedido não encontrado ou link inválido.');
    const pay = await payByCard(t, `${o.path}?token=${'x'.repeat(32)}`, { number: '4242424242424242', name: 'A' });
    expect(pay.statusCode).toBe(404);
    expect((await status(o.id)).status).toBe('pending');
  });

  it('declines the test card 4000 0000 0000 0002 in pt-BR and leaves the order payable', async () => {
    const o = await newOrder();
    const res = await payByCard(t, o.url, { number: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Pagamento recusado pelo emissor do cartão. Tente outro cartão.');
    expect(res.body).toContain('value="4000 0000 0000 0002"');
    expect((await status(o.id)).status).toBe('pending');
    const invalid = await payByCard(t, o.url, { number: '4242 4242 4242 4241' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Número de cartão inválido');
    const expired = await payByCard(t, o.url, { number: '4242424242424242', expiry: '01/20' });
    expect(expired.body).toContain('Validade inválida ou vencida.');

    const ok = await payByCard(t, o.url);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${SUCCESS_URL}?order_id=${o.id}`);
    expect(await status(o.id)).toMatchObject({ status: 'paid', payment_method: 'card' });
    // Back on the page after paying: it says so and leads on.
    const again = await t.app.inject({ method: 'GET', url: `${o.path}?token=${o.token}` });
    expect(again.body).toContain('Este pedido já foi pago.');
  });

  it('shows a real Pix BR Code with its CRC16 and a QR image, and settles when the bank confirms', async () => {
    const o = await newOrder(1);
    const res = await t.app.inject({ method: 'GET', url: `${o.path}?token=${o.token}&method=pix` });
    expect(res.statusCode).toBe(200);
    const code = /<textarea id="pix-code"[^>]*>([^<]+)<\/textarea>/.exec(res.body)![1]!.replace(/&#38;/g, '&');
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('0014br.gov.bcb.pix');
    expect(code).toContain('52040000530398654');
    expect(code).toContain('540589.90');
    expect(code).toContain('5802BR');
    expect(code).toMatch(/62\d\d05\d\d[A-Za-z0-9]+6304[0-9A-F]{4}$/);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(res.body).toMatch(
      /<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="QR Code do Pix para pagamento"/,
    );

    const confirm = await form(`${o.path}/pix`, { token: o.token });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${SUCCESS_URL}?order_id=${o.id}`);
    expect(await status(o.id)).toMatchObject({ status: 'paid', payment_method: 'pix' });
  });

  // The cart keeps its items while the member pays (it is emptied by the payment), so cancelling
  // leaves it as it was: once, not twice.
  it('cancels: the stock comes back at once, the cart stays as it was, and a second cancel does nothing', async () => {
    const member = await signupMember(t.app);
    await fillCart(member.cookie, 3);
    const before = await stockOf(t, variant);
    const o = await newOrder(3, { cookie: member.cookie });
    expect(await stockOf(t, variant)).toBe(before - 3);
    const res = await form(`${o.path}/cancel`, { token: o.token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(CANCEL_URL);
    expect(await stockOf(t, variant)).toBe(before);
    expect((await status(o.id)).status).toBe('canceled');
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: member.cookie } });
    expect(cart.json().items).toEqual([expect.objectContaining({ variantId: variant, quantity: 3 })]);

    await form(`${o.path}/cancel`, { token: o.token });
    expect(await stockOf(t, variant)).toBe(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: member.cookie } })).json().items[0]
        .quantity,
    ).toBe(3);
    const pay = await payByCard(t, o.url, { number: '4242424242424242', name: 'A' });
    expect(pay.statusCode).toBe(410);
  });
});

describe('POST /api/payments/webhook/sandbox', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const o = await newOrder();
    const stock = await stockOf(t, variant);
    const { body } = sandboxEvent(SECRET, t.clock, 'payment.succeeded', o.id, 'card');
    const now = Math.floor(t.clock.now() / 1000);
    for (const signature of [
      undefined,
      'garbage',
      signatureHeader('another-secret', now, body),
      signatureHeader(sandboxWebhookSecret(SECRET), now - 301, body),
    ]) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    // A valid signature over a different body is still refused.
    const tampered = body.replace('payment.succeeded', 'payment.failed');
    expect((await webhook(tampered, signatureHeader(sandboxWebhookSecret(SECRET), now, body))).statusCode).toBe(400);
    expect((await status(o.id)).status).toBe('pending');
    expect(await stockOf(t, variant)).toBe(stock);
    const count = await t.database.db
      .selectFrom('store_payment_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('applies an event once: a redelivery has no second effect, and a paid order never goes back', async () => {
    const o = await newOrder(2);
    const stock = await stockOf(t, variant);
    const paid = sandboxEvent(SECRET, t.clock, 'payment.succeeded', o.id, 'card');
    const first = await webhook(paid.body, paid.signature);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const paidAt = (await status(o.id)).paid_at;
    t.clock.advance(1000);
    const again = await webhook(paid.body, paid.signature);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await status(o.id)).paid_at).toBe(paidAt);

    const failed = sandboxEvent(SECRET, t.clock, 'payment.failed', o.id, 'card');
    expect((await webhook(failed.body, failed.signature)).json().outcome).toBe('ignored');
    expect((await status(o.id)).status).toBe('paid');
    expect(await stockOf(t, variant)).toBe(stock);
  });

  it('a failed payment closes the order and gives the stock back', async () => {
    const o = await newOrder(4);
    const stock = await stockOf(t, variant);
    const failed = sandboxEvent(SECRET, t.clock, 'payment.failed', o.id, 'pix');
    expect((await webhook(failed.body, failed.signature)).json().outcome).toBe('applied');
    expect((await status(o.id)).status).toBe('failed');
    expect(await stockOf(t, variant)).toBe(stock + 4);
  });

  it('needs no session and passes the origin guard without an Origin header', async () => {
    const o = await newOrder();
    const paid = sandboxEvent(SECRET, t.clock, 'payment.succeeded', o.id, 'card');
    const res = await webhook(paid.body, paid.signature);
    expect(res.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/paypal',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
