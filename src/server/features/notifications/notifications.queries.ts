import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Keyset } from '../posts/cursor';
import type { NotificationsTable } from './notifications.tables';

type Db = Kysely<Database>;

export function insertNotification(db: Db, values: Insertable<NotificationsTable>) {
  return db.insertInto('notifications').values(values).execute();
}

const withActor = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('users as a', 'a.id', 'n.actor_user_id')
    .select([
      'n.id',
      'n.type',
      'n.actor_user_id',
      'n.post_id',
      'n.text',
      'n.read_at',
      'n.created_at',
      'a.name as actor_name',
      'a.avatar_url as actor_avatar_url',
    ]);

export type NotificationRow = Awaited<ReturnType<typeof notificationRows>>[number];

/** A member's notifications, newest first. */
export function notificationRows(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  let q = withActor(db).where('n.user_id', '=', userId);
  if (key) {
    q = q.where((eb) =>
      eb.or([
        eb('n.created_at', '<', key.createdAt),
        eb.and([eb('n.created_at', '=', key.createdAt), eb('n.id', '<', key.id)]),
      ]),
    );
  }
  return q.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}

export function notificationById(db: Db, id: string) {
  return withActor(db).where('n.id', '=', id).executeTakeFirst();
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function markAllRead(db: Db, userId: string, now: number) {
  return db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Removes what an undone action announced (an unlike takes its like notification back). */
export function deleteNotifications(
  db: Db,
  where: { type: NotificationsTable['type']; actorId: string; userId: string; postId: string | null },
) {
  let q = db
    .deleteFrom('notifications')
    .where('type', '=', where.type)
    .where('actor_user_id', '=', where.actorId)
    .where('user_id', '=', where.userId);
  q = where.postId ? q.where('post_id', '=', where.postId) : q.where('post_id', 'is', null);
  return q.execute();
}

/** Members whose name is one of these, without regard to case (the index is on lower(name)). */
export function membersNamed(db: Db, names: string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['name']),
        'in',
        names.map((n) => eb.fn('lower', [eb.val(n)])),
      ),
    )
    .orderBy('created_at')
    .limit(50)
    .execute();
}
