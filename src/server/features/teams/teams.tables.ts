import type { InvitationStatus, TeamRole } from '../../../shared/brand-roles';

/** One member on one brand's team. */
export interface BrandMembersTable {
  brand_id: string;
  user_id: string;
  role: TeamRole;
  created_at: number;
}

/** An invitation to a brand's team, addressed to an email in lower case. */
export interface BrandInvitationsTable {
  id: string;
  brand_id: string;
  email: string;
  role: TeamRole;
  /** The member who invited; null when the invitation came from the command line. */
  invited_by: string | null;
  created_at: number;
  /** Seven days after created_at (shared/brand-roles.ts, INVITATION_TTL_MS). */
  expires_at: number;
  status: InvitationStatus;
}
