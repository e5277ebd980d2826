import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProducts, giveDelivery, orderIdOf, STORE, stockOf } from '../../src/server/testing/fixtures/store';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { expectPtBrError } from './support';

const PUBLIC = 'https://brandsocial.exemplo.com.br';
const STOREFRONT = 'https://vitrine.exemplo.com.br';
/** app.inject's own origin (Host: localhost:80). */
const OWN = 'http://localhost';

const FOREIGN = [
  'https://evil.example/obrigado',
  '//evil.example/obrigado',
  'javascript:alert(1)',
  'JaVaScRiPt://localhost/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost\\@evil.example/',
  'https:\\\\evil.example/',
  'http:/\\evil.example/',
  'http://localhost@evil.example/',
  'http://user:senha@localhost/',
  'http://localhost.evil.example/',
  'https://vitrine.exemplo.com.br.evil.example/',
  'http://vitrine.exemplo.com.br/obrigado',
  'https://brandsocial.exemplo.com.br:8443/',
  'http://localhost%2F@evil.example/',
  'http://evil.example#@localhost/',
  '/obrigado',
];

let t: TestApp;
let variant: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: PUBLIC, ALLOWED_ORIGINS: `${STOREFRONT}, https://outra.exemplo.com.br` },
  });
  const [p] = await addProducts(t, [{ handle: 'retorno', title: 'Retorno', variants: [{ price: 100, stock: 500 }] }]);
  variant = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

let next = 0;
function checkout(successUrl: string, cancelUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `${STORE}/checkout`,
    payload: { items: [{ variant_id: variant, quantity: 1 }], successUrl, cancelUrl, timeZone: 'America/Sao_Paulo' },
    remoteAddress: `192.0.2.${(next++ % 250) + 1}`,
  });
}

const link = (url: string) => {
  const u = new URL(url);
  return { id: orderIdOf(url), path: u.pathname, token: u.searchParams.get('token')! };
};
const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const card = { number: '4242424242424242', name: 'Ana', expiry: '12/40', cvc: '123' };

/** True when a Location or link stays on this site or the allowed storefronts. */
const staysHome = (url: string) =>
  [OWN, PUBLIC, STOREFRONT].some((origin) => url === origin || url.startsWith(`${origin}/`));

describe('checkout return URLs', () => {
  it('refuses foreign, protocol-relative, script, backslash and look-alike URLs with 400 before holding stock', async () => {
    const stock = await stockOf(t, variant);
    for (const bad of FOREIGN) {
      for (const [success, cancel] of [
        [bad, `${OWN}/checkout`],
        [`${OWN}/success`, bad],
      ]) {
        const res = await checkout(success!, cancel!);
        expect(res.statusCode, `${success} ${cancel}`).toBe(400);
        expect(res.json().code).toBe('validation_failed');
        expectPtBrError(res, bad);
      }
    }
    const named = await checkout('https://evil.example/', `${OWN}/checkout`);
    expect(named.json().message).toBe('O endereço de retorno (successUrl) precisa ser deste site.');
    expect(await stockOf(t, variant)).toBe(stock);
  });

  it("accepts this site's own origin, its public address and ALLOWED_ORIGINS, and sends the buyer back there", async () => {
    for (const origin of [OWN, PUBLIC, STOREFRONT, 'https://outra.exemplo.com.br']) {
      const res = await checkout(`${origin}/sucesso?x=1`, `${origin}/carrinho`);
      expect(res.statusCode, origin).toBe(200);
      const l = link(res.json().url);
      const back = await t.app.inject({ method: 'GET', url: `${l.path}/cancel?token=${l.token}` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`${origin}/carrinho`);
    }
    const res = await checkout(`${STOREFRONT}/sucesso`, `${STOREFRONT}/carrinho`);
    const l = link(res.json().url);
    expect((await giveDelivery(t, res.json().url)).statusCode).toBe(303);
    const paid = await form(`${l.path}/card`, { token: l.token, ...card });
    expect(paid.headers.location).toBe(`${STOREFRONT}/sucesso?order_id=${l.id}`);
  });

  it('never redirects nor links elsewhere for an order stored with foreign URLs (before the check existed)', async () => {
    const stored = async () => {
      const res = await checkout(`${OWN}/success`, `${OWN}/checkout`);
      const l = link(res.json().url);
      expect((await giveDelivery(t, res.json().url)).statusCode).toBe(303);
      await t.database.db
        .updateTable('store_orders')
        .set({ success_url: 'https://evil.example/ok', cancel_url: '//evil.example/volta' })
        .where('id', '=', l.id)
        .execute();
      return l;
    };

    const cancelled = await stored();
    for (const back of [
      await t.app.inject({ method: 'GET', url: `${cancelled.path}/cancel?token=${cancelled.token}` }),
      await form(`${cancelled.path}/cancel`, { token: cancelled.token }),
    ]) {
      expect(back.statusCode).toBe(303);
      expect(staysHome(String(back.headers.location)), String(back.headers.location)).toBe(true);
    }
    const closed = await t.app.inject({ method: 'GET', url: `${cancelled.path}?token=${cancelled.token}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).not.toContain('evil.example');
    expect(String(closed.headers['content-security-policy'])).not.toContain('evil.example');

    const open = await stored();
    const page = await t.app.inject({ method: 'GET', url: `${open.path}?token=${open.token}` });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).not.toContain('evil.example');
    for (const method of ['card', 'pix'] as const) {
      const l = await stored();
      const paid = await form(`${l.path}/${method}`, { token: l.token, ...card });
      expect(paid.statusCode, method).toBe(303);
      expect(staysHome(String(paid.headers.location)), String(paid.headers.location)).toBe(true);
      const again = await t.app.inject({ method: 'GET', url: `${l.path}?token=${l.token}` });
      expect(again.statusCode).toBe(200);
      expect(again.body).not.toContain('evil.example');
    }
  });
});
