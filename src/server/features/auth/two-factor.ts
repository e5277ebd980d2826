import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'BrandSocial';
const PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

function derivedKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'brandsocial', purpose, 32));
}

/** Seals a TOTP secret for storage: a copy of the table alone does not give away anyone's codes. */
export function seal(serverSecret: string, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', derivedKey(serverSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(serverSecret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', derivedKey(serverSecret, 'totp-secret'), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });
}

/** The 30-second step a code belongs to when it is right now (one step of clock drift allowed), else null. */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator app shows at `now` (used by tests and the seed). */
export function totpCode(secretBase32: string, now: number): string {
  return totpOf(secretBase32, '').generate({ timestamp: now });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use codes like 'k7m2p-x9qrt' (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
}

export function hashRecoveryCode(serverSecret: string, code: string): string {
  const normal = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return crypto.createHmac('sha256', derivedKey(serverSecret, 'recovery-code')).update(normal).digest('base64url');
}

/** The signed value of the login challenge cookie: who passed the password check, and until when. */
export function signChallenge(serverSecret: string, userId: string, expiresAt: number): string {
  const payload = `${userId}.${expiresAt}`;
  const mac = crypto
    .createHmac('sha256', derivedKey(serverSecret, '2fa-challenge'))
    .update(payload)
    .digest('base64url');
  return `${payload}.${mac}`;
}

export function readChallenge(serverSecret: string, value: string | undefined, now: number): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [userId, expires] = parts as [string, string, string];
  const expected = signChallenge(serverSecret, userId, Number(expires));
  const a = Buffer.from(expected);
  const b = Buffer.from(value);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return Number(expires) > now ? userId : null;
}
