import { z } from 'zod';
import { memberTeamSchema } from './admin-brands';
import { ADMIN_SEARCH_MAX, auditActions, auditVias } from './admin-rules';
import { pagedReply, personRefSchema } from './schema-parts';

export * from './admin-rules';

/** A member as the operator's console lists them. */
export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  isOperator: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
  /** The brands whose teams the member is on, with their role on each. */
  teams: z.array(memberTeamSchema),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  cursor: z.string().max(300).optional(),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;

export const adminMembersPageSchema = pagedReply('members', adminMemberSchema);
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

export const adminMemberReplySchema = z.object({ member: adminMemberSchema });
export type AdminMemberReply = z.infer<typeof adminMemberReplySchema>;

/** The target's fields a change touched, as they were before and after it. */
const auditStateSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The operator who acted; null when `via` is the command line or the configuration. */
  actor: personRefSchema.nullable(),
  via: z.enum(auditVias),
  action: z.enum(auditActions),
  targetType: z.string(),
  targetId: z.string(),
  /** The member or brand the action was about, while it exists; an order's number ('#ABCD1234'). */
  targetName: z.string().nullable(),
  before: auditStateSchema,
  after: auditStateSchema,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterId = z.string().trim().min(1).max(64).optional();

export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  /** Only what this member did. */
  actorId: filterId,
  /** Only what was done to this member, brand or invitation. */
  targetId: filterId,
  cursor: z.string().max(300).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = pagedReply('entries', auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
