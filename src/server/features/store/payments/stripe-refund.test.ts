import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe';

/** Stripe's refunds over its HTTP API, against a stand-in `fetch` that answers as Stripe does. */
function fakeStripe(answers: Record<string, { status?: number; body: object }>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: URLSearchParams }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    calls.push({
      method: init?.method ?? 'GET',
      url: u.pathname,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    });
    const answer = answers[`${init?.method ?? 'GET'} ${u.pathname}`] ?? {
      status: 404,
      body: { error: { message: 'x' } },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  const provider = createStripeProvider({
    secretKey: 'sk_test_abc',
    webhookSecret: 'whsec_x',
    apiBase: 'https://api.stripe.test',
    clock: { now: () => Date.UTC(2026, 0, 1) },
    fetch: fetch as typeof globalThis.fetch,
  });
  return { calls, provider };
}

describe("Stripe's refund", () => {
  it("refunds the session's payment in full, with the order id as idempotency key", async () => {
    const { calls, provider } = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_1': { body: { id: 'cs_test_1', payment_intent: 'pi_123' } },
      'POST /v1/refunds': { body: { id: 're_456', object: 'refund', status: 'succeeded' } },
    });
    const refund = await provider.refund({
      orderId: 'ord_1',
      sessionRef: 'cs_test_1',
      amountInCents: 12990,
      currency: 'brl',
    });
    expect(refund).toEqual({ ref: 're_456' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_1',
      'POST /v1/refunds',
    ]);
    const post = calls[1]!;
    expect(post.headers['Idempotency-Key']).toBe('refund-ord_1');
    expect(post.headers.Authorization).toBe('Bearer sk_test_abc');
    expect(Object.fromEntries(post.body)).toMatchObject({
      payment_intent: 'pi_123',
      amount: '12990',
      'metadata[order_id]': 'ord_1',
    });
  });

  it('fails when Stripe refuses, or when there is no payment to refund', async () => {
    const refused = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_2': { body: { id: 'cs_test_2', payment_intent: 'pi_9' } },
      'POST /v1/refunds': { status: 400, body: { error: { message: 'charge_already_refunded' } } },
    });
    await expect(
      refused.provider.refund({ orderId: 'ord_2', sessionRef: 'cs_test_2', amountInCents: 100, currency: 'brl' }),
    ).rejects.toThrow(/charge_already_refunded/);
    const unpaid = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_3': { body: { id: 'cs_test_3', payment_intent: null } },
    });
    await expect(
      unpaid.provider.refund({ orderId: 'ord_3', sessionRef: 'cs_test_3', amountInCents: 100, currency: 'brl' }),
    ).rejects.toThrow(/without a payment/);
    await expect(
      unpaid.provider.refund({ orderId: 'ord_4', sessionRef: null, amountInCents: 100, currency: 'brl' }),
    ).rejects.toThrow();
  });
});
