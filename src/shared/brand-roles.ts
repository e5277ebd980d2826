// The rules of brand teams, apart from the schemas (zod): the studio's client code reads these too.

/** A member's role on one brand's team; a member may be on several teams with a different role on each. */
export const teamRoles = ['owner', 'editor', 'analyst'] as const;
export type TeamRole = (typeof teamRoles)[number];

export function isTeamRole(value: string): value is TeamRole {
  return (teamRoles as readonly string[]).includes(value);
}

/** What a team member may do for their brand. */
export const teamActions = [
  'publish',
  'answer',
  'editProducts',
  'viewInsights',
  'manageTeam',
  /** See the brand's orders and move its part forward (the buyers' first names come with them). */
  'fulfilOrders',
  /** Cancel and refund a paid order of the brand's alone. */
  'refundOrders',
] as const;
export type TeamAction = (typeof teamActions)[number];

const allowed: Record<TeamRole, readonly TeamAction[]> = {
  owner: teamActions,
  editor: ['publish', 'answer', 'editProducts', 'viewInsights', 'fulfilOrders'],
  analyst: ['viewInsights'],
};

export function teamCan(role: TeamRole | null | undefined, action: TeamAction): boolean {
  return role ? allowed[role].includes(action) : false;
}

/** How long an invitation stays open: seven days from when it was sent. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export interface TeamChange {
  /** The roles of the whole team as they are now. */
  roles: readonly TeamRole[];
  /** The role of the member the change is about. */
  from: TeamRole;
  /** Their role after it; null when they leave or are removed. */
  to: TeamRole | null;
}

/**
 * Whether a change leaves the brand without an owner: the last owner can neither be demoted nor
 * leave, so that someone can always manage the team without an operator.
 */
export function leavesNoOwner({ roles, from, to }: TeamChange): boolean {
  if (from !== 'owner' || to === 'owner') return false;
  return roles.filter((r) => r === 'owner').length <= 1;
}

/** Whether an invitation sent at `createdAt` can still be answered at `now`. */
export function invitationExpired(createdAt: number, now: number): boolean {
  return now >= createdAt + INVITATION_TTL_MS;
}

/** Whether an invitation still waits for its answer at `now`: not accepted, declined, revoked or expired. */
export function invitationOpen(inv: { status: InvitationStatus; createdAt: number }, now: number): boolean {
  return inv.status === 'pending' && !invitationExpired(inv.createdAt, now);
}
