import type { Kysely } from 'kysely';

/**
 * The console's orders (decision 022) are read newest first, a page at a time, filtered by state or
 * not: an index on (created_at, id) walks them in that order instead of sorting every order of the
 * store for each page.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('store_orders_created_idx')
    .ifNotExists()
    .on('store_orders')
    .columns(['created_at', 'id'])
    .execute();
}
