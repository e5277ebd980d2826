import type { Kysely } from 'kysely';
import { errorMessages } from '../../../shared/errors';
import { describeDevice, type ActiveSession } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import { parseStoredMedia, removeMedia, type StoredMedia } from '../../platform/media/media';
import type { Throttle } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import { deleteUser, updatePasswordHash } from '../auth/auth.queries';
import { hashPassword } from '../auth/password';
import { decodeCursor, pageOf } from '../settings/page-cursor';
import { getAvatarMedia } from '../settings/settings.service';
import { forgetMember as forgetShopMember } from '../shop/shop.service';
import { checkPassword } from './password-check';
import * as q from './security.queries';
import type { ReadCache } from '../../platform/read-cache';
import { twoFactorStatus } from './two-factor.service';

export interface SecurityDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  throttle: Throttle;
  storage: Storage;
  cache: ReadCache;
}

const SESSIONS_PAGE = 20;

/** A new password after the current one is confirmed; every other session of the member ends. */
export async function changePassword(
  deps: SecurityDeps,
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  if (input.currentPassword === input.newPassword) {
    throw new AppError(400, 'same_password', undefined, { newPassword: errorMessages.same_password });
  }
  await checkPassword(deps, userId, input.currentPassword, 'currentPassword');
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, hash, deps.clock.now());
    await q.deleteOtherSessions(trx, userId, currentSessionId);
  });
  deps.cache.invalidate(cacheTags.sessionsOf(userId));
}

export async function listSessions(
  deps: Pick<SecurityDeps, 'db' | 'clock'>,
  userId: string,
  currentSessionId: string,
  cursor?: string,
) {
  const rows = await q.listSessions(deps.db, userId, deps.clock.now(), SESSIONS_PAGE, decodeCursor(cursor));
  const page = pageOf(rows, SESSIONS_PAGE);
  const items: ActiveSession[] = page.rows.map((r) => ({
    id: r.id,
    current: r.id === currentSessionId,
    device: describeDevice(r.user_agent),
    ip: r.ip,
    createdAt: new Date(Number(r.created_at)).toISOString(),
    lastSeenAt: new Date(Number(r.last_seen_at)).toISOString(),
  }));
  return { items, nextCursor: page.nextCursor };
}

/** Signs one of the member's sessions out; another member's session id answers as unknown. */
export async function endSession(deps: Pick<SecurityDeps, 'db' | 'cache'>, userId: string, sessionId: string) {
  if (!(await q.deleteSession(deps.db, userId, sessionId))) throw new AppError(404, 'not_found');
  deps.cache.invalidate(cacheTags.session(sessionId));
}

/**
 * Deletes the account after the password is confirmed: the member row goes, and with it (by
 * cascade) their sessions, settings, store, wallet, campaigns and content; their likes leave
 * other members' counters first, and their pictures leave storage once the rows are gone.
 */
export async function deleteAccount(deps: SecurityDeps, userId: string, password: string) {
  await checkPassword(deps, userId, password);
  const avatar = parseStoredMedia(await getAvatarMedia(deps.db, userId));
  const media: StoredMedia[] = await deps.db.transaction().execute(async (trx) => {
    const productImages = await forgetShopMember(trx, userId);
    await deleteUser(trx, userId);
    return productImages;
  });
  // Their posts, likes, comments and follows went with them, from every list that showed them.
  deps.cache.clear();
  await Promise.all([...media, avatar].map((m) => removeMedia(deps.storage, m)));
}

export async function exportFor(deps: Pick<SecurityDeps, 'db' | 'clock'>, userId: string, currentSessionId: string) {
  const sessions = await q.listSessions(deps.db, userId, deps.clock.now(), 1000);
  return {
    twoFactor: await twoFactorStatus(deps.db, userId),
    sessions: sessions.map((r) => ({
      current: r.id === currentSessionId,
      device: describeDevice(r.user_agent),
      ip: r.ip,
      createdAt: new Date(Number(r.created_at)).toISOString(),
      lastSeenAt: new Date(Number(r.last_seen_at)).toISOString(),
    })),
  };
}
