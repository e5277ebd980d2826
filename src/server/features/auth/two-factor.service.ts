import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { errorMessages } from '../../../shared/errors';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Throttle } from '../../platform/rate-limit';
import * as q from './two-factor.queries';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  seal,
  totpOf,
  totpStep,
  unseal,
} from './two-factor';
import { checkPassword } from './password-check';

export interface TwoFactorDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  throttle: Throttle;
}

export async function isTwoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await q.findTwoFactor(db, userId);
  return Boolean(row?.enabled_at && row.secret);
}

export async function twoFactorStatus(db: Kysely<Database>, userId: string) {
  const enabled = await isTwoFactorEnabled(db, userId);
  return { enabled, recoveryCodesLeft: enabled ? await q.recoveryCodesLeft(db, userId) : 0 };
}

/** A new secret shown as a QR code; 2FA turns on only once a code from it is confirmed. */
export async function startSetup(deps: TwoFactorDeps, userId: string, email: string) {
  if (await isTwoFactorEnabled(deps.db, userId)) throw new AppError(409, 'two_factor_already_enabled');
  const secret = newTotpSecret();
  await q.savePendingSecret(deps.db, userId, seal(deps.secret, secret), deps.clock.now());
  const otpauthUrl = totpOf(secret, email).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { otpauthUrl, secret, qrCodeDataUrl };
}

async function issueRecoveryCodes(deps: TwoFactorDeps, db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await q.replaceRecoveryCodes(
    db,
    userId,
    codes.map((c) => hashRecoveryCode(deps.secret, c)),
    deps.clock.now(),
  );
  return codes;
}

export async function confirmSetup(deps: TwoFactorDeps, userId: string, code: string) {
  await deps.throttle.hit([`2fa:${userId}`]);
  return deps.db.transaction().execute(async (trx) => {
    const row = await q.findTwoFactor(trx, userId);
    if (row?.enabled_at) throw new AppError(409, 'two_factor_already_enabled');
    if (!row?.pending_secret) throw new AppError(409, 'two_factor_setup_missing');
    const now = deps.clock.now();
    const step = totpStep(unseal(deps.secret, row.pending_secret), code, now);
    if (step === null)
      throw new AppError(400, 'invalid_two_factor_code', undefined, { code: errorMessages.invalid_two_factor_code });
    if (!(await q.activate(trx, userId, row.pending_secret, step, now)))
      throw new AppError(409, 'two_factor_already_enabled');
    return { recoveryCodes: await issueRecoveryCodes(deps, trx, userId) };
  });
}

export async function disable(deps: TwoFactorDeps, userId: string, password: string) {
  await checkPassword(deps, userId, password);
  if (!(await isTwoFactorEnabled(deps.db, userId))) throw new AppError(409, 'two_factor_not_enabled');
  await deps.db.transaction().execute(async (trx) => {
    await q.deleteTwoFactor(trx, userId);
    await q.deleteRecoveryCodes(trx, userId);
  });
}

export async function regenerateRecoveryCodes(deps: TwoFactorDeps, userId: string, password: string) {
  await checkPassword(deps, userId, password);
  if (!(await isTwoFactorEnabled(deps.db, userId))) throw new AppError(409, 'two_factor_not_enabled');
  return { recoveryCodes: await deps.db.transaction().execute((trx) => issueRecoveryCodes(deps, trx, userId)) };
}

/**
 * The second step of a login: a current code from the app (each accepted once) or an unused
 * recovery code. Throttled per member, so guessing six digits is hopeless.
 */
export async function verifyLoginCode(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  ip: string | null,
): Promise<void> {
  await deps.throttle.hit([`2fa:${userId}`, `2fa-ip:${ip}`]);
  const row = await q.findTwoFactor(deps.db, userId);
  if (!row?.secret || !row.enabled_at) throw new AppError(401, 'two_factor_challenge_expired');
  const now = deps.clock.now();
  const compact = code.replace(/\s/g, '');
  let ok = false;
  if (/^\d{6}$/.test(compact)) {
    const step = totpStep(unseal(deps.secret, row.secret), compact, now);
    ok = step !== null && (await q.claimStep(deps.db, userId, step));
  } else if (looksLikeRecoveryCode(compact)) {
    ok = await q.useRecoveryCode(deps.db, userId, hashRecoveryCode(deps.secret, compact), now);
  }
  if (!ok) throw new AppError(401, 'invalid_two_factor_code');
  await deps.throttle.reset(`2fa:${userId}`);
}
