import type { Kysely } from 'kysely';

/**
 * A member's birth date (ECA Digital, decision 028), as the `YYYY-MM-DD` text it was typed in: an age
 * is counted in days of the São Paulo calendar, never from an instant, and such texts compare in date
 * order. Null for the accounts made before it was asked, which count as adults'.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
}
