import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { newId } from '../../../platform/ids';
import { paymentMethods, type PaymentMethod } from '../../../../shared/store';
import {
  signatureHeader,
  SignatureError,
  verifySignatureHeader,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

/*
 * The built-in provider: a hosted payment page served by this server (card test numbers and Pix).
 * The page settles an order by posting a signed event to the same webhook path a real provider calls.
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The secret that signs the sandbox's webhook events, derived from the server secret. */
export function sandboxWebhookSecret(serverSecret: string): string {
  return crypto.createHmac('sha256', serverSecret).update('store:sandbox-webhook').digest('base64url');
}

/** The capability in the hosted page's links: whoever has it may pay or cancel that order. */
export function payToken(serverSecret: string, orderId: string): string {
  return crypto.createHmac('sha256', serverSecret).update(`store:pay:${orderId}`).digest('base64url').slice(0, 32);
}

export function payTokenValid(serverSecret: string, orderId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(payToken(serverSecret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export type SandboxEventType = 'payment.succeeded' | 'payment.failed';

/** A signed sandbox event, ready to post to /api/payments/webhook/sandbox. */
export function sandboxEvent(
  serverSecret: string,
  clock: Clock,
  type: SandboxEventType,
  orderId: string,
  method: PaymentMethod,
) {
  const now = clock.now();
  const body = JSON.stringify({
    id: newId('evt_sbx', now),
    type,
    created: Math.floor(now / 1000),
    data: { order_id: orderId, method },
  });
  return { body, signature: signatureHeader(sandboxWebhookSecret(serverSecret), Math.floor(now / 1000), body) };
}

/**
 * Settles a sandbox payment (an order's or a campaign's) through the signed webhook, exactly as a
 * real provider's notification would arrive: one path for every payment, tested or not.
 */
export async function settleThroughWebhook(
  app: FastifyInstance,
  deps: { secret: string; clock: Clock },
  id: string,
  method: 'card' | 'pix',
): Promise<void> {
  const { body, signature } = sandboxEvent(deps.secret, deps.clock, 'payment.succeeded', id, method);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}`);
}

export function createSandboxProvider(deps: { secret: string; clock: Clock }): PaymentProvider {
  const webhookSecret = sandboxWebhookSecret(deps.secret);
  return {
    name: 'sandbox',
    async createSession(input) {
      const path = input.sandboxPath ?? `/pay/${encodeURIComponent(input.orderId)}`;
      const url = `${input.baseUrl}${path}?token=${payToken(deps.secret, input.orderId)}`;
      return { url, ref: null };
    },
    async refund(input) {
      // Nothing leaves the sandbox: its refund id is derived from the order, the same at every ask.
      const digest = crypto.createHmac('sha256', deps.secret).update(`store:refund:${input.orderId}`).digest('hex');
      return { ref: `re_sbx_${digest.slice(0, 24)}` };
    },
    parseWebhook(rawBody, headers) {
      verifySignatureHeader(
        headers[SANDBOX_SIGNATURE_HEADER],
        rawBody,
        webhookSecret,
        Math.floor(deps.clock.now() / 1000),
      );
      let event: { id?: unknown; type?: unknown; data?: { order_id?: unknown; method?: unknown } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new SignatureError('body is not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new SignatureError('not an event');
      const orderId = typeof event.data?.order_id === 'string' ? event.data.order_id : null;
      const method = (paymentMethods as readonly unknown[]).includes(event.data?.method)
        ? (event.data!.method as PaymentMethod)
        : null;
      const effect: PaymentEvent['effect'] =
        event.type === 'payment.succeeded' ? 'paid' : event.type === 'payment.failed' ? 'failed' : 'none';
      return { eventId: event.id, type: event.type, orderId, effect, method };
    },
  };
}

export const APPROVED_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck = 'approved' | 'declined' | 'invalid_number' | 'invalid_expiry' | 'invalid_cvc';

/**
 * A card's expiry as a member may type it: `12/30`, `12 / 2030`, `12-30`, or digits only as a phone's
 * numeric keypad (which has no '/') gives them: `1230`, `122030`, `130`.
 */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const s = raw.trim();
  const parts =
    /^(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(s) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(s) ?? /^(\d)(\d{2})$/.exec(s);
  if (!parts) return null;
  const month = Number(parts[1]);
  const year = parts[2]!.length === 2 ? 2000 + Number(parts[2]) : Number(parts[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The sandbox's card rules: test numbers as a real provider's test mode has them. */
export function checkCard(card: { number: string; expiry: string; cvc: string }, now: number): CardCheck {
  const digits = card.number.replace(/[\s.-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'invalid_number';
  const exp = parseExpiry(card.expiry);
  // A card is valid through the last day of its expiry month.
  if (!exp || Date.UTC(exp.year, exp.month, 1) <= now) return 'invalid_expiry';
  if (!/^\d{3,4}$/.test(card.cvc.replace(/\s/g, ''))) return 'invalid_cvc';
  return digits === DECLINED_TEST_CARD ? 'declined' : 'approved';
}
