import { sql, type Kysely, type RawBuilder } from 'kysely';
import { notificationTypes, type NotificationPrefs } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import { blockBetweenSql, brandBlockSql, type SqlId } from '../privacy/blocks';
import * as q from './notification-prefs.queries';

/** Which notification types a member receives: all of them until switched off in settings. */

export async function getNotificationPrefs(db: Kysely<Database>, userId: string): Promise<NotificationPrefs> {
  const muted = new Set((await q.listMutes(db, userId)).map((r) => r.type));
  return Object.fromEntries(notificationTypes.map((t) => [t, !muted.has(t)])) as NotificationPrefs;
}

export async function updateNotificationPrefs(db: Kysely<Database>, userId: string, patch: Partial<NotificationPrefs>) {
  await db.transaction().execute(async (trx) => {
    for (const type of notificationTypes) {
      const wanted = patch[type];
      if (wanted === true) await q.unmute(trx, userId, type);
      if (wanted === false) await q.mute(trx, userId, type);
    }
  });
  return getNotificationPrefs(db, userId);
}

/**
 * SQL: the member refuses a notification of this type from this actor: switched off in their
 * settings, or a block between them (a member's, either way, or the brand's; decision 026). The
 * write that notifies asks it inside its insert (notifications.queries.ts), for one round trip.
 */
export function notificationRefused(
  input: { userId: SqlId; type: string; actorId: SqlId | null; brandId: SqlId | null },
  checks: RefusalChecks,
): RawBuilder<boolean> {
  const muted = sql<boolean>`exists (select 1 from notification_mutes as nm where nm.user_id = ${input.userId} and nm.type = ${input.type})`;
  const member = checks.member ? blockBetweenSql(input.userId, input.actorId!) : sql<boolean>`0 = 1`;
  const brand = checks.brand ? brandBlockSql(input.brandId!, input.userId) : sql<boolean>`0 = 1`;
  return sql<boolean>`(${muted} or ${member} or ${brand})`;
}

/** Which blocks `notificationRefused` asks about: a member's only when another member acts, a brand's only when a brand does. */
export interface RefusalChecks {
  member: boolean;
  brand: boolean;
}

export function refusalChecks(input: {
  userId: string;
  actorId: string | null;
  brandId: string | null;
}): RefusalChecks {
  return { member: Boolean(input.actorId && input.actorId !== input.userId), brand: Boolean(input.brandId) };
}

/** Whether a member wants notifications of this type. */
export async function wantsNotification(db: Kysely<Database>, userId: string, type: string): Promise<boolean> {
  return !(await q.isMuted(db, userId, type));
}
