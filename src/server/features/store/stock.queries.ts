import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement, reusableStatements } from '../../db/reusable-statement';

/*
 * A variant's stock on the shelf and the units its pending orders hold (migration 030): taken by a
 * checkout, given back by a release.
 */

type Db = Kysely<Database>;

/** Who a checkout's units are held for: a member's order, one without an account, or none (a late payment). */
export type Hold = 'member' | 'anonymous' | 'none';

/** A variant's units once a checkout took its own: on the shelf, held by pending orders, and of those anonymously. */
export interface TakenStock {
  stock: number;
  held_units: number;
  held_anonymous_units: number;
}

// Every line of every checkout runs it: built and compiled once per hold (db/reusable-statement.ts).
const takeStockStatement = reusableStatements(
  (hold: Hold) => (db: Db, v: { variantId: string; quantity: number; now: number }) =>
    db
      .updateTable('store_variants')
      .set((eb) => ({
        stock: eb('stock', '-', v.quantity),
        ...(hold === 'none' ? {} : { held_units: eb('held_units', '+', v.quantity) }),
        ...(hold === 'anonymous' ? { held_anonymous_units: eb('held_anonymous_units', '+', v.quantity) } : {}),
        updated_at: v.now,
      }))
      .where('id', '=', v.variantId)
      .where('stock', '>=', v.quantity)
      .returning(['stock', 'held_units', 'held_anonymous_units']),
);

/**
 * Takes `quantity` units if, and only if, that many are there, and counts them held for a pending
 * order. The check and the write are one statement, so concurrent checkouts can never take the stock
 * below zero on either database. Returns the variant's units after it, or undefined when short.
 */
export async function takeStock(
  db: Db,
  variantId: string,
  quantity: number,
  now: number,
  hold: Hold,
): Promise<TakenStock | undefined> {
  return (await takeStockStatement(hold)(db, { variantId, quantity, now })).rows[0];
}

export function returnStock(db: Db, variantId: string, quantity: number, now: number) {
  return db
    .updateTable('store_variants')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: now }))
    .where('id', '=', variantId)
    .execute();
}

const stockStatement = reusableStatement((db, v: { variantId: string }) =>
  db.selectFrom('store_variants').select('stock').where('id', '=', v.variantId),
);

export async function stockOf(db: Db, variantId: string) {
  return (await stockStatement(db, { variantId })).rows[0];
}

/**
 * Gives back the held units of an order's released lines to their variants' counts, in the caller's
 * transaction. The variants in the order of their ids, as a checkout locks them, so two releases
 * sharing variants never wait on each other in a cycle.
 */
export async function releaseHeldUnits(
  db: Db,
  lines: { variant_id: string; quantity: number }[],
  anonymous: boolean,
  now: number,
) {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.variant_id, (units.get(line.variant_id) ?? 0) + line.quantity);
  for (const [variantId, quantity] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await db
      .updateTable('store_variants')
      .set((eb) => ({
        held_units: eb('held_units', '-', quantity),
        ...(anonymous ? { held_anonymous_units: eb('held_anonymous_units', '-', quantity) } : {}),
        updated_at: now,
      }))
      .where('id', '=', variantId)
      .execute();
  }
}
