import type { Clock } from '../../../platform/clock';
import { SignatureError, verifySignatureHeader, type PaymentEvent, type PaymentProvider } from './provider';

/*
 * Stripe Checkout Sessions over the plain HTTP API (form-encoded requests, no SDK): card and Pix in
 * BRL. The webhook's Stripe-Signature is checked on the raw body before anything is parsed.
 */

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  clock: Clock;
  fetch?: typeof fetch;
}

/** Stripe refuses an `expires_at` less than 30 minutes away; a minute's margin covers the trip. */
const MIN_SESSION_SECONDS = 31 * 60;
const PIX_EXPIRES_AFTER_SECONDS = 30 * 60;

function form(params: [string, string | number][]): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
}

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const call = async (path: string, body: string | null, idempotencyKey?: string) => {
    const res = await doFetch(`${opts.apiBase}${path}`, {
      method: body === null ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${opts.secretKey}`,
        ...(body === null ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body === null ? {} : { body }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as {
      id?: unknown;
      url?: unknown;
      payment_intent?: unknown;
      error?: { message?: string };
    };
    if (!res.ok) throw new Error(`Stripe ${path} answered ${res.status}: ${json.error?.message ?? 'no detail'}`);
    return json;
  };

  return {
    name: 'stripe',
    async createSession(input) {
      const nowSeconds = Math.floor(opts.clock.now() / 1000);
      const params: [string, string | number][] = [
        ['mode', 'payment'],
        ['currency', input.currency],
        ['payment_method_types[]', 'card'],
        ['payment_method_types[]', 'pix'],
        ['payment_method_options[pix][expires_after_seconds]', PIX_EXPIRES_AFTER_SECONDS],
        ['success_url', input.successUrl],
        ['cancel_url', input.cancelUrl],
        ['client_reference_id', input.orderId],
        ['metadata[order_id]', input.orderId],
        ['payment_intent_data[metadata][order_id]', input.orderId],
        ['locale', 'pt-BR'],
        ['expires_at', Math.max(Math.floor(input.expiresAt / 1000), nowSeconds + MIN_SESSION_SECONDS)],
      ];
      input.items.forEach((item, i) => {
        params.push(
          [`line_items[${i}][quantity]`, item.quantity],
          [`line_items[${i}][price_data][currency]`, input.currency],
          [`line_items[${i}][price_data][unit_amount]`, item.unitAmount],
          [`line_items[${i}][price_data][product_data][name]`, `${item.title} (${item.variantTitle})`],
        );
      });
      // The order id as idempotency key: a retried request never opens a second session.
      const session = await call('/v1/checkout/sessions', form(params), `checkout-${input.orderId}`);
      if (typeof session.id !== 'string' || typeof session.url !== 'string')
        throw new Error('Stripe session without id or url');
      return { url: session.url, ref: session.id };
    },
    async closeSession(ref) {
      await call(`/v1/checkout/sessions/${encodeURIComponent(ref)}/expire`, '');
    },
    async refund(input) {
      if (!input.sessionRef) throw new Error('Stripe refund without a checkout session');
      // A Checkout Session is refunded through the payment it created.
      const session = await call(`/v1/checkout/sessions/${encodeURIComponent(input.sessionRef)}`, null);
      const intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : typeof (session.payment_intent as { id?: unknown } | null)?.id === 'string'
            ? (session.payment_intent as { id: string }).id
            : null;
      if (!intent) throw new Error('Stripe session without a payment to refund');
      const refund = await call(
        '/v1/refunds',
        form([
          ['payment_intent', intent],
          ['amount', input.amountInCents],
          ['reason', 'requested_by_customer'],
          ['metadata[order_id]', input.orderId],
        ]),
        `refund-${input.orderId}`,
      );
      if (typeof refund.id !== 'string') throw new Error('Stripe refund without id');
      return { ref: refund.id };
    },
    parseWebhook(rawBody, headers) {
      verifySignatureHeader(
        headers['stripe-signature'],
        rawBody,
        opts.webhookSecret,
        Math.floor(opts.clock.now() / 1000),
      );
      let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new SignatureError('body is not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new SignatureError('not an event');
      const session = event.data?.object ?? {};
      const metadata = (session.metadata ?? {}) as Record<string, unknown>;
      const orderId =
        typeof metadata.order_id === 'string'
          ? metadata.order_id
          : typeof session.client_reference_id === 'string'
            ? session.client_reference_id
            : null;
      let effect: PaymentEvent['effect'] = 'none';
      let method: PaymentEvent['method'] = null;
      switch (event.type) {
        case 'checkout.session.completed':
          // Card money is in when the session completes; a Pix session completes 'unpaid' and pays later.
          if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
            effect = 'paid';
            method = 'card';
          } else {
            effect = 'awaiting';
          }
          break;
        case 'checkout.session.async_payment_succeeded':
          effect = 'paid';
          method = 'pix';
          break;
        case 'checkout.session.async_payment_failed':
          effect = 'failed';
          break;
        case 'checkout.session.expired':
          effect = 'expired';
          break;
      }
      return { eventId: event.id, type: event.type, orderId, effect, method };
    },
  };
}
