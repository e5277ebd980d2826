import type { Kysely } from 'kysely';
import { suspensionRefusal, type AdminMember, type AuditAction, type AuditEntry } from '../../../shared/admin';
import { orderNumber } from '../../../shared/store';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { defaultAvatarUrl } from '../../platform/avatars';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import { deleteOtherSessions } from '../auth/auth.queries';
import * as q from './admin.queries';

export interface AdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: ReadCache;
}

const MEMBERS_PAGE = 20;
const AUDIT_PAGE = 20;

function toAdminMember(row: q.MemberRow, teams: AdminMember['teams'] = []): AdminMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.name),
    isOperator: toBool(row.is_operator),
    suspended: row.suspended_at !== null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    teams,
  };
}

/** Each member with the teams they are on (one query for the whole page). */
async function withTeams(db: Kysely<Database>, rows: q.MemberRow[]): Promise<AdminMember[]> {
  const teams = await q.teamsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toAdminMember(
      r,
      teams
        .filter((t) => t.user_id === r.id)
        .map((t) => ({ brandId: t.brand_id, brandName: t.brand_name, role: t.role })),
    ),
  );
}

export async function listMembers(deps: Pick<AdminDeps, 'db'>, query: string | undefined, cursor?: string) {
  const rows = await q.searchMembers(deps.db, query ?? '', MEMBERS_PAGE + 1, decodeKeyset(cursor));
  const page = pageOf(
    rows.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    MEMBERS_PAGE,
  );
  return { members: await withTeams(deps.db, page.rows), nextCursor: page.nextCursor };
}

async function memberOr404(db: Kysely<Database>, id: string) {
  const row = await q.findMember(db, id);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** The console's audit record of a member's suspension or reinstatement, in the transaction that makes it. */
function auditSuspension(trx: Kysely<Database>, actorId: string, memberId: string, suspended: boolean, at: number) {
  return recordAudit(trx, {
    actorId,
    via: 'console',
    action: suspended ? 'member.suspend' : 'member.reinstate',
    targetType: 'member',
    targetId: memberId,
    before: { suspended: !suspended },
    after: { suspended },
    at,
  });
}

/**
 * Suspends a member: every session of theirs ends (on every instance, through the session cache's
 * invalidation over the bus) and their logins are refused until an operator reinstates them, or
 * until `until` passes.
 */
export async function suspendMember(
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  /** When the suspension ends by itself (a moderation action's period); null for good. */
  until: number | null = null,
): Promise<AdminMember> {
  const member = await deps.db.transaction().execute(async (trx) => {
    const row = await memberOr404(trx, targetId);
    const refusal = suspensionRefusal({ actorId, target: { id: row.id, isOperator: toBool(row.is_operator) } });
    if (refusal === 'cannot_suspend_self') throw new AppError(409, refusal);
    if (refusal) throw new AppError(403, refusal);
    if (row.suspended_at !== null) return row;
    const now = deps.clock.now();
    // The row first: a login racing this waits on the row's lock (auth's claimUnsuspended), then sees it.
    await q.setSuspendedAt(trx, row.id, now, now, until);
    await deleteOtherSessions(trx, row.id, null);
    await auditSuspension(trx, actorId, row.id, true, now);
    return { ...row, suspended_at: now };
  });
  // After the commit, as a password change does: a read racing the write cannot keep the old session.
  // Awaited, so that no instance still lets the member in once the operator sees the suspension.
  await deps.cache.invalidateEverywhere(cacheTags.sessionsOf(member.id));
  return (await withTeams(deps.db, [member]))[0]!;
}

export async function reinstateMember(deps: AdminDeps, actorId: string, targetId: string): Promise<AdminMember> {
  const member = await deps.db.transaction().execute(async (trx) => {
    const row = await memberOr404(trx, targetId);
    if (row.suspended_at === null) return row;
    const now = deps.clock.now();
    await q.setSuspendedAt(trx, row.id, null, now);
    await auditSuspension(trx, actorId, row.id, false, now);
    return { ...row, suspended_at: null };
  });
  return (await withTeams(deps.db, [member]))[0]!;
}

function parseState(text: string | null): AuditEntry['before'] {
  return text ? (JSON.parse(text) as AuditEntry['before']) : null;
}

export async function listAudit(deps: Pick<AdminDeps, 'db'>, filter: q.AuditFilter, cursor?: string) {
  const rows = await q.auditPage(deps.db, filter, AUDIT_PAGE + 1, decodeKeyset(cursor));
  const page = pageOf(
    rows.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    AUDIT_PAGE,
  );
  const entries: AuditEntry[] = page.rows.map((r) => ({
    id: r.id,
    actor:
      r.actor_id && r.actor_name
        ? { id: r.actor_id, name: r.actor_name, avatarUrl: r.actor_avatar_url ?? defaultAvatarUrl(r.actor_name) }
        : null,
    via: r.via,
    action: r.action as AuditAction,
    targetType: r.target_type,
    targetId: r.target_id,
    targetName:
      r.target_type === 'order'
        ? `#${orderNumber(r.target_id)}`
        : (r.target_name ?? r.target_brand_name ?? r.target_product_title ?? r.target_invitation_email),
    before: parseState(r.before),
    after: parseState(r.after),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { entries, nextCursor: page.nextCursor };
}
