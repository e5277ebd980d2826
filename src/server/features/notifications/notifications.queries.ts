import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';
import { notificationRefused, refusalChecks } from './notification-prefs';
import type { Keyset } from '../../platform/pagination';
import { ofLiveBrand } from '../content/live-brands';
import type { NotificationsTable } from './notifications.tables';

type Db = Kysely<Database>;

export function insertNotification(db: Db, values: Insertable<NotificationsTable>) {
  return db.insertInto('notifications').values(values).execute();
}

type NewNotification = Omit<Insertable<NotificationsTable>, 'read_at'>;
type RefusalInput = { userId: string; type: string; actorId: string | null; brandId: string | null };

export type NotificationValues = Required<NewNotification> & Partial<RefusalInput>;

/**
 * The insert of a notification unless its recipient refuses it, as SQL. With `gate`, the name of a
 * CTE of the same statement holding one row or none, it is written only when that row is there.
 * PostgreSQL types a bare parameter in a select list as text: the numbers say what they are.
 */
export function notificationInsertSql(
  v: NotificationValues,
  checks: { member: boolean; brand: boolean },
  gate?: string,
) {
  return sql`insert into notifications
      (id, user_id, type, actor_user_id, actor_brand_id, post_id, text, group_key, read_at, created_at)
    select ${v.id}, ${v.user_id}, ${v.type}, ${v.actor_user_id}, ${v.actor_brand_id},
      ${v.post_id}, ${v.text}, ${v.group_key}, null, cast(${v.created_at} as bigint)
    ${gate ? sql`from ${sql.table(gate)}` : sql``}
    where not (${notificationRefused(
      { userId: v.user_id, type: v.type, actorId: v.actorId ?? null, brandId: v.brandId ?? null },
      checks,
    )}) ${gate ? sql`returning 1 as written` : sql``}`;
}

/** `deleteNotifications` of one post's notification as SQL, run only when the CTE `gate` holds a row. */
export function notificationRetractSql(
  where: { type: NotificationsTable['type']; actorId: string; userId: string; postId: string },
  gate: string,
) {
  return sql`delete from notifications
    where type = ${where.type} and actor_user_id = ${where.actorId} and user_id = ${where.userId}
      and post_id = ${where.postId} and exists (select 1 from ${sql.table(gate)}) returning 1 as retracted`;
}

// Every like, comment, follow and mention writes one: built and compiled once per set of checks
// (db/reusable-statement.ts).
const insertUnlessRefused = reusableStatements(
  (member: 0 | 1, brand: 0 | 1) => (_db: Db, v: NotificationValues) =>
    notificationInsertSql(v, { member: member === 1, brand: brand === 1 }),
);

/**
 * Writes the notification unless the recipient refuses it (notification-prefs.ts), in one statement:
 * the check and the insert were two round trips on every like, comment, follow and mention
 * (decision 031). True when written.
 */
export async function insertNotificationUnless(db: Db, row: NewNotification, refusal: RefusalInput): Promise<boolean> {
  const { values, checks } = notificationValues(row, refusal);
  const result = await insertUnlessRefused(checks.member ? 1 : 0, checks.brand ? 1 : 0)(db, values);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** A notification's row and refusal as `notificationInsertSql` binds them, with the checks it runs. */
export function notificationValues(row: NewNotification, refusal: RefusalInput) {
  const checks = refusalChecks(refusal);
  // Every column a key, null or not: the statement binds the values named in its first call.
  const values: NotificationValues = {
    ...row,
    actor_brand_id: row.actor_brand_id ?? null,
    post_id: row.post_id ?? null,
    text: row.text ?? null,
    group_key: row.group_key ?? null,
    // The refusal asks about the recipient and type of the row itself; the acting member and brand
    // are bound only where a check reads them.
    ...(checks.member ? { actorId: refusal.actorId } : {}),
    ...(checks.brand ? { brandId: refusal.brandId } : {}),
  };
  return { values, checks };
}

const withActor = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('users as a', 'a.id', 'n.actor_user_id')
    .leftJoin('brands as b', 'b.id', 'n.actor_brand_id')
    .select([
      'n.id',
      'n.type',
      'n.actor_user_id',
      'n.actor_brand_id',
      'n.post_id',
      'n.text',
      'n.group_key',
      'n.read_at',
      'n.created_at',
      'a.name as actor_name',
      'a.avatar_url as actor_avatar_url',
      'b.name as brand_name',
      'b.logo_url as brand_logo_url',
      'b.verified as brand_verified',
    ]);

export type NotificationRow = Awaited<ReturnType<typeof latestOfGroups>>[number];

/**
 * What a suspended brand sent is withdrawn with it (decision 023), from the list and from the unread
 * count, and is back when the brand is reinstated.
 */
const fromLiveActor = () => ofLiveBrand('notifications.actor_brand_id');

/**
 * A member's notification groups (see `group_key`), the most recently active first: when each was
 * last added to, how many people are in it, and whether any of it is unread.
 */
export async function groupRows(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  const latest = sql<number>`max(created_at)`;
  let q = db
    .selectFrom('notifications')
    .select((eb) => [
      'group_key',
      latest.as('latest'),
      eb.fn.count<number>('actor_user_id').distinct().as('actors'),
      sql<number>`sum(case when read_at is null then 1 else 0 end)`.as('unread'),
    ])
    .where('user_id', '=', userId)
    .where(fromLiveActor())
    .groupBy('group_key');
  if (key)
    q = q.having((eb) =>
      eb.or([eb(latest, '<', key.createdAt), eb.and([eb(latest, '=', key.createdAt), eb('group_key', '<', key.id)])]),
    );
  const rows = await q.orderBy(latest, 'desc').orderBy('group_key', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    // Keyset pages run on (latest, group_key): pageOf reads them as created_at and id.
    id: r.group_key,
    created_at: Number(r.latest),
    actors: Number(r.actors),
    unread: Number(r.unread),
  }));
}

/** The newest notification of each of these groups of a member, with its actor. */
export function latestOfGroups(db: Db, userId: string, groupKeys: string[]) {
  return withActor(db)
    .where('n.user_id', '=', userId)
    .where('n.group_key', 'in', groupKeys.length ? groupKeys : [''])
    .where('n.id', '=', (eb) =>
      eb
        .selectFrom('notifications as l')
        .select('l.id')
        .whereRef('l.user_id', '=', 'n.user_id')
        .whereRef('l.group_key', '=', 'n.group_key')
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(1),
    )
    .execute();
}

export function notificationById(db: Db, userId: string, id: string) {
  return withActor(db).where('n.id', '=', id).where('n.user_id', '=', userId).executeTakeFirst();
}

/** Unread rows as the list shows them: a group with anything unread counts once. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.count<number>('group_key').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where(fromLiveActor())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of these members the member follows, and which they asked to follow (a private account). */
export async function followStates(db: Db, userId: string, memberIds: string[]) {
  if (memberIds.length === 0) return { following: new Set<string>(), requested: new Set<string>() };
  const [follows, requests] = await Promise.all([
    db
      .selectFrom('member_follows')
      .select('followee_id as id')
      .where('follower_id', '=', userId)
      .where('followee_id', 'in', memberIds)
      .execute(),
    db
      .selectFrom('follow_requests')
      .select('owner_id as id')
      .where('requester_id', '=', userId)
      .where('owner_id', 'in', memberIds)
      .execute(),
  ]);
  return { following: new Set(follows.map((r) => r.id)), requested: new Set(requests.map((r) => r.id)) };
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

/**
 * Removes what two members announced to each other, or what a brand announced to a member, once a
 * block stands between them (decision 026): neither keeps a trace of the other in their list.
 */
export function deleteBetween(db: Db, between: { userId: string; actorId?: string; brandId?: string }) {
  let q = db.deleteFrom('notifications').where('user_id', '=', between.userId);
  if (between.actorId) q = q.where('actor_user_id', '=', between.actorId).where('actor_brand_id', 'is', null);
  if (between.brandId) q = q.where('actor_brand_id', '=', between.brandId);
  return q.execute();
}
