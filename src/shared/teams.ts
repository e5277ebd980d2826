import { z } from 'zod';
import { emailSchema } from './auth';
import { teamRoles } from './brand-roles';
import { ptBR } from './i18n/pt-BR';

export * from './brand-roles';

const roleSchema = z.enum(teamRoles, { error: ptBR.teamErrors.roleRequired });

/** A brand as the studio lists it for a member of its team. */
export const studioBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  verified: z.boolean(),
  role: z.enum(teamRoles),
});
export type StudioBrand = z.infer<typeof studioBrandSchema>;

export const studioBrandsSchema = z.object({ brands: z.array(studioBrandSchema) });
export type StudioBrands = z.infer<typeof studioBrandsSchema>;

/** An invitation as its invitee sees it. */
export const myInvitationSchema = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), logoUrl: z.string(), verified: z.boolean() }),
  role: z.enum(teamRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const myInvitationsSchema = z.object({ invitations: z.array(myInvitationSchema) });
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/** A pending invitation as the team sees it. */
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  role: z.enum(teamRoles),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A brand's team page: who is on it, who is invited, and the caller's own role. */
export const teamPageSchema = z.object({
  brand: studioBrandSchema,
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteInput = z.input<typeof inviteSchema>;

/** The operator invites a brand's first owner: the role is always owner. */
export const ownerInviteSchema = z.object({ email: emailSchema });
export type OwnerInviteInput = z.input<typeof ownerInviteSchema>;

export const roleChangeSchema = z.object({ role: roleSchema });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

export const invitationReplySchema = z.object({ invitation: teamInvitationSchema });
export const teamMemberReplySchema = z.object({ member: teamMemberSchema });
export const okReplySchema = z.object({ ok: z.literal(true) });

const pathId = z.string().min(1).max(64);
export const brandParams = z.object({ brandId: pathId });
export const brandInvitationParams = z.object({ brandId: pathId, id: pathId });
export const brandMemberParams = z.object({ brandId: pathId, userId: pathId });
