import type { Kysely } from 'kysely';
import {
  INVITATION_TTL_MS,
  invitationExpired,
  leavesNoOwner,
  teamRoles,
  type TeamRole,
  type MyInvitation,
  type StudioBrand,
  type TeamInvitation,
  type TeamPage,
} from '../../../shared/teams';
import type { AuditVia } from '../../../shared/admin-rules';
import type { Database } from '../../db/schema';
import type { BrandInvitationsTable } from './teams.tables';
import { isUniqueViolation, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { defaultAvatarUrl } from '../../platform/avatars';
import type { Clock } from '../../platform/clock';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { EventBus } from '../../platform/event-bus';
import type { ReadCache } from '../../platform/read-cache';
import { notify, publish, type PendingNotification } from '../notifications/notifications.service';
import type { TeamAccess } from './team-guard';
import * as q from './teams.queries';

export interface TeamsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
}

type Db = Kysely<Database>;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toStudioBrand(b: { id: string; name: string; logo_url: string; verified: number }, role: TeamRole) {
  return { id: b.id, name: b.name, logoUrl: b.logo_url, verified: toBool(b.verified), role } satisfies StudioBrand;
}

function toTeamInvitation(i: BrandInvitationsTable): TeamInvitation {
  return { id: i.id, email: i.email, role: i.role, createdAt: iso(i.created_at), expiresAt: iso(i.expires_at) };
}

export async function myBrands(deps: TeamsDeps, memberId: string): Promise<StudioBrand[]> {
  const rows = await q.brandsOf(deps.db, memberId);
  return rows.map((r) => toStudioBrand(r, r.role));
}

async function emailOf(db: Db, memberId: string): Promise<string> {
  const row = await q.userEmail(db, memberId);
  if (!row) throw new AppError(404, 'not_found');
  return row.email;
}

export async function myInvitations(deps: TeamsDeps, memberId: string): Promise<MyInvitation[]> {
  const rows = await q.pendingForEmail(deps.db, await emailOf(deps.db, memberId), deps.clock.now());
  return rows.map((r) => ({
    id: r.id,
    brand: { id: r.brand_id, name: r.brand_name, logoUrl: r.logo_url, verified: toBool(r.verified) },
    role: r.role,
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
  }));
}

export async function teamPage(deps: TeamsDeps, access: TeamAccess): Promise<TeamPage> {
  const brand = await q.brandById(deps.db, access.brandId);
  if (!brand) throw new AppError(404, 'not_found');
  const [members, invitations] = await Promise.all([
    q.teamOf(deps.db, access.brandId),
    q.pendingOfBrand(deps.db, access.brandId, deps.clock.now()),
  ]);
  return {
    brand: toStudioBrand(brand, access.role),
    // Owners first, then editors and analysts; within a role, who joined first.
    members: [...members]
      .sort((x, y) => teamRoles.indexOf(x.role) - teamRoles.indexOf(y.role))
      .map((m) => ({
        id: m.id,
        name: m.name,
        avatarUrl: m.avatar_url ?? defaultAvatarUrl(m.name),
        role: m.role,
      })),
    invitations: invitations.map(toTeamInvitation),
  };
}

export interface InviteRequest {
  brandId: string;
  email: string;
  role: TeamRole;
  /** Who invites: an owner from the studio or an operator from the console. */
  actorId: string;
  via: AuditVia;
}

/**
 * Sends an invitation. When the email already has an account, its holder is notified too (the
 * notification leads to the studio, where they answer); someone without one finds it on signing up.
 */
export async function invite(deps: TeamsDeps, req: InviteRequest): Promise<TeamInvitation> {
  let notice: PendingNotification | null = null;
  const invitation = await deps.db.transaction().execute(async (trx) => {
    const brand = await q.brandById(trx, req.brandId);
    if (!brand) throw new AppError(404, 'not_found');
    const existing = await q.userByEmail(trx, req.email);
    if (existing && (await q.roleOf(trx, existing.id, req.brandId))) throw new AppError(409, 'already_on_team');
    const now = deps.clock.now();
    const pending = await q.pendingOfBrand(trx, req.brandId, now);
    if (pending.some((p) => p.email === req.email)) throw new AppError(409, 'invitation_pending');
    const row: BrandInvitationsTable = {
      id: newId('inv', now),
      brand_id: req.brandId,
      email: req.email,
      role: req.role,
      invited_by: req.actorId,
      created_at: now,
      expires_at: now + INVITATION_TTL_MS,
      status: 'pending',
    };
    await trx.insertInto('brand_invitations').values(row).execute();
    await recordAudit(trx, {
      actorId: req.actorId,
      via: req.via,
      action: 'team.invite',
      targetType: 'invitation',
      targetId: row.id,
      before: null,
      after: { brandId: req.brandId, email: req.email, role: req.role },
      at: now,
    });
    if (existing) {
      notice = await notify(trx, deps, {
        userId: existing.id,
        type: 'invitation',
        actorId: req.actorId,
        text: brand.name,
      });
    }
    return toTeamInvitation(row);
  });
  await publish(deps, [notice]);
  return invitation;
}

export async function revokeInvitation(deps: TeamsDeps, access: TeamAccess, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const inv = await q.invitationById(trx, id);
    if (!inv || inv.brand_id !== access.brandId) throw new AppError(404, 'not_found');
    if (!(await q.closeInvitation(trx, id, 'revoked'))) throw new AppError(409, 'invitation_answered');
    await recordAudit(trx, {
      actorId: access.memberId,
      via: 'console',
      action: 'team.revoke',
      targetType: 'invitation',
      targetId: id,
      before: { brandId: inv.brand_id, email: inv.email, status: 'pending' },
      after: { status: 'revoked' },
      at: deps.clock.now(),
    });
  });
}

/** The invitee's answer. Only the member whose account email the invitation names may give it. */
export async function answerInvitation(
  deps: TeamsDeps,
  memberId: string,
  id: string,
  answer: 'accept' | 'decline',
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const inv = await q.invitationById(trx, id);
    // Someone else's invitation is answered as a missing one: its existence is not theirs to learn.
    if (!inv || inv.email !== (await emailOf(trx, memberId))) throw new AppError(404, 'not_found');
    if (inv.status !== 'pending') throw new AppError(409, 'invitation_answered');
    const now = deps.clock.now();
    if (invitationExpired(Number(inv.created_at), now)) throw new AppError(410, 'invitation_expired');
    if (!(await q.closeInvitation(trx, id, answer === 'accept' ? 'accepted' : 'declined'))) {
      throw new AppError(409, 'invitation_answered');
    }
    if (answer === 'decline') return;
    try {
      await trx
        .insertInto('brand_members')
        .values({ brand_id: inv.brand_id, user_id: memberId, role: inv.role, created_at: now })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'already_on_team');
      throw err;
    }
    await recordAudit(trx, {
      actorId: memberId,
      via: 'console',
      action: 'team.accept',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { brandId: inv.brand_id, role: inv.role },
      at: now,
    });
  });
  if (answer === 'accept') rolesChanged(deps, memberId);
}

/**
 * A member's roles decide which brand items their cached feeds and pages offer to manage
 * (`canManage`): those answers go once the change has committed. The right itself is read on every
 * request (content/publisher.ts), so a member off the team loses it at once either way.
 */
function rolesChanged(deps: TeamsDeps, userId: string) {
  deps.cache.invalidate(cacheTags.viewer(userId));
}

/** A role change or a removal (`to` null): checked against the last-owner rule inside the transaction. */
async function changeMember(deps: TeamsDeps, access: TeamAccess, userId: string, to: TeamRole | null) {
  const role = await deps.db.transaction().execute(async (trx) => {
    const owners = await q.lockedOwners(trx, access.brandId);
    const current = await q.roleOf(trx, userId, access.brandId);
    if (!current) throw new AppError(404, 'not_found');
    if (current.role === to) return current.role;
    const others = owners.length - (current.role === 'owner' ? 1 : 0);
    const roles: TeamRole[] = [...Array<TeamRole>(others).fill('owner'), current.role];
    if (leavesNoOwner({ roles, from: current.role, to })) throw new AppError(409, 'team_needs_owner');
    if (to) {
      await trx
        .updateTable('brand_members')
        .set({ role: to })
        .where('brand_id', '=', access.brandId)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .deleteFrom('brand_members')
        .where('brand_id', '=', access.brandId)
        .where('user_id', '=', userId)
        .execute();
    }
    await recordAudit(trx, {
      actorId: access.memberId,
      via: 'console',
      action: to ? 'team.role' : 'team.remove',
      targetType: 'member',
      targetId: userId,
      before: { brandId: access.brandId, role: current.role },
      after: to ? { brandId: access.brandId, role: to } : null,
      at: deps.clock.now(),
    });
    return to;
  });
  rolesChanged(deps, userId);
  return role;
}

export async function changeRole(deps: TeamsDeps, access: TeamAccess, userId: string, role: TeamRole) {
  await changeMember(deps, access, userId, role);
  const member = (await q.teamOf(deps.db, access.brandId)).find((m) => m.id === userId);
  if (!member) throw new AppError(404, 'not_found');
  return { id: member.id, name: member.name, avatarUrl: member.avatar_url ?? defaultAvatarUrl(member.name), role };
}

export async function removeMember(deps: TeamsDeps, access: TeamAccess, userId: string): Promise<void> {
  await changeMember(deps, access, userId, null);
}
