import type { Kysely } from 'kysely';
import type { AuditVia } from '../../../shared/admin-rules';
import type { Database } from '../../db/schema';
import { fromBool, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';

export interface RoleChange {
  userId: string;
  isOperator: boolean;
  actorId: string | null;
  via: AuditVia;
  at: number;
}

/**
 * Grants or revokes the operator role, with its audit row, inside the caller's transaction.
 * Returns false (and records nothing) when the member already had that role.
 */
export async function setOperatorRole(trx: Kysely<Database>, change: RoleChange): Promise<boolean> {
  const row = await trx.selectFrom('users').select('is_operator').where('id', '=', change.userId).executeTakeFirst();
  if (!row || toBool(row.is_operator) === change.isOperator) return false;
  await trx
    .updateTable('users')
    .set({ is_operator: fromBool(change.isOperator), updated_at: change.at })
    .where('id', '=', change.userId)
    .execute();
  await recordAudit(trx, {
    actorId: change.actorId,
    via: change.via,
    action: change.isOperator ? 'operator.grant' : 'operator.revoke',
    targetType: 'member',
    targetId: change.userId,
    before: { isOperator: !change.isOperator },
    after: { isOperator: change.isOperator },
    at: change.at,
  });
  return true;
}
