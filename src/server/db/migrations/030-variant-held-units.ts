import { sql, type Kysely } from 'kysely';

/**
 * A variant keeps the units its pending orders hold: `held_units` by all of them, and
 * `held_anonymous_units` by those without an account. The anonymous share of every checkout without
 * an account summed the held lines of its variants (migration 028's partial index), a read that grew
 * with the pending orders of each variant; the counts now sit on the row the checkout locks anyway,
 * moved by the checkout and by whatever ends the hold, in the same transaction as the line's `held`.
 * The partial index served only that sum.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('store_variants')
    .addColumn('held_units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('store_variants')
    .addColumn('held_anonymous_units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update store_variants set
      held_units = (select coalesce(sum(i.quantity), 0) from store_order_items as i
        where i.variant_id = store_variants.id and i.held = 1),
      held_anonymous_units = (select coalesce(sum(i.quantity), 0) from store_order_items as i
        inner join store_orders as o on o.id = i.order_id
        where i.variant_id = store_variants.id and i.held = 1 and o.member_id is null)
    where id in (select variant_id from store_order_items where held = 1)`.execute(db);
  await db.schema.dropIndex('store_order_items_held_idx').execute();
}
