import type { Kysely } from 'kysely';
import { normaliseEmail } from '../../../shared/auth';
import { invitationOpen } from '../../../shared/brand-roles';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { notify, type PendingNotification } from '../notifications/notifications.service';
import * as q from './teams.queries';

/**
 * Someone invited by email before they had an account is told of it the moment they sign up, with
 * the notification a member would have had when invited (decision 025): one per invitation still
 * open, from the member who sent it, or from the brand when that account is gone. Runs in the
 * sign-up's transaction; the caller publishes the result once it commits.
 */
export async function invitationNoticesOnSignup(
  trx: Kysely<Database>,
  deps: { clock: Clock },
  member: { id: string; email: string },
): Promise<PendingNotification[]> {
  const now = deps.clock.now();
  const rows = await q.pendingWithInviter(trx, normaliseEmail(member.email));
  const pending: PendingNotification[] = [];
  for (const inv of rows) {
    if (!invitationOpen({ status: inv.status, createdAt: Number(inv.created_at) }, now)) continue;
    const about = { userId: member.id, type: 'invitation', text: inv.brand_name } as const;
    const n = await notify(
      trx,
      deps,
      inv.inviter_id ? { ...about, actorId: inv.inviter_id } : { ...about, actorId: null, brandId: inv.brand_id },
    );
    if (n) pending.push(n);
  }
  return pending;
}
