import type { Kysely } from 'kysely';

/**
 * Checkout for Brazil: an order keeps the buyer's CPF, the delivery address (JSON of the checkout's
 * delivery form), the shipping option chosen with its estimate, the card installments paid in, and
 * the most installments its products allowed and the parcel's weight when it was placed. All nullable: an order placed
 * through the storefront contract gets them on the hosted payment page.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  const columns: [string, 'text' | 'integer'][] = [
    ['buyer_cpf', 'text'],
    ['shipping_address', 'text'],
    ['shipping_method', 'text'],
    ['shipping_days', 'integer'],
    ['installments', 'integer'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('store_orders').addColumn(name, type).execute();
  await db.schema
    .alterTable('store_orders')
    .addColumn('installments_max', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The parcel's weight, frozen at checkout: shipping chosen later on the hosted page is priced on it.
  await db.schema
    .alterTable('store_orders')
    .addColumn('parcel_grams', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
