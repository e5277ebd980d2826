import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { teamCan, type TeamAction, type TeamRole } from '../../../shared/brand-roles';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { requireMemberId } from '../../platform/session';
import { roleOf } from './teams.queries';

/**
 * The caller's role on a brand's team, or null. Read from the database on every call, never cached:
 * a member removed from a team loses access on the very next request, on every instance.
 */
export async function teamRoleOf(db: Kysely<Database>, userId: string, brandId: string): Promise<TeamRole | null> {
  const row = await roleOf(db, userId, brandId);
  return row?.role ?? null;
}

export interface TeamAccess {
  memberId: string;
  brandId: string;
  role: TeamRole;
}

/**
 * The guard of `/api/studio/brands/:brandId/*`: anonymous callers get the usual 401, anyone off the
 * brand's team the usual 404 (a brand's studio does not tell outsiders who works there), and a team
 * member whose role does not allow `action` a pt-BR 403.
 */
export async function requireTeamAction(
  db: Kysely<Database>,
  request: FastifyRequest,
  action: TeamAction,
): Promise<TeamAccess> {
  const memberId = requireMemberId(request);
  const brandId = (request.params as { brandId?: unknown }).brandId;
  if (typeof brandId !== 'string') throw new AppError(404, 'not_found');
  const role = await teamRoleOf(db, memberId, brandId);
  if (!role) throw new AppError(404, 'not_found');
  if (!teamCan(role, action))
    throw new AppError(403, action === 'manageTeam' ? 'team_owner_only' : 'team_role_forbidden');
  return { memberId, brandId, role };
}

/** The brands whose team the member is on (brand_members_user_idx), read on every call like the role. */
export async function teamBrandIdsOf(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('brand_members').select('brand_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.brand_id));
}
