import type { Kysely } from 'kysely';
import { notificationTypes, type NotificationPrefs } from '../../../shared/settings';
import type { Database } from '../../db/schema';
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

/** Whether a member wants notifications of this type. */
export async function wantsNotification(db: Kysely<Database>, userId: string, type: string): Promise<boolean> {
  return !(await q.isMuted(db, userId, type));
}
