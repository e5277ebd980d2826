import crypto from 'node:crypto';
import type { PaymentMethod } from '../../../../shared/store';

/** What a provider needs to open a hosted payment page for an order. */
export interface PaymentSessionInput {
  orderId: string;
  currency: string;
  totalInCents: number;
  items: { title: string; variantTitle: string; quantity: number; unitAmount: number }[];
  /** Where the buyer lands after paying; already carries `order_id`. */
  successUrl: string;
  /** Where the buyer lands after giving up: this server's cancel return, which frees the stock. */
  cancelUrl: string;
  /** This server's public address. */
  baseUrl: string;
  expiresAt: number;
  locale: string | undefined;
  /** The sandbox's own page for what is paid, when not a store order's `/pay/{orderId}`. */
  sandboxPath?: string | undefined;
}

export interface PaymentSession {
  /** The hosted page. */
  url: string;
  /** The provider's own id for the session, when it has one. */
  ref: string | null;
}

/** One provider notification, reduced to what the order needs. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  orderId: string | null;
  /** paid: money arrived · failed / expired: the reservation goes back · awaiting: an async method is under way. */
  effect: 'paid' | 'failed' | 'expired' | 'awaiting' | 'none';
  method: PaymentMethod | null;
}

/** What a provider needs to give a paid order's money back. */
export interface RefundInput {
  orderId: string;
  /** The provider's session id the order was paid through (null for the sandbox's own page). */
  sessionRef: string | null;
  amountInCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createSession(input: PaymentSessionInput): Promise<PaymentSession>;
  /** Verifies the signature over the raw body and parses the event; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /** Closes the provider's session so it can no longer be paid (best effort). */
  closeSession?(ref: string): Promise<void>;
  /**
   * Refunds a paid order in full and answers the provider's id of the refund. Asking twice for the
   * same order refunds once (the order id is the idempotency key), so a retry after a failure is safe.
   */
  refund(input: RefundInput): Promise<{ ref: string }>;
}

export class SignatureError extends Error {}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Something other than a store order paid through the same providers (an ad campaign): the webhook
 * hands it the verified events whose id carries its prefix.
 */
export interface PaymentTarget {
  prefix: string;
  apply(providerName: string, event: PaymentEvent): Promise<EventOutcome>;
}

/** HMAC-SHA256 over `${t}.${body}`, hex: the scheme of Stripe-Signature, reused by the sandbox. */
export function signatureOf(secret: string, timestamp: number, body: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: Buffer | string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/** Checks a `t=…,v1=…` header against the raw body; `nowSeconds` comes from the server clock. */
export function verifySignatureHeader(
  header: string | string[] | undefined,
  body: Buffer,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): void {
  if (typeof header !== 'string' || header.length > 2000) throw new SignatureError('missing signature');
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) throw new SignatureError('malformed signature');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new SignatureError('timestamp outside tolerance');
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const ok = candidates.some((c) => {
    const given = Buffer.from(c, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!ok) throw new SignatureError('signature mismatch');
}

/** Appends query parameters to a URL that may already have some. */
export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
