import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Whether this server has the variant at all, on sale or not. */
export async function variantKnown(db: Db, variantId: string): Promise<boolean> {
  return (
    (await db.selectFrom('store_variants').select('id').where('id', '=', variantId).executeTakeFirst()) !== undefined
  );
}

export function cartItems(db: Db, memberId: string) {
  return db
    .selectFrom('store_cart_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('variant_id')
    .limit(200)
    .execute();
}

export function cartLine(db: Db, memberId: string, variantId: string) {
  return db
    .selectFrom('store_cart_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('member_id', '=', memberId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
}

export async function countLines(db: Db, memberId: string) {
  const row = await db
    .selectFrom('store_cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function upsertLine(
  db: Db,
  memberId: string,
  line: { productId: string; variantId: string; quantity: number },
  now: number,
) {
  return db
    .insertInto('store_cart_items')
    .values({
      member_id: memberId,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'variant_id'])
        .doUpdateSet({ quantity: line.quantity, product_id: line.productId, updated_at: now }),
    )
    .execute();
}

export async function setQuantity(db: Db, memberId: string, variantId: string, quantity: number, now: number) {
  const res = await db
    .updateTable('store_cart_items')
    .set({ quantity, updated_at: now })
    .where('member_id', '=', memberId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function removeLine(db: Db, memberId: string, variantId: string) {
  return db
    .deleteFrom('store_cart_items')
    .where('member_id', '=', memberId)
    .where('variant_id', '=', variantId)
    .execute();
}

export function clearCart(db: Db, memberId: string) {
  return db.deleteFrom('store_cart_items').where('member_id', '=', memberId).execute();
}
