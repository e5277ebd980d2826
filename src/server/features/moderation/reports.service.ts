// The member's side of moderation: reporting, 'Minhas denúncias' and the one appeal against a hold.
import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  isHeldKind,
  severityRank,
  type Appeal,
  type CreateAppealInput,
  type CreateReportInput,
  type MyReport,
  type MyReportsPage,
} from '../../../shared/moderation';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { managedBy } from '../content/publisher';
import { findTarget, mustSeeTarget, namesOf } from './moderation-targets';
import * as q from './moderation.queries';
import type { ReportsTable } from './moderation.tables';

export interface ReportsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const MY_REPORTS_PAGE = 20;
const m = ptBR.moderation;

type ReportRow = ReportsTable;

async function toMyReports(db: Kysely<Database>, rows: ReportRow[]): Promise<MyReport[]> {
  const memberIds = rows.flatMap((r) => (r.target_author_id && !r.target_brand_id ? [r.target_author_id] : []));
  const brandIds = rows.flatMap((r) => (r.target_brand_id ? [r.target_brand_id] : []));
  const names = await namesOf(db, [...new Set(memberIds)], [...new Set(brandIds)]);
  return rows.map((r) => {
    const name = r.target_brand_id
      ? names.brand.get(r.target_brand_id)?.name
      : r.target_author_id
        ? names.member.get(r.target_author_id)?.name
        : undefined;
    return {
      id: r.id,
      kind: r.target_kind,
      targetId: r.target_id,
      targetLabel: m.targetLabel(r.target_kind, name ?? null),
      reason: r.reason,
      text: r.text,
      status: r.status,
      outcome: r.outcome ? m.outcomes[r.outcome] : null,
      createdAt: new Date(Number(r.created_at)).toISOString(),
      resolvedAt: r.resolved_at === null ? null : new Date(Number(r.resolved_at)).toISOString(),
    };
  });
}

/**
 * Reports a target the member can see (else the usual 404). Their own content or account is a
 * pt-BR 400; a second report of a target while their first is open answers the first (`created: false`).
 */
export async function createReport(
  deps: ReportsDeps,
  reporterId: string,
  input: CreateReportInput,
): Promise<{ report: MyReport; created: boolean }> {
  const target = await mustSeeTarget(deps.db, reporterId, input.kind, input.id);
  const own =
    target.kind === 'member'
      ? target.id === reporterId
      : (await managedBy(deps.db, reporterId, [target.owner]))(target.owner);
  if (own) throw new AppError(400, 'cannot_report_self');
  const existing = await q.openReportBy(deps.db, reporterId, input.kind, input.id);
  if (existing) return { report: (await toMyReports(deps.db, [existing]))[0]!, created: false };
  const now = deps.clock.now();
  const id = newId('rpt', now);
  await q.insertReport(deps.db, {
    id,
    reporter_id: reporterId,
    target_kind: input.kind,
    target_id: input.id,
    target_author_id: target.authorId,
    target_brand_id: target.brandId,
    reason: input.reason,
    severity: severityRank(input.reason),
    text: input.text ? input.text : null,
    status: 'open',
    outcome: null,
    created_at: now,
    resolved_at: null,
  });
  const row = await q.reportById(deps.db, id);
  return { report: (await toMyReports(deps.db, [row]))[0]!, created: true };
}

export async function myReports(deps: ReportsDeps, reporterId: string, cursor?: string): Promise<MyReportsPage> {
  const rows = await q.reportsOf(deps.db, reporterId, MY_REPORTS_PAGE, decodeKeyset(cursor));
  const page = pageOf(
    rows.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    MY_REPORTS_PAGE,
  );
  return { items: await toMyReports(deps.db, page.rows), nextCursor: page.nextCursor };
}

/**
 * The author's one appeal against a hold on their content: only whoever may manage the item may
 * appeal (anyone else: 404), only a held item (409), and only once (409, kept by the table's key).
 */
export async function createAppeal(deps: ReportsDeps, authorId: string, input: CreateAppealInput): Promise<Appeal> {
  const target = await findTarget(deps.db, input.kind, input.id);
  if (!target || !isHeldKind(target.kind)) throw new AppError(404, 'not_found');
  if (!(await managedBy(deps.db, authorId, [target.owner]))(target.owner)) throw new AppError(404, 'not_found');
  if (!(await q.holdOf(deps.db, input.kind, input.id))) throw new AppError(409, 'not_held');
  const now = deps.clock.now();
  const appeal = {
    id: newId('apl', now),
    target_kind: input.kind,
    target_id: input.id,
    author_id: authorId,
    text: input.text,
    status: 'open' as const,
    // It comes back into the queue where its reports stood.
    severity: (await q.topSeverityOf(deps.db, input.kind, input.id)) ?? severityRank('outro'),
    created_at: now,
    resolved_at: null,
  };
  try {
    await deps.db.insertInto('moderation_appeals').values(appeal).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'appeal_exists');
    throw err;
  }
  return {
    id: appeal.id,
    kind: input.kind,
    targetId: input.id,
    text: appeal.text,
    status: 'open',
    createdAt: new Date(now).toISOString(),
  };
}
