import { sql, type Insertable, type Kysely } from 'kysely';
import type { HeldKind, ModerationAction, ModerationTargetKind, QueuePlace } from '../../../shared/moderation-rules';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';
import type { ModerationActionsTable, ReportsTable } from './moderation.tables';

type Db = Kysely<Database>;

export function insertReport(db: Db, values: Insertable<ReportsTable>) {
  return db.insertInto('reports').values(values).execute();
}

export function reportById(db: Db, id: string) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The reporter's open report of this target, if any: a second report of it answers this one. */
export function openReportBy(db: Db, reporterId: string, kind: ModerationTargetKind, id: string) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
}

/** 'Minhas denúncias', newest first. */
export function reportsOf(db: Db, reporterId: string, limit: number, after?: Keyset) {
  const q = db.selectFrom('reports').selectAll().where('reporter_id', '=', reporterId);
  return newestFirstPage(q, limit + 1, after).execute();
}

export function openReportsOf(db: Db, kind: ModerationTargetKind, id: string) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .execute();
}

/** The most severe rank any report of this target had: an appeal takes the place of its reports. */
export async function topSeverityOf(db: Db, kind: ModerationTargetKind, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.min('severity').as('severity'))
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return row?.severity == null ? null : Number(row.severity);
}

export function resolveReports(
  db: Db,
  kind: ModerationTargetKind,
  id: string,
  change: { status: 'dismissed' | 'actioned'; outcome: ModerationAction; at: number },
) {
  return db
    .updateTable('reports')
    .set({ status: change.status, outcome: change.outcome, resolved_at: change.at })
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

export function holdOf(db: Db, kind: ModerationTargetKind, id: string) {
  return db
    .selectFrom('content_holds')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
}

export async function putHold(
  db: Db,
  kind: HeldKind,
  id: string,
  hold: { state: 'hidden' | 'removed'; reason: string; at: number },
) {
  await db.deleteFrom('content_holds').where('target_kind', '=', kind).where('target_id', '=', id).execute();
  await db
    .insertInto('content_holds')
    .values({ target_kind: kind, target_id: id, state: hold.state, reason: hold.reason, created_at: hold.at })
    .execute();
}

export function liftHold(db: Db, kind: ModerationTargetKind, id: string) {
  return db.deleteFrom('content_holds').where('target_kind', '=', kind).where('target_id', '=', id).execute();
}

export function appealOf(db: Db, kind: ModerationTargetKind, id: string) {
  return db
    .selectFrom('moderation_appeals')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
}

export function closeAppeal(db: Db, id: string, status: 'accepted' | 'rejected', at: number) {
  return db.updateTable('moderation_appeals').set({ status, resolved_at: at }).where('id', '=', id).execute();
}

export function insertAction(db: Db, values: Insertable<ModerationActionsTable>) {
  return db.insertInto('moderation_actions').values(values).execute();
}

/** What operators did before about this author's content or account, newest first. */
export function actionsAgainst(db: Db, authorId: string, limit: number) {
  return db
    .selectFrom('moderation_actions')
    .selectAll()
    .where('target_author_id', '=', authorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface QueueRow extends QueuePlace {
  count: number;
}

/**
 * One page of the queue: every target with open reports or an open appeal, grouped, by its most
 * severe rank, then the oldest of them, then kind and id (shared/moderation-rules.ts
 * compareQueuePlaces). Both sources sit on (status, severity, created_at) indexes.
 */
export async function queuePage(db: Db, limit: number, after?: QueuePlace): Promise<QueueRow[]> {
  const sev = sql.ref('severity_min');
  const at = sql.ref('oldest_at');
  const past = after
    ? sql`having (min(severity) > ${after.severity} or (min(severity) = ${after.severity} and (min(created_at) > ${after.oldestAt} or (min(created_at) = ${after.oldestAt} and (target_kind > ${after.kind} or (target_kind = ${after.kind} and target_id > ${after.id}))))))`
    : sql``;
  const { rows } = await sql<{
    target_kind: string;
    target_id: string;
    severity_min: number | string;
    oldest_at: number | string;
    reports: number | string;
  }>`select target_kind, target_id, min(severity) as severity_min, min(created_at) as oldest_at, sum(is_report) as reports
    from (
      select target_kind, target_id, severity, created_at, 1 as is_report from reports where status = 'open'
      union all
      select target_kind, target_id, severity, created_at, 0 as is_report from moderation_appeals where status = 'open'
    ) as open_items
    group by target_kind, target_id
    ${past}
    order by ${sev}, ${at}, target_kind, target_id
    limit ${limit + 1}`.execute(db);
  return rows.map((r) => ({
    kind: r.target_kind,
    id: r.target_id,
    severity: Number(r.severity_min),
    oldestAt: Number(r.oldest_at),
    count: Number(r.reports),
  }));
}

export function openAppealOf(db: Db, kind: ModerationTargetKind, id: string) {
  return db
    .selectFrom('moderation_appeals')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
}
