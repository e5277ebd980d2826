import type { Kysely } from 'kysely';
import type { StudioProductData } from '../../../shared/studio-products';
import type { Database } from '../../db/schema';
import { fromBool } from '../../db/dialect';
import { newId } from '../../platform/ids';
import * as admin from './admin.queries';

/**
 * Writes a product's variants and options as the studio sent them. Variants are kept by id (carts,
 * reservations and order items point at them); a variant left out is removed, a new one inserted.
 * Options and their values are rebuilt, as the catalogue import does: nothing refers to them by id.
 */
export async function writeVariantsAndOptions(
  trx: Kysely<Database>,
  productId: string,
  input: StudioProductData,
  current: { id: string }[],
  now: number,
) {
  const keep = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  // Removed first, so a SKU moving from a removed variant to a new one does not collide.
  await admin.deleteVariants(
    trx,
    current.filter((c) => !keep.has(c.id)).map((c) => c.id),
  );
  await admin.clearChildren(trx, productId, []);
  // SKUs are unique across the store: clear the kept ones first so two variants may swap theirs.
  for (const v of input.variants) if (v.id) await admin.updateVariant(trx, v.id, { sku: null });

  const variantIds: string[] = [];
  for (const [position, v] of input.variants.entries()) {
    const values = {
      title: v.title || v.options.join(' / '),
      sku: v.sku,
      manage_inventory: fromBool(v.manageInventory),
      stock: v.stock,
      amount: v.price,
      sale_amount: v.salePrice,
      currency_code: 'brl',
      position,
      updated_at: now,
    };
    if (v.id) {
      await admin.updateVariant(trx, v.id, values);
      variantIds.push(v.id);
    } else {
      const id = newId('variant', now);
      await admin.insertVariant(trx, {
        id,
        product_id: productId,
        ...values,
        image_url: null,
        weight: null,
        created_at: now,
      });
      variantIds.push(id);
    }
  }

  for (const [position, title] of input.options.entries()) {
    const optionId = newId('opt', now);
    await trx.insertInto('store_options').values({ id: optionId, product_id: productId, title, position }).execute();
    await trx
      .insertInto('store_option_values')
      .values(
        input.variants.map((v, i) => ({
          id: newId('optval', now),
          option_id: optionId,
          variant_id: variantIds[i]!,
          product_id: productId,
          value: v.options[position]!,
          position: i,
        })),
      )
      .execute();
  }
}
