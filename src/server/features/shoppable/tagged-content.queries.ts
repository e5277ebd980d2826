import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { ofLiveBrand } from '../content/live-brands';

type Db = Kysely<Database>;

/**
 * The SQL of tagged content for explore's row and a product's 'Visto em' (decision 030). These read
 * only which items carry tags; the items themselves are read through their kinds' loaders, which
 * judge privacy, blocks, suspension and moderation holds.
 */

/** A store product the store sells: published, not deleted, and not a suspended brand's. */
function onSaleProduct<O>(qb: SelectQueryBuilder<Database, 'content_product_tags' | 'store_products', O>) {
  return qb
    .where('content_product_tags.product_kind', '=', 'store')
    .where('store_products.status', '=', 'published')
    .where('store_products.deleted_at', 'is', null)
    .where(ofLiveBrand('store_products.brand_id'));
}

/** The items most recently tagged with products on sale, newest first. */
export function newestTaggedItems(db: Db, limit: number) {
  return db
    .selectFrom('content_product_tags')
    .innerJoin('store_products', 'store_products.id', 'content_product_tags.product_id')
    .select((eb) => [
      'content_product_tags.content_kind as kind',
      'content_product_tags.content_id as id',
      eb.fn.max('content_product_tags.created_at').as('tagged_at'),
    ])
    .$call(onSaleProduct)
    .groupBy(['content_product_tags.content_kind', 'content_product_tags.content_id'])
    .orderBy('tagged_at', 'desc')
    .orderBy('content_product_tags.content_id', 'desc')
    .limit(limit)
    .execute();
}

/** The items tagging one store product, newest tag first (content_product_tags_product_idx). */
export function itemsTagging(db: Db, productId: string, limit: number) {
  return db
    .selectFrom('content_product_tags')
    .select(['content_kind as kind', 'content_id as id'])
    .where('product_id', '=', productId)
    .where('product_kind', '=', 'store')
    .orderBy('created_at', 'desc')
    .orderBy('content_id', 'desc')
    .limit(limit)
    .execute();
}

/** The on-sale store products these items tag, in each item's order of tags. */
export function storeTagsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_product_tags')
    .innerJoin('store_products', 'store_products.id', 'content_product_tags.product_id')
    .select([
      'content_product_tags.content_kind as kind',
      'content_product_tags.content_id as id',
      'content_product_tags.product_id as productId',
      'store_products.title',
      'store_products.min_price as price',
    ])
    .$call(onSaleProduct)
    .where('content_product_tags.content_id', 'in', ids)
    .orderBy('content_product_tags.position')
    .execute();
}

/** Whether the store sells this product now (its page is the contract's 404 otherwise). */
export async function productOnSale(db: Db, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('store_products')
    .select('id')
    .where('id', '=', productId)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where(ofLiveBrand('store_products.brand_id'))
    .executeTakeFirst();
  return Boolean(row);
}
