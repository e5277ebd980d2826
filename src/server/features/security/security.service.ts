import type { Kysely } from 'kysely';
import { errorMessages } from '../../../shared/errors';
import { describeDevice, type ActiveSession } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import type { Throttle } from '../../platform/rate-limit';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { setPassword } from '../auth/auth.service';
import { checkPassword } from '../auth/password-check';
import * as q from './security.queries';

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
  await setPassword(deps, userId, input.newPassword, currentSessionId);
  await deps.cache.invalidateEverywhere(cacheTags.sessionsOf(userId));
}

export async function listSessions(
  deps: Pick<SecurityDeps, 'db' | 'clock'>,
  userId: string,
  currentSessionId: string,
  cursor?: string,
) {
  const rows = await q.listSessions(deps.db, userId, deps.clock.now(), SESSIONS_PAGE, decodeKeyset(cursor));
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
  await deps.cache.invalidateEverywhere(cacheTags.session(sessionId));
}
