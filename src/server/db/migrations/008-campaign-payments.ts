import { sql, type Kysely } from 'kysely';

/**
 * Ad campaigns are paid before they run: a campaign waits for payment ('awaiting_payment') until the
 * wallet is debited or the hosted payment page confirms card or Pix. Its days count from payment
 * (`started_at`), so `ends_at` is only known then. Campaigns created before this ran were live from
 * the start: they keep that, as paid at creation.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ad_campaigns').addColumn('paid_at', 'bigint').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('started_at', 'bigint').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('payment_provider', 'text').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('payment_ref', 'text').execute();
  await sql`UPDATE ad_campaigns SET paid_at = created_at, started_at = created_at`.execute(db);
}
