import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import type { StoredMedia } from './media/media';
import type { Storage } from './storage';

/**
 * What every feature that keeps member data answers for the account feature, in its own
 * `<feature>.account.ts`: its part of the member's data export and what it does when the member
 * leaves. The account feature imports those files; they never import it.
 */

export interface MemberDataContext {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** The session asking for the export, marked as the current one in it. */
  currentSessionId: string;
}

/** A feature's section of the member's export (LGPD art. 18): plain JSON. */
export type ExportFor = (ctx: MemberDataContext, memberId: string) => Promise<unknown>;

/**
 * Runs inside the deletion's transaction, before the member row goes (its cascade removes the rest):
 * undoes what cascades cannot (counters on other members' and brands' rows, events dated `now`) and
 * answers the stored media to remove once the transaction has committed.
 */
export type ForgetMember = (trx: Kysely<Database>, memberId: string, now: number) => Promise<StoredMedia[]>;
