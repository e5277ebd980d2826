import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../platform/clock';
import { SignatureError, signatureHeader, verifySignatureHeader, withParams } from './provider';
import {
  checkCard,
  createSandboxProvider,
  payToken,
  payTokenValid,
  sandboxEvent,
  sandboxWebhookSecret,
} from './sandbox';

const now = Date.UTC(2026, 5, 15);

describe('sandbox cards', () => {
  it('approves 4242…, declines 4000 0000 0000 0002, and checks number, expiry and CVC', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(checkCard(card, now)).toBe('approved');
    expect(checkCard({ ...card, number: '4000-0000-0000-0002' }, now)).toBe('declined');
    expect(checkCard({ ...card, number: '4242 4242 4242 4241' }, now)).toBe('invalid_number');
    expect(checkCard({ ...card, number: 'abcd' }, now)).toBe('invalid_number');
    expect(checkCard({ ...card, expiry: '05/26' }, now)).toBe('invalid_expiry');
    expect(checkCard({ ...card, expiry: '06/26' }, now)).toBe('approved');
    expect(checkCard({ ...card, expiry: '13/30' }, now)).toBe('invalid_expiry');
    expect(checkCard({ ...card, expiry: '12/2030' }, now)).toBe('approved');
    expect(checkCard({ ...card, cvc: '12' }, now)).toBe('invalid_cvc');
  });

  it('accepts the expiry and number as a phone keypad or autofill types them', () => {
    const card = { number: '4242424242424242', expiry: '1230', cvc: ' 123 ' };
    expect(checkCard(card, now)).toBe('approved');
    for (const expiry of ['12/30', '12 / 2030', '12-30', '122030', '6/26', '0626', '626', ' 12/30 ']) {
      expect(checkCard({ ...card, expiry }, now), expiry).toBe('approved');
    }
    for (const expiry of ['0526', '1330', '0030', '12301', '12/3', '1', '', 'ab/cd', '12//30']) {
      expect(checkCard({ ...card, expiry }, now), expiry).toBe('invalid_expiry');
    }
    expect(checkCard({ ...card, number: '4242.4242.4242.4242' }, now)).toBe('approved');
  });
});

describe('signatures', () => {
  it('verifies t/v1 headers over the exact body within the tolerance', () => {
    const body = Buffer.from('{"id":"evt_1"}');
    const header = signatureHeader('s3cret', 1000, body);
    expect(() => verifySignatureHeader(header, body, 's3cret', 1100)).not.toThrow();
    expect(() => verifySignatureHeader(header, body, 's3cret', 1301)).toThrow(SignatureError);
    expect(() => verifySignatureHeader(header, Buffer.from('{"id":"evt_2"}'), 's3cret', 1000)).toThrow(SignatureError);
    expect(() => verifySignatureHeader(header, body, 'other', 1000)).toThrow(SignatureError);
    expect(() => verifySignatureHeader('t=1000', body, 's3cret', 1000)).toThrow(SignatureError);
    expect(() => verifySignatureHeader(undefined, body, 's3cret', 1000)).toThrow(SignatureError);
  });

  it('the sandbox provider reads the events its own page signs', () => {
    const clock = new ManualClock(now);
    const provider = createSandboxProvider({ secret: 'server-secret', clock });
    const event = sandboxEvent('server-secret', clock, 'payment.succeeded', 'ord_1', 'pix');
    const parsed = provider.parseWebhook(Buffer.from(event.body), { 'sandbox-signature': event.signature });
    expect(parsed).toMatchObject({ type: 'payment.succeeded', orderId: 'ord_1', effect: 'paid', method: 'pix' });
    expect(sandboxWebhookSecret('server-secret')).not.toBe('server-secret');
  });

  it('pay tokens are per order and checked in constant time', () => {
    const token = payToken('server-secret', 'ord_1');
    expect(payTokenValid('server-secret', 'ord_1', token)).toBe(true);
    expect(payTokenValid('server-secret', 'ord_2', token)).toBe(false);
    expect(payTokenValid('server-secret', 'ord_1', undefined)).toBe(false);
  });

  it('appends parameters to return URLs that may already have some', () => {
    expect(withParams('https://a.b/success', { order_id: 'o1' })).toBe('https://a.b/success?order_id=o1');
    expect(withParams('https://a.b/success?x=1', { order_id: 'o1' })).toBe('https://a.b/success?x=1&order_id=o1');
  });
});
