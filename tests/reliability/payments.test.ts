import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/server/features/store/payments/provider';
import {
  sandboxEvent,
  sandboxWebhookSecret,
  type SandboxEventType,
} from '../../src/server/features/store/payments/sandbox';
import { addProducts, orderIdOf, postCheckout, stockOf } from '../../src/server/testing/fixtures/store';
import { createTestApp, testDialect, type TestApp } from '../../src/server/testing/harness';
import { expectPtBrError, rowCounts } from '../security/support';

/** The harness's server secret: the sandbox signs its events with a key derived from it. */
const SECRET = 'test-secret-0123456789abcdef0123456789';
const INITIAL_STOCK = 50;

let t: TestApp;
let variant: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await addProducts(t, [
    { handle: 'webhook-teste', title: 'Webhook Teste', variants: [{ sku: 'WH', price: 5000, stock: INITIAL_STOCK }] },
  ]);
  variant = p!.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

async function newOrder(quantity = 2) {
  const res = await postCheckout(t, [{ variant_id: variant, quantity }]);
  expect(res.statusCode, res.body).toBe(200);
  return orderIdOf(res.json().url);
}

const event = (type: SandboxEventType, orderId: string) => sandboxEvent(SECRET, t.clock, type, orderId, 'card');
const deliver = (e: { body: string; signature: string }, provider = 'sandbox', signatureName = 'sandbox-signature') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    payload: e.body,
    headers: { 'content-type': 'application/json', [signatureName]: e.signature },
  });
const orderOf = (id: string) =>
  t.database.db.selectFrom('store_orders').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirstOrThrow();

/** Shelf stock plus stock held by live orders is what the store started with. */
async function expectStockBalanced() {
  const held = await t.database.db
    .selectFrom('store_order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('n'))
    .where('i.variant_id', '=', variant)
    .where('o.status', 'in', ['pending', 'paid'])
    .executeTakeFirstOrThrow();
  expect((await stockOf(t, variant)) + Number(held.n)).toBe(INITIAL_STOCK);
}

describe(`payment webhooks (${testDialect})`, () => {
  it('applies an event delivered 20 times at once exactly once', async () => {
    const id = await newOrder();
    const paid = event('payment.succeeded', id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(paid)));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const outcomes = answers.map((r) => r.json().outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect((await orderOf(id)).status).toBe('paid');
    const events = await t.database.db
      .selectFrom('store_payment_events')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect(events).toHaveLength(1);
    await expectStockBalanced();
  });

  it('never takes a paid order back, whatever order success and failure arrive in', async () => {
    // Failure first: the stock goes back, then the late payment takes it again.
    const late = await newOrder();
    expect((await deliver(event('payment.failed', late))).json().outcome).toBe('applied');
    expect((await orderOf(late)).status).toBe('failed');
    await deliver(event('payment.succeeded', late));
    expect((await orderOf(late)).status).toBe('paid');
    await expectStockBalanced();

    // Success first: the failure that follows changes nothing.
    const early = await newOrder();
    await deliver(event('payment.succeeded', early));
    expect((await deliver(event('payment.failed', early))).json().outcome).toBe('ignored');
    expect((await orderOf(early)).status).toBe('paid');
    await expectStockBalanced();

    // Both at once, many times over: paid in the end, and the stock adds up.
    const raced = await Promise.all(Array.from({ length: 5 }, () => newOrder(1)));
    await Promise.all(
      raced.flatMap((id) => [
        deliver(event('payment.failed', id)),
        deliver(event('payment.succeeded', id)),
        deliver(event('payment.failed', id)),
      ]),
    );
    for (const id of raced) expect((await orderOf(id)).status).toBe('paid');
    await expectStockBalanced();
  });

  it('refuses forged, tampered, stale and misdirected events with 400/404 and changes nothing', async () => {
    const id = await newOrder();
    const genuine = event('payment.succeeded', id);
    const now = Math.floor(t.clock.now() / 1000);
    const otherOrder = await newOrder(1);
    const tampered = genuine.body.replace(id, otherOrder);
    const forgeries: {
      name: string;
      body: string;
      signature: string;
      provider?: string;
      header?: string;
      status: number;
    }[] = [
      { name: 'no signature', body: genuine.body, signature: '', status: 400 },
      {
        name: 'signed with another key',
        body: genuine.body,
        signature: signatureHeader('chave-errada', now, genuine.body),
        status: 400,
      },
      { name: 'body changed after signing', body: tampered, signature: genuine.signature, status: 400 },
      {
        name: 'signed ten minutes ago',
        body: genuine.body,
        signature: signatureHeader(sandboxWebhookSecret(SECRET), now - 600, genuine.body),
        status: 400,
      },
      { name: 'garbage signature', body: genuine.body, signature: `t=${now},v1=${'z'.repeat(5000)}`, status: 400 },
      {
        name: 'not JSON, validly signed',
        body: 'não é json',
        signature: signatureHeader(sandboxWebhookSecret(SECRET), now, 'não é json'),
        status: 400,
      },
      { name: 'unknown provider', body: genuine.body, signature: genuine.signature, provider: 'paypal', status: 404 },
      {
        name: 'prototype name as provider',
        body: genuine.body,
        signature: genuine.signature,
        provider: '__proto__',
        status: 404,
      },
      {
        name: 'stripe path without stripe',
        body: genuine.body,
        signature: genuine.signature,
        provider: 'stripe',
        header: 'stripe-signature',
        status: 404,
      },
    ];
    for (const f of forgeries) {
      const before = await rowCounts(t);
      const res = await deliver({ body: f.body, signature: f.signature }, f.provider, f.header);
      expect(res.statusCode, `${f.name}: ${res.body}`).toBe(f.status);
      expectPtBrError(res, f.name);
      expect(await rowCounts(t), f.name).toEqual(before);
    }
    expect((await orderOf(id)).status).toBe('pending');
    expect((await orderOf(otherOrder)).status).toBe('pending');

    // An event for an order made by another provider's flow is ignored, and a random id is harmless.
    const unknown = event('payment.succeeded', `ord_${crypto.randomBytes(8).toString('hex')}`);
    expect((await deliver(unknown)).json().outcome).toBe('ignored');
    await expectStockBalanced();
  });
});
