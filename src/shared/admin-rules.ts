// The operator role's rules, apart from the schemas (zod): the console's client code reads these too.

/** The longest text the console's member search takes. */
export const ADMIN_SEARCH_MAX = 100;

/** Everything the audit log records. */
export const auditActions = [
  'member.suspend',
  'member.reinstate',
  'operator.grant',
  'operator.revoke',
  'team.invite',
  'team.revoke',
  'team.role',
  'team.remove',
  'team.accept',
  'brand.create',
  'brand.update',
  'brand.verify',
  'brand.unverify',
  'brand.suspend',
  'brand.reinstate',
  'product.create',
  'product.update',
  'product.image',
  'product.delete',
  'order.fulfil',
  'order.refund',
  'post.delete',
  'story.delete',
  'reel.delete',
  'video.delete',
  'moderation.dismiss',
  'moderation.hide',
  'moderation.remove',
  'moderation.warn',
  'moderation.suspend',
  'moderation.restore',
] as const;
export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** How a recorded change was made: by an operator in the console, or outside the app. */
export const auditVias = ['console', 'command-line', 'configuration'] as const;
export type AuditVia = (typeof auditVias)[number];

/**
 * OPERATOR_EMAILS as a list: comma-separated, compared the way sign-up stores emails (trimmed,
 * lower case); empty entries and anything without an '@' are dropped rather than matched.
 */
export function parseOperatorEmails(text: string | undefined): string[] {
  const emails = (text ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e.length > 2 && e.includes('@'));
  return [...new Set(emails)];
}

export interface SuspensionParties {
  actorId: string;
  target: { id: string; isOperator: boolean };
}

/**
 * Why an operator may not suspend this member, or null when they may. An operator never locks
 * themselves out, and operators cannot suspend each other: that is revoked from the command line first.
 */
export function suspensionRefusal({ actorId, target }: SuspensionParties) {
  if (target.id === actorId) return 'cannot_suspend_self' as const;
  if (target.isOperator) return 'cannot_suspend_operator' as const;
  return null;
}
