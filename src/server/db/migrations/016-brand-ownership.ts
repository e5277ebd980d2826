import type { Kysely } from 'kysely';

/**
 * Brands become accounts that people run: a bio, a website and a suspension instant on the brand,
 * and store products that belong to a brand (null: the operator's own store). Products imported
 * before this named their brand only in their metadata; that name becomes the column once.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('brands').addColumn('website', 'text').execute();
  // Null while the brand is live; a suspended brand disappears from lists and cannot publish.
  await db.schema.alterTable('brands').addColumn('suspended_at', 'bigint').execute();

  await db.schema.alterTable('store_products').addColumn('brand_id', 'text').execute();
  // A brand's products (its page, its studio) and the brand of an order's lines are read by brand.
  await db.schema
    .createIndex('store_products_brand_idx')
    .on('store_products')
    .columns(['brand_id', 'position'])
    .execute();

  const brands = new Set((await db.selectFrom('brands').select('id').execute()).map((r: { id: string }) => r.id));
  const products: { id: string; metadata: string | null }[] = await db
    .selectFrom('store_products')
    .select(['id', 'metadata'])
    .execute();
  for (const p of products) {
    const brand = brandNamedIn(p.metadata);
    if (brand && brands.has(brand)) {
      await db.updateTable('store_products').set({ brand_id: brand }).where('id', '=', p.id).execute();
    }
  }
}

/** The brand a catalogue import wrote into a product's metadata, if it wrote one. */
function brandNamedIn(metadata: string | null): string | undefined {
  try {
    const brand = (JSON.parse(metadata ?? '{}') as { brand?: unknown }).brand;
    return typeof brand === 'string' ? brand : undefined;
  } catch {
    return undefined;
  }
}
