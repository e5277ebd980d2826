import { expect, it } from 'vitest';
import {
  addProducts,
  giveDelivery,
  heldCountsApart,
  orderIdOf,
  payByCard,
  postCheckout,
  postPageForm,
} from '../../testing/fixtures/store';
import { signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';
import { ANON_HOLD_MS } from './orders.service';
import { signatureHeader } from './payments/provider';
import { sandboxEvent, sandboxWebhookSecret } from './payments/sandbox';

/*
 * A variant counts the units its pending orders hold (migration 030): the anonymous share of every
 * checkout is judged on those counts, so each way an order stops being pending must move them.
 */
const t = useTestApp({ env: { STORE_CHECKOUT_RATE_LIMIT: '1000' } });
const SECRET = 'test-secret-0123456789abcdef0123456789';

const countsOf = async (variantId: string) =>
  await t.database.db
    .selectFrom('store_variants')
    .select(['stock', 'held_units', 'held_anonymous_units'])
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();

async function checkout(items: { variant_id: string; quantity: number }[], cookie?: string) {
  const res = await postCheckout(t, items, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().url as string;
  return { id: orderIdOf(url), url, path: new URL(url).pathname, token: new URL(url).searchParams.get('token')! };
}

async function webhook(type: 'payment.succeeded' | 'payment.failed', orderId: string) {
  const event = sandboxEvent(SECRET, t.clock, type, orderId, 'card');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: event.body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome as string;
}

it('counts held units through checkouts, a cancel, a payment, a failed payment and a lapsed hold', async () => {
  const [p, q] = await addProducts(t, [
    { handle: 'contada', title: 'Peça Contada', variants: [{ price: 1000, stock: 10 }] },
    { handle: 'vizinha-contada', title: 'Peça Vizinha', variants: [{ price: 1000, stock: 10 }] },
  ]);
  const [a, b] = [p!.variants[0]!.id, q!.variants[0]!.id];
  const member = await signupMember(t.app);

  const bought = await checkout(
    [
      { variant_id: b, quantity: 1 },
      { variant_id: a, quantity: 2 },
    ],
    member.cookie,
  );
  const anonymous = await checkout([{ variant_id: a, quantity: 1 }]);
  const failing = await checkout([{ variant_id: b, quantity: 2 }]);
  expect(await countsOf(a)).toEqual({ stock: 7, held_units: 3, held_anonymous_units: 1 });
  expect(await countsOf(b)).toEqual({ stock: 7, held_units: 3, held_anonymous_units: 2 });

  // The buyer gives up on the hosted page: the stock and the counts come back at once.
  expect((await postPageForm(t, `${anonymous.path}/cancel`, { token: anonymous.token })).statusCode).toBe(303);
  expect(await countsOf(a)).toEqual({ stock: 8, held_units: 2, held_anonymous_units: 0 });

  // Paid: the units are sold, held no more.
  expect((await giveDelivery(t, bought.url)).statusCode).toBe(303);
  expect((await payByCard(t, bought.url)).statusCode).toBe(303);
  expect(await countsOf(a)).toEqual({ stock: 8, held_units: 0, held_anonymous_units: 0 });
  expect(await countsOf(b)).toEqual({ stock: 7, held_units: 2, held_anonymous_units: 2 });

  expect(await webhook('payment.failed', failing.id)).toBe('applied');
  expect(await countsOf(b)).toEqual({ stock: 9, held_units: 0, held_anonymous_units: 0 });

  // A hold that lapses is swept before the next checkout; a payment arriving after it takes the
  // stock again, if it is there, and holds nothing: the order is paid.
  const lapsing = await checkout([{ variant_id: b, quantity: 3 }]);
  t.clock.advance(ANON_HOLD_MS + 60_000);
  await checkout([{ variant_id: a, quantity: 1 }]);
  expect(await countsOf(b)).toEqual({ stock: 9, held_units: 0, held_anonymous_units: 0 });
  expect(await webhook('payment.succeeded', lapsing.id)).toBe('applied');
  expect(await countsOf(b)).toEqual({ stock: 6, held_units: 0, held_anonymous_units: 0 });
  expect(await countsOf(a)).toEqual({ stock: 7, held_units: 1, held_anonymous_units: 1 });
  expect(await heldCountsApart(t.database.db)).toEqual([]);
});

it("refuses an anonymous checkout over the share of the variant's counts, and a member's goes on", async () => {
  const [p] = await addProducts(t, [
    { handle: 'disputada', title: 'Peça Disputada', variants: [{ price: 100, stock: 4 }] },
  ]);
  const v = p!.variants[0]!.id;
  // Half of four unsold may be held without an account.
  await checkout([{ variant_id: v, quantity: 2 }]);
  const refused = await postCheckout(t, [{ variant_id: v, quantity: 1 }]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'hold_limit' });
  expect(await countsOf(v)).toEqual({ stock: 2, held_units: 2, held_anonymous_units: 2 });
  const member = await signupMember(t.app);
  await checkout([{ variant_id: v, quantity: 1 }], member.cookie);
  expect(await countsOf(v)).toEqual({ stock: 1, held_units: 3, held_anonymous_units: 2 });
  expect(await heldCountsApart(t.database.db)).toEqual([]);
});

it('a forged webhook moves no count', async () => {
  const [p] = await addProducts(t, [
    { handle: 'forjada', title: 'Peça Forjada', variants: [{ price: 100, stock: 4 }] },
  ]);
  const v = p!.variants[0]!.id;
  const order = await checkout([{ variant_id: v, quantity: 1 }]);
  const event = sandboxEvent(SECRET, t.clock, 'payment.failed', order.id, 'card');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: event.body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signatureHeader(
        sandboxWebhookSecret('outro-segredo'),
        Math.floor(t.clock.now() / 1000),
        event.body,
      ),
    },
  });
  expect(res.statusCode).toBe(400);
  expect(await countsOf(v)).toEqual({ stock: 3, held_units: 1, held_anonymous_units: 1 });
});
