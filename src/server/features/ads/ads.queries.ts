import type { Insertable, Kysely } from 'kysely';
import { DAY_MS } from '../../../shared/ads';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';
import type { AdCampaignsTable } from './ads.tables';

export function insertCampaign(db: Kysely<Database>, values: Insertable<AdCampaignsTable>) {
  return db.insertInto('ad_campaigns').values(values).execute();
}

export function findCampaign(db: Kysely<Database>, id: string) {
  return db.selectFrom('ad_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCampaigns(db: Kysely<Database>, userId: string, limit: number, after?: Keyset) {
  const q = db.selectFrom('ad_campaigns').selectAll().where('user_id', '=', userId);
  return newestFirstPage(q, limit + 1, after).execute();
}

/** True when this call ended the campaign (it was running), false when it had already stopped. */
export async function endCampaign(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('ad_campaigns')
    .set({ status: 'ended', ends_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('paid_at', 'is not', null)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * WARNING: the one way a campaign becomes paid. Only a campaign never paid changes, so a repeated or
 * late payment event, or a second click, finds nothing to update: no second activation, no second debit.
 * Its days start now. A campaign the member canceled is still activated: the money arrived.
 */
export async function markPaid(
  db: Kysely<Database>,
  id: string,
  payment: { method: string; now: number; durationDays: number },
): Promise<boolean> {
  const res = await db
    .updateTable('ad_campaigns')
    .set({
      status: 'active',
      paid_at: payment.now,
      started_at: payment.now,
      ends_at: payment.now + payment.durationDays * DAY_MS,
      payment_method: payment.method,
    })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Remembers the hosted payment page opened for an unpaid campaign: its provider's events may settle it. */
export function recordPaymentSession(
  db: Kysely<Database>,
  id: string,
  session: { provider: string; ref: string | null },
) {
  return db
    .updateTable('ad_campaigns')
    .set({ payment_provider: session.provider, payment_ref: session.ref })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .execute();
}

export async function cancelUnpaid(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db
    .updateTable('ad_campaigns')
    .set({ status: 'canceled' })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * WARNING: the one definition of a campaign's audience, the members it may be shown to: active
 * accounts other than the advertiser's, born on or before `adultsBornBy` (or without a birth date, the
 * accounts made before it was asked). A minor is never in it (decision 028).
 */
export async function audienceSize(db: Kysely<Database>, advertiserId: string, adultsBornBy: string) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('id', '!=', advertiserId)
    .where('suspended_at', 'is', null)
    .where((eb) => eb.or([eb('birth_date', 'is', null), eb('birth_date', '<=', adultsBornBy)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function allCampaignsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('ad_campaigns').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
}
