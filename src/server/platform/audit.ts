import type { Kysely } from 'kysely';
import type { AuditAction, AuditVia } from '../../shared/admin-rules';
import type { Database } from '../db/schema';
import { newId } from './ids';

export interface AuditRecord {
  /** The operator who acted; null when the change came from the command line or the configuration. */
  actorId: string | null;
  via: AuditVia;
  action: AuditAction;
  /** A member, a brand, a brand's product, a store order, or for a team invitation (addressed to an email) the invitation. */
  targetType: 'member' | 'invitation' | 'brand' | 'product' | 'order';
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: number;
}

/**
 * Writes one row of the audit log. Called with the transaction that makes the change, so that a
 * change is never without its record, nor a record without its change.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId('aud', entry.at),
      actor_id: entry.actorId,
      via: entry.via,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      created_at: entry.at,
    })
    .execute();
}
