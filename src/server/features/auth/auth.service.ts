import type { Kysely } from 'kysely';
import type { Member, ReferralOutcome } from '../../../shared/auth';
import { privateByDefault, signupAge, todayInSaoPaulo } from '../../../shared/minors';
import type { ThemeId } from '../../../shared/themes';
import type { Database } from '../../db/schema';
import { fromBool, isUniqueViolation } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/event-bus';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Throttle } from '../../platform/rate-limit';
import type { ReadCache } from '../../platform/read-cache';
import { createSession, type SessionMeta } from '../../platform/session';
import { isTwoFactorEnabled, verifyLoginCode } from './two-factor.service';
import * as q from './auth.queries';
import type { LoginSlowdown } from './login-slowdown';
import { toMember } from './member';
import { burnVerification, hashPassword, verifyPassword } from './password';
import { newReferralCode } from './referral';
import { followEachOther, referralFollowed } from '../members/members.service';
import { publish } from '../notifications/notifications.service';
import { invitationNoticesOnSignup } from '../teams/invitation-notices';
import { setOperatorRole } from './operator-role';
import { startPrivate } from '../privacy/privacy';

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** A newcomer's invitations to brand teams are announced on their live stream. */
  bus: EventBus;
  secret: string;
  throttle: Throttle;
  cache: ReadCache;
  loginSlowdown: LoginSlowdown;
  /** OPERATOR_EMAILS: these accounts become operators when they sign up or log in. */
  operatorEmails?: readonly string[] | undefined;
}

function isOperatorEmail(deps: Pick<AuthDeps, 'operatorEmails'>, email: string): boolean {
  return deps.operatorEmails?.includes(email.toLowerCase()) ?? false;
}

/**
 * Opens a session for a member who is not suspended, in one transaction with the check: the check is
 * an update of the member's row, so a suspension committing meanwhile waits for it and then ends
 * the new session with the others. Grants the role of an OPERATOR_EMAILS account on the way.
 */
async function openSession(deps: AuthDeps, userId: string, email: string, meta: SessionMeta) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await q.claimUnsuspended(trx, userId, deps.clock.now()))) throw new AppError(403, 'account_suspended');
    if (isOperatorEmail(deps, email)) {
      await setOperatorRole(trx, {
        userId,
        isOperator: true,
        actorId: null,
        via: 'configuration',
        at: deps.clock.now(),
      });
    }
    const token = await createSession(deps, trx, userId, meta);
    const row = await q.findUserById(trx, userId);
    return { member: toMember(row!), token };
  });
}

export interface SignupData {
  name: string;
  email: string;
  phone?: string | undefined;
  password: string;
  birthDate: string;
  referralCode?: string | undefined;
}

/**
 * The age on the São Paulo day of the sign-up decides (decision 028): under 13 nothing is stored; a
 * birth date that is not a day, lies ahead or is over 120 years back is refused as a typing mistake.
 */
function checkSignupAge(birthDate: string, now: number): void {
  const age = signupAge(birthDate, todayInSaoPaulo(now));
  if (age.ok) return;
  const code = age.problem === 'too_young' ? 'too_young' : 'validation_failed';
  throw new AppError(400, code, age.message, { birthDate: age.message });
}

export async function signup(deps: AuthDeps, input: SignupData, meta: SessionMeta) {
  await deps.throttle.hit([`ip:${meta.ip}`, `email:${input.email}`]);
  checkSignupAge(input.birthDate, deps.clock.now());
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await deps.db.transaction().execute(async (trx) => {
        if (await q.findUserByEmail(trx, input.email)) throw new AppError(409, 'email_taken');
        const code = input.referralCode?.trim();
        const referrer = code ? await q.findUserIdByReferralCode(trx, code) : undefined;
        const referral: ReferralOutcome = !code ? 'none' : referrer ? 'applied' : 'invalid';
        const now = deps.clock.now();
        const id = newId('usr', now);
        await q.insertUser(trx, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          bio: null,
          website: null,
          password_hash: passwordHash,
          referral_code: newReferralCode(),
          referred_by: referrer?.id ?? null,
          ...q.newMemberColumns,
          onboarding_pending: 1,
          birth_date: input.birthDate,
          created_at: now,
          updated_at: now,
        });
        if (privateByDefault(input.birthDate, todayInSaoPaulo(now))) await startPrivate(trx, id, now);
        if (referrer) await followEachOther(trx, id, referrer.id, now);
        if (isOperatorEmail(deps, input.email)) {
          await setOperatorRole(trx, { userId: id, isOperator: true, actorId: null, via: 'configuration', at: now });
        }
        // Invitations sent to this email before the account existed show at once (decision 025).
        const invitations = await invitationNoticesOnSignup(trx, deps, { id, email: input.email });
        const token = await createSession(deps, trx, id, meta);
        const row = await q.findUserById(trx, id);
        return { member: toMember(row!), referral, token, referrerId: referrer?.id, invitations };
      });
      if (created.referrerId) referralFollowed(deps, created.member.id, created.referrerId);
      await publish(deps, created.invitations);
      return { member: created.member, referral: created.referral, token: created.token };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Either the same email raced us in, or a referral code collided (1 in 36^8): retry once to tell.
      if (attempt >= 2) throw new AppError(409, 'email_taken');
    }
  }
}

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  meta: SessionMeta,
): Promise<{ twoFactorUserId: string } | { member: Member; token: string }> {
  // Only the address is refused outright; an email under attack is slowed, never locked for its owner.
  await deps.throttle.hit([`ip:${meta.ip}`]);
  await deps.loginSlowdown.wait(email);
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) {
    await burnVerification(password);
    await deps.loginSlowdown.failed(email);
    throw new AppError(401, 'invalid_credentials');
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    await deps.loginSlowdown.failed(email);
    throw new AppError(401, 'invalid_credentials');
  }
  await deps.loginSlowdown.succeeded(email);
  // Told only to whoever knows the password, so that it reveals nothing about the account to others.
  // A suspension for a period ends by itself once it has passed (openSession lifts it).
  const suspended =
    user.suspended_at !== null && (user.suspended_until === null || Number(user.suspended_until) > deps.clock.now());
  if (suspended) throw new AppError(403, 'account_suspended');
  // With 2FA on, the password alone opens nothing: the route hands out a short-lived challenge instead.
  if (await isTwoFactorEnabled(deps.db, user.id)) return { twoFactorUserId: user.id };
  return openSession(deps, user.id, user.email, meta);
}

/** The second step of a 2FA login: the code is checked (and throttled) before a session exists. */
export async function completeTwoFactorLogin(deps: AuthDeps, userId: string, code: string, meta: SessionMeta) {
  await verifyLoginCode(deps, userId, code, meta.ip);
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'two_factor_challenge_expired');
  return openSession(deps, user.id, user.email, meta);
}

export async function getMember(deps: Pick<AuthDeps, 'db'>, userId: string) {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'unauthenticated');
  return toMember(user);
}

/** The member as their data export shows them: with the birth date they gave (null if never asked). */
export async function exportMember(deps: Pick<AuthDeps, 'db'>, userId: string) {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'unauthenticated');
  return { ...toMember(user), birthDate: user.birth_date ?? null };
}

export async function updatePreferences(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  userId: string,
  input: { theme?: ThemeId | undefined; assistantActive?: boolean | undefined },
) {
  await q.updatePreferences(deps.db, userId, {
    ...(input.theme ? { theme: input.theme } : {}),
    ...(input.assistantActive !== undefined ? { assistant_active: fromBool(input.assistantActive) } : {}),
    updated_at: deps.clock.now(),
  });
  return getMember(deps, userId);
}

/** The member has finished or skipped the welcome steps: no device shows them again. */
export async function finishOnboarding(deps: Pick<AuthDeps, 'db' | 'clock'>, userId: string) {
  await q.finishOnboarding(deps.db, userId, deps.clock.now());
  return getMember(deps, userId);
}

/** Edits the member's own profile fields; an empty bio, website or phone is stored as none. */
export async function updateProfile(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'cache'>,
  userId: string,
  input: {
    name?: string | undefined;
    bio?: string | undefined;
    website?: string | undefined;
    phone?: string | undefined;
  },
) {
  await q.updateProfile(deps.db, userId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
    ...(input.website !== undefined ? { website: input.website || null } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    updated_at: deps.clock.now(),
  });
  deps.cache.invalidate(cacheTags.member(userId));
  return getMember(deps, userId);
}

/** Points the member's avatar at an uploaded picture, or back to the generated one (null). */
export async function setAvatarUrl(deps: Pick<AuthDeps, 'db' | 'clock' | 'cache'>, userId: string, url: string | null) {
  await q.updateProfile(deps.db, userId, { avatar_url: url, updated_at: deps.clock.now() });
  deps.cache.invalidate(cacheTags.member(userId));
  return getMember(deps, userId);
}

/** A new password, already confirmed by the caller: every session of the member but the current one ends. */
export async function setPassword(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  userId: string,
  password: string,
  keepSessionId: string,
) {
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await q.updatePasswordHash(trx, userId, hash, deps.clock.now());
    await q.deleteOtherSessions(trx, userId, keepSessionId);
  });
}

/** The theme of the member behind a session, for painting index.html before any script runs. */
export async function themeOf(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<string | undefined> {
  const row = await deps.db.selectFrom('users').select('theme').where('id', '=', userId).executeTakeFirst();
  return row?.theme;
}
