import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import {
  addProducts,
  checkoutBody,
  DELIVERY,
  DELIVERY_ADDRESS,
  giveDelivery,
  orderIdOf,
  payByCard,
  postCheckout,
  STORE,
  stockOf,
} from '../../testing/fixtures/store';

let t: TestApp;
let tenis: string;
let meia: string;
let chaveiro: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const products = await addProducts(t, [
    {
      handle: 'tenis-br',
      metadata: { max_installments: 3 },
      variants: [{ sku: 'TBR', price: 20000, stock: 50, weight: 900 }],
    },
    {
      handle: 'meia-br',
      metadata: { max_installments: 6 },
      variants: [{ sku: 'MBR', price: 2000, stock: 50, weight: 100 }],
    },
    { handle: 'chaveiro-br', variants: [{ sku: 'CBR', price: 1500, stock: 50, weight: 50 }] },
  ]);
  [tenis, meia, chaveiro] = products.map((p) => p.variants[0]!.id) as [string, string, string];
  cookie = (await signupMember(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const both = () => [
  { variant_id: tenis, quantity: 1 },
  { variant_id: meia, quantity: 1 },
];

function checkoutWith(delivery: Record<string, unknown>, items = both()) {
  return t.app.inject({
    method: 'POST',
    url: `${STORE}/checkout`,
    payload: { ...checkoutBody(items), delivery },
    headers: { cookie },
  });
}

/** Intl writes 'R$' with a no-break space. */
const plain = (html: string) => html.replace(/\u00a0/g, ' ');

const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie } })).json().order;

describe('checkout with a delivery', () => {
  it('keeps CPF, address and SEDEX priced by the server, whatever price the client sends', async () => {
    const res = await checkoutWith({ ...DELIVERY, shipping: 'sedex', priceInCents: 0, freight: 0, days: 1 });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['url']);
    const order = await orderOf(orderIdOf(res.json().url));
    // 1 kg to São Paulo by SEDEX: R$ 25,90, on a subtotal of R$ 220,00.
    expect(order).toMatchObject({
      subtotalInCents: 22000,
      freightInCents: 2590,
      totalInCents: 24590,
      installments: null,
      installmentsMax: 3,
      delivery: {
        cpfMasked: '***.982.247-**',
        cep: '01310100',
        ...DELIVERY_ADDRESS,
        method: 'sedex',
        days: 1,
      },
    });
  });

  it('refuses a bad CPF, a bad CEP or a CEP of another UF in pt-BR, and reserves nothing', async () => {
    const stock = await stockOf(t, tenis);
    const cases: [Record<string, string>, string][] = [
      [{ cpf: '529.982.247-24' }, 'CPF inválido. Confira os números.'],
      [{ cpf: '111.111.111-11' }, 'CPF inválido. Confira os números.'],
      [{ cep: '1234-567' }, 'CEP inválido. Use 8 dígitos, como 01310-100.'],
      [{ uf: 'RJ' }, 'Este CEP é de SP. Confira o CEP ou a UF.'],
      [{ uf: 'XX' }, 'Selecione a UF.'],
      [{ shipping: 'drone' }, 'Escolha o frete.'],
    ];
    for (const [change, message] of cases) {
      const res = await checkoutWith({ ...DELIVERY, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed', message });
    }
    expect(await stockOf(t, tenis)).toBe(stock);
  });

  it('offers 1x..3x on the hosted page, refuses more, and keeps the installments paid in', async () => {
    const res = await checkoutWith({ ...DELIVERY, shipping: 'sedex' });
    const url = res.json().url as string;
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    const html = plain(page.body);
    expect(html).toContain('<select id="installments" name="installments">');
    expect(html).toContain('1x de R$ 245,90 (à vista)');
    expect(html).toContain('3x de R$ 81,97 sem juros');
    expect(html).not.toContain('4x de');
    expect(html).toContain('Frete (SEDEX)');
    expect(html).toContain('Chega em até 1 dia útil');

    const refused = await payByCard(t, url, { installments: '4' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Número de parcelas indisponível para este pedido.');
    expect((await payByCard(t, url, { installments: '3' })).statusCode).toBe(303);
    expect(await orderOf(orderIdOf(url))).toMatchObject({ status: 'paid', paymentMethod: 'card', installments: 3 });
  });
});

describe('an order placed with items only (the storefront contract)', () => {
  it('gets its delivery on the hosted page, priced there, before it can be paid', async () => {
    const res = await postCheckout(t, [{ variant_id: chaveiro, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    const id = orderIdOf(url);
    const path = new URL(url).pathname + new URL(url).search;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/pay/${id}/delivery"`);
    expect(page.body).toContain('autocomplete="postal-code"');
    expect(page.body).toContain('inputmode="numeric" autocomplete="off" maxlength="14" data-format="cpf"');
    // No paying before the delivery.
    expect((await payByCard(t, url, { installments: '1' })).statusCode).toBe(409);

    const bad = await giveDelivery(t, url, { ...DELIVERY, cpf: '123.456.789-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('CPF inválido. Confira os números.');
    expect(bad.body).toContain('value="Avenida Paulista"');

    const good = await giveDelivery(t, url, { ...DELIVERY, shipping: 'pac', freight: '0' });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe(
      `${new URL(url).pathname}?token=${new URL(url).searchParams.get('token')}&method=card`,
    );
    // R$ 15,00 is under the free-PAC threshold: PAC to São Paulo costs R$ 18,90.
    const row = await t.database.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      freight: 1890,
      total: 3390,
      shipping_method: 'pac',
      shipping_days: 3,
      buyer_cpf: '52998224725',
    });
    // Given once: a second delivery does not move the total.
    await giveDelivery(t, url, { ...DELIVERY, shipping: 'sedex' });
    expect(
      (await t.database.db.selectFrom('store_orders').select('total').where('id', '=', id).executeTakeFirstOrThrow())
        .total,
    ).toBe(3390);

    const payPage = await t.app.inject({ method: 'GET', url: path });
    expect(plain(payPage.body)).toContain('Pagar R$ 33,90');
    expect(payPage.body).not.toContain('<select id="installments"');
    expect((await payByCard(t, url, { installments: '1' })).statusCode).toBe(303);
  });
});

describe('GET /api/store/cep/:cep', () => {
  it('answers the address of a CEP, and refuses what is not one in pt-BR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/cep/01310-100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: { cep: '01310100', uf: 'SP', city: 'São Paulo', district: 'Bela Vista', street: 'Avenida Paulista' },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/store/cep/123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CEP inválido. Use 8 dígitos, como 01310-100.');
  });
});
