import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_HOLD_MS, MEMBER_HOLD_MS } from '../../src/server/features/store/orders.service';
import {
  addProducts,
  checkoutBody,
  giveDelivery,
  orderIdOf,
  STORE,
  stockOf,
} from '../../src/server/testing/fixtures/store';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '../../src/shared/store-rules';
import { expectPtBrError, newActor, type Actor } from './support';

type Items = { variant_id: string; quantity: number }[];

let next = 0;
/** A fresh client address per request, so the per-IP budget stays out of tests about something else. */
const freshIp = () => `198.51.100.${(next++ % 250) + 1}`;

function checkout(t: TestApp, items: Items, opts: { actor?: Actor; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${STORE}/checkout`,
    payload: checkoutBody(items),
    headers: opts.actor ? { cookie: opts.actor.cookie } : {},
    remoteAddress: opts.ip ?? freshIp(),
  });
}

const orderRow = (t: TestApp, id: string) =>
  t.database.db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderCount = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('store_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const payLink = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, token: u.searchParams.get('token')! };
};

describe('checkout hoarding', () => {
  let t: TestApp;
  let member: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    member = await newActor(t, 'Compradora Real');
  });
  afterAll(async () => {
    await t.close();
  });

  async function variants(prefix: string, stocks: number[]) {
    const products = await addProducts(
      t,
      stocks.map((stock, i) => ({
        handle: `${prefix}-${i}`,
        title: `Peça ${prefix} ${i}`,
        variants: [{ price: 100, stock }],
      })),
    );
    return products.map((p) => p.variants[0]!.id);
  }

  it('refuses the 25-line anonymous hoard before holding anything, bounds repeated hoards, and a real buyer still buys', async () => {
    const ids = await variants(
      'estoque',
      Array.from({ length: 25 }, (_, i) => 8 + (i % 8)),
    );
    const before = await Promise.all(ids.map((id) => stockOf(t, id)));
    const ordersBefore = await orderCount(t);

    const hoard = await checkout(
      t,
      ids.map((id, i) => ({ variant_id: id, quantity: before[i]! })),
    );
    expect(hoard.statusCode).toBe(400);
    expect(hoard.json().code).toBe('quantity_limit');
    expectPtBrError(hoard, 'hoard');
    expect(await Promise.all(ids.map((id) => stockOf(t, id)))).toEqual(before);
    expect(await orderCount(t)).toBe(ordersBefore);

    // The hoard again within the caps, from ever new addresses: as much as the store lets it hold
    // (of the first eight variants, one of each stock size, to keep the test quick).
    for (const id of ids.slice(0, 8)) {
      for (let quantity = MAX_UNITS_PER_LINE; quantity >= 1; quantity--) {
        while ((await checkout(t, [{ variant_id: id, quantity }])).statusCode === 200);
      }
    }
    for (const [i, id] of ids.slice(0, 8).entries()) {
      // At most half of what is unsold is held without an account: the rest is still on the shelf.
      expect(await stockOf(t, id), `variant ${i}`).toBeGreaterThanOrEqual(Math.floor(before[i]! / 2));
      const refused = await checkout(t, [{ variant_id: id, quantity: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('hold_limit');
      expectPtBrError(refused, 'anonymous share');
    }
    // A member buys what is left of a variant.
    const left = await stockOf(t, ids[0]!);
    const bought = await checkout(t, [{ variant_id: ids[0]!, quantity: left }], { actor: member });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await stockOf(t, ids[0]!)).toBe(0);

    // Once the anonymous holds lapse, anyone can buy again.
    t.clock.advance(ANON_HOLD_MS + 1);
    expect((await checkout(t, [{ variant_id: ids[1]!, quantity: 1 }])).statusCode).toBe(200);
    expect(await stockOf(t, ids[1]!)).toBe(before[1]! - 1);
  });

  it('caps units per line (the same variant over several lines counts together) and per order, for everyone', async () => {
    const [a, b, c, d] = await variants('limite', [50, 50, 50, 50]);
    const refusals: [string, Items, Actor | undefined][] = [
      ['line', [{ variant_id: a!, quantity: MAX_UNITS_PER_LINE + 1 }], undefined],
      ['line as a member', [{ variant_id: a!, quantity: MAX_UNITS_PER_LINE + 1 }], member],
      [
        'split line',
        [
          { variant_id: a!, quantity: MAX_UNITS_PER_LINE },
          { variant_id: a!, quantity: 1 },
        ],
        undefined,
      ],
      [
        'order',
        [a!, b!, c!, d!].map((v) => ({ variant_id: v, quantity: Math.ceil((MAX_UNITS_PER_ORDER + 1) / 4) })),
        member,
      ],
    ];
    for (const [name, items, actor] of refusals) {
      const res = await checkout(t, items, { actor });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('quantity_limit');
      expectPtBrError(res, name);
    }
    expect(await Promise.all([a!, b!, c!, d!].map((v) => stockOf(t, v)))).toEqual([50, 50, 50, 50]);
    const full = [a!, b!, c!].map((v) => ({ variant_id: v, quantity: MAX_UNITS_PER_ORDER / 3 }));
    expect((await checkout(t, full, { actor: member })).statusCode).toBe(200);
  });

  it('holds briefly without an account, longer for a member, and a lapsed hold is neither held nor payable', async () => {
    const [v] = await variants('reserva', [10]);
    const anon = await checkout(t, [{ variant_id: v!, quantity: 3 }]);
    const mine = await checkout(t, [{ variant_id: v!, quantity: 4 }], { actor: member });
    const anonRow = await orderRow(t, orderIdOf(anon.json().url));
    expect(anonRow.expires_at - anonRow.created_at).toBe(ANON_HOLD_MS);
    const memberRow = await orderRow(t, orderIdOf(mine.json().url));
    expect(memberRow.expires_at - memberRow.created_at).toBe(MEMBER_HOLD_MS);
    expect(ANON_HOLD_MS).toBeLessThanOrEqual(10 * 60_000);
    expect(await stockOf(t, v!)).toBe(3);

    t.clock.advance(ANON_HOLD_MS + 1);
    await t.app.inject({ method: 'GET', url: `${STORE}/variants?product_ids[]=x` });
    expect(await stockOf(t, v!)).toBe(6);
    expect((await orderRow(t, anonRow.id)).status).toBe('expired');
    expect((await orderRow(t, memberRow.id)).status).toBe('pending');
    const link = payLink(anon.json().url);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${link.path}/card`,
      payload: new URLSearchParams({
        token: link.token,
        number: '4242424242424242',
        name: 'Ana',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(410);
    expect((await orderRow(t, anonRow.id)).status).toBe('expired');
    expect(await stockOf(t, v!)).toBe(6);
  });

  it('gives the stock back as soon as the hosted page is abandoned, keeping the order as closed', async () => {
    const [v] = await variants('desistencia', [6]);
    for (const method of ['GET', 'POST'] as const) {
      const res = await checkout(t, [{ variant_id: v!, quantity: 3 }]);
      const link = payLink(res.json().url);
      expect(await stockOf(t, v!)).toBe(3);
      const back =
        method === 'GET'
          ? await t.app.inject({ method, url: `${link.path}/cancel?token=${link.token}` })
          : await t.app.inject({
              method,
              url: `${link.path}/cancel`,
              payload: new URLSearchParams({ token: link.token }).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
      expect(back.statusCode).toBe(303);
      expect(await stockOf(t, v!)).toBe(6);
      expect((await orderRow(t, orderIdOf(res.json().url))).status).toBe('canceled');
      expect((await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token}` })).statusCode).toBe(410);
    }
  });

  it('bounds what anonymous pending orders hold of a variant, even when they race, and never what members hold', async () => {
    const [v, w] = await variants('partilha', [10, 10]);
    const racing = await Promise.all(Array.from({ length: 20 }, () => checkout(t, [{ variant_id: v!, quantity: 1 }])));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of racing.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('hold_limit');
    }
    expect(await stockOf(t, v!)).toBe(5);
    expect((await checkout(t, [{ variant_id: v!, quantity: 5 }], { actor: member })).statusCode).toBe(200);
    expect(await stockOf(t, v!)).toBe(0);

    // Units sold leave the count: after a paid order, the share is of what is still unsold.
    const first = await checkout(t, [{ variant_id: w!, quantity: 5 }]);
    expect((await checkout(t, [{ variant_id: w!, quantity: 1 }])).json().code).toBe('hold_limit');
    const link = payLink(first.json().url);
    // An order placed with items only says where it goes on the hosted page, before it is paid.
    expect((await giveDelivery(t, first.json().url)).statusCode).toBe(303);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${link.path}/card`,
      payload: new URLSearchParams({
        token: link.token,
        number: '4242424242424242',
        name: 'Ana',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const held = await checkout(t, [{ variant_id: w!, quantity: 3 }]);
    expect(held.statusCode).toBe(200);
    expect((await checkout(t, [{ variant_id: w!, quantity: 1 }])).json().code).toBe('hold_limit');

    // A closed order holds nothing: its units leave the anonymous share at once.
    const abandon = payLink(held.json().url);
    const back = await t.app.inject({ method: 'GET', url: `${abandon.path}/cancel?token=${abandon.token}` });
    expect(back.statusCode).toBe(303);
    expect((await checkout(t, [{ variant_id: w!, quantity: 1 }])).statusCode).toBe(200);
  });
});

describe('checkout rate limit', () => {
  let t: TestApp;
  let variant: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { STORE_CHECKOUT_RATE_LIMIT: '3' } });
    const [p] = await addProducts(t, [{ handle: 'ritmo', title: 'Ritmo', variants: [{ price: 100, stock: 100 }] }]);
    variant = p!.variants[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 in pt-BR after the budget of an address, and of a member on any address', async () => {
    const item = [{ variant_id: variant, quantity: 1 }];
    for (let i = 0; i < 3; i++) expect((await checkout(t, item, { ip: '203.0.113.7' })).statusCode).toBe(200);
    const stock = await stockOf(t, variant);
    const over = await checkout(t, item, { ip: '203.0.113.7' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_requests');
    expect(over.json().message).toMatch(/finalizar a compra/);
    expectPtBrError(over, 'rate limit');
    expect(await stockOf(t, variant)).toBe(stock);
    expect((await checkout(t, item, { ip: '203.0.113.8' })).statusCode).toBe(200);

    const m = await newActor(t, 'Membro Apressado');
    for (let i = 0; i < 3; i++) expect((await checkout(t, item, { actor: m })).statusCode).toBe(200);
    expect((await checkout(t, item, { actor: m })).statusCode).toBe(429);
  });
});
