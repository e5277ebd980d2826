// The operator's side of moderation: the queue, and the actions that resolve it.
import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  actionApplies,
  isHeldKind,
  isUrgent,
  mostSevere,
  type ModerationActionInput,
  type ModerationActionReply,
  type ModerationQueue,
  type ModerationTargetKind,
  type QueueGroup,
  type QueuePlace,
  type ReportReason,
} from '../../../shared/moderation';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { suspendMember } from '../admin/admin.service';
import * as notifications from '../notifications/notifications.service';
import { findTarget, imageUrlOf, namesOf, urlOf, type Target } from './moderation-targets';
import * as q from './moderation.queries';

export interface ModerationDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
  storage: Pick<Storage, 'url'>;
}

const QUEUE_PAGE = 20;
const HISTORY = 5;
const TEXTS = 3;
const DAY = 24 * 60 * 60 * 1000;

const placeSchema = z.object({
  s: z.number().int(),
  t: z.number().int(),
  k: z.string().max(20),
  i: z.string().min(1).max(64),
});

const iso = (ms: number) => new Date(Number(ms)).toISOString();

async function groupOf(deps: ModerationDeps, place: QueuePlace): Promise<QueueGroup> {
  const kind = place.kind as ModerationTargetKind;
  const [target, reports, appeal, hold] = await Promise.all([
    findTarget(deps.db, kind, place.id),
    q.openReportsOf(deps.db, kind, place.id),
    q.openAppealOf(deps.db, kind, place.id),
    q.holdOf(deps.db, kind, place.id),
  ]);
  // A target that is gone still has its reports' authors to show.
  const authorId = target?.authorId ?? reports.find((r) => r.target_author_id)?.target_author_id ?? null;
  const brandId = target?.brandId ?? reports.find((r) => r.target_brand_id)?.target_brand_id ?? null;
  const [names, history] = await Promise.all([
    namesOf(deps.db, authorId ? [authorId] : [], brandId ? [brandId] : []),
    authorId ? q.actionsAgainst(deps.db, authorId, HISTORY) : Promise.resolve([]),
  ]);
  const counts = new Map<ReportReason, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  const top = mostSevere(reports.map((r) => r.reason));
  return {
    kind,
    targetId: place.id,
    urgent: top !== null && isUrgent(top),
    topReason: top,
    content: {
      text: target?.text ?? null,
      imageUrl: target ? imageUrlOf(deps.storage, target) : null,
      author: (authorId && names.member.get(authorId)) || null,
      brand: (brandId && names.brand.get(brandId)) || null,
      url: target ? urlOf(target) : null,
      exists: target !== undefined,
    },
    hold: hold ? { state: hold.state, reason: hold.reason } : null,
    reports: {
      count: reports.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })),
      texts: reports.flatMap((r) => (r.text ? [r.text] : [])).slice(0, TEXTS),
    },
    oldestAt: iso(place.oldestAt),
    appeal: appeal ? { id: appeal.id, text: appeal.text, createdAt: iso(appeal.created_at) } : null,
    previousActions: history.map((a) => ({
      action: a.action,
      kind: a.target_kind,
      reason: a.reason,
      createdAt: iso(a.created_at),
      until: a.until === null ? null : iso(a.until),
    })),
  };
}

/** One page of the queue, urgent first, then by severity and by how long it has waited. */
export async function queue(deps: ModerationDeps, cursor?: string): Promise<ModerationQueue> {
  const at = decodeCursor(cursor, placeSchema);
  const after = at && { severity: at.s, oldestAt: at.t, kind: at.k, id: at.i };
  const rows = await q.queuePage(deps.db, QUEUE_PAGE, after);
  const page = rows.slice(0, QUEUE_PAGE);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > QUEUE_PAGE && last
      ? encodeCursor({ s: last.severity, t: last.oldestAt, k: last.kind, i: last.id })
      : null;
  const groups: QueueGroup[] = [];
  for (const place of page) groups.push(await groupOf(deps, place));
  return { groups, nextCursor };
}

const t = ptBR.moderation;
const notices = ptBR.moderationNotices;

/** What the author is told, if anything, of an action on their content or account. */
function noticeFor(
  target: Target,
  action: ModerationActionInput['action'],
  reason: string,
  until: number | null,
  hadAppeal: boolean,
): string | null {
  switch (action) {
    case 'hide':
      return notices.hidden(target.kind, reason);
    case 'remove':
      return notices.removed(target.kind, reason);
    case 'warn':
      return notices.warned(reason);
    case 'suspend':
      return until === null
        ? notices.suspendedForGood(reason)
        : notices.suspendedUntil(
            new Date(until).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
            reason,
          );
    case 'restore':
      return notices.restored(target.kind);
    case 'dismiss':
      return hadAppeal ? notices.appealRejected(target.kind) : null;
  }
}

/**
 * An operator's action on a target: it is recorded with its reason, applied (a hold put or lifted, a
 * suspension through the console's own), every open report of the target is resolved and its
 * reporters told the outcome, an open appeal is answered, the author is told why, and the audit log
 * gets its row, all in one transaction. A hold's change clears the read cache: the item sits in
 * feeds, explore, search and pages cached for many members.
 */
export async function act(
  deps: ModerationDeps,
  operatorId: string,
  kind: ModerationTargetKind,
  id: string,
  input: ModerationActionInput,
): Promise<ModerationActionReply> {
  const target = await findTarget(deps.db, kind, id);
  const hold = await q.holdOf(deps.db, kind, id);
  const { action, reason } = input;
  if (!target && action !== 'dismiss') throw new AppError(404, 'not_found');
  if (!actionApplies(action, kind, hold?.state ?? null)) throw new AppError(400, 'moderation_not_applicable');
  if ((action === 'warn' || action === 'suspend') && !target?.authorId)
    throw new AppError(400, 'moderation_not_applicable');
  const now = deps.clock.now();
  const until = action === 'suspend' && input.days ? now + input.days * DAY : null;
  // The console's suspension, with its own refusals (an operator, oneself) and its own audit row.
  if (action === 'suspend') await suspendMember(deps, operatorId, target!.authorId!, until);
  const result = await deps.db.transaction().execute(async (trx) => {
    const reports = await q.openReportsOf(trx, kind, id);
    const appeal = await q.openAppealOf(trx, kind, id);
    if (action === 'dismiss' && reports.length === 0 && !appeal) throw new AppError(409, 'nothing_to_resolve');
    const authorId = target?.authorId ?? reports.find((r) => r.target_author_id)?.target_author_id ?? null;
    const brandId = target?.brandId ?? reports.find((r) => r.target_brand_id)?.target_brand_id ?? null;
    await q.insertAction(trx, {
      id: newId('mod', now),
      target_kind: kind,
      target_id: id,
      target_author_id: authorId,
      target_brand_id: brandId,
      action,
      reason,
      operator_id: operatorId,
      created_at: now,
      until,
    });
    if ((action === 'hide' || action === 'remove') && isHeldKind(kind))
      await q.putHold(trx, kind, id, { state: action === 'hide' ? 'hidden' : 'removed', reason, at: now });
    if (action === 'restore') await q.liftHold(trx, kind, id);
    const dismissed = action === 'dismiss' || action === 'restore';
    await q.resolveReports(trx, kind, id, { status: dismissed ? 'dismissed' : 'actioned', outcome: action, at: now });
    if (appeal) await q.closeAppeal(trx, appeal.id, action === 'restore' ? 'accepted' : 'rejected', now);
    await recordAudit(trx, {
      actorId: operatorId,
      via: 'console',
      action: `moderation.${action}`,
      targetType: authorId || !brandId ? 'member' : 'brand',
      targetId: authorId ?? brandId ?? id,
      // What the item was in `before`, what was done and why in `after`: the panel lists only what changed.
      before: { state: hold?.state ?? null },
      after: {
        kind,
        itemId: id,
        state:
          action === 'hide'
            ? 'hidden'
            : action === 'remove'
              ? 'removed'
              : action === 'restore'
                ? null
                : (hold?.state ?? null),
        reason,
        ...(action === 'suspend' ? { days: input.days ?? null } : {}),
      },
      at: now,
    });
    const pending: (notifications.PendingNotification | null)[] = [];
    const notice = target && noticeFor(target, action, reason, until, appeal !== undefined);
    if (notice && authorId)
      pending.push(
        await notifications.notifyNotice(trx, deps, {
          userId: authorId,
          type: 'moderation',
          text: notice,
          postId: kind === 'post' ? id : null,
        }),
      );
    for (const reporterId of new Set(reports.map((r) => r.reporter_id)))
      pending.push(
        await notifications.notifyNotice(trx, deps, {
          userId: reporterId,
          type: 'report',
          text: notices.reportResolved(kind, t.outcomes[action]),
        }),
      );
    return { pending, resolved: reports.length };
  });
  if (action === 'hide' || action === 'remove' || action === 'restore') deps.cache.clear();
  await notifications.publish(deps, result.pending);
  return { action, resolved: result.resolved };
}
