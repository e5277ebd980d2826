import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';
import type { StoreProductImagesTable, StoreProductsTable } from './store.tables';

type Db = Kysely<Database>;

/** A brand's product that is not deleted; another brand's product is as missing as one that never was. */
export const brandProduct = (db: Db, brandId: string, productId: string) =>
  db
    .selectFrom('store_products')
    .selectAll()
    .where('id', '=', productId)
    .where('brand_id', '=', brandId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** A brand's product, deleted or not: deleting twice answers the same. */
export const brandProductEvenDeleted = (db: Db, brandId: string, productId: string) =>
  db
    .selectFrom('store_products')
    .selectAll()
    .where('id', '=', productId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();

/** One page of a brand's products, newest first. */
export const brandProductPage = (db: Db, brandId: string, fetch: number, after?: Keyset) =>
  newestFirstPage(
    db
      .selectFrom('store_products')
      .select(['id', 'title', 'thumbnail_url', 'min_price', 'hidden', 'purchasable', 'created_at'])
      .where('brand_id', '=', brandId)
      .where('deleted_at', 'is', null),
    fetch,
    after,
  ).execute();

/** Per product: its variants' count and the units of those whose stock is managed. */
export function variantSummaries(db: Db, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_variants')
    .select(['product_id', 'stock', 'manage_inventory'])
    .where('product_id', 'in', productIds)
    .execute();
}

export const productImages = (db: Db, productId: string) =>
  db
    .selectFrom('store_product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export const productOptions = (db: Db, productId: string) =>
  db.selectFrom('store_options').selectAll().where('product_id', '=', productId).orderBy('position').execute();

export const productOptionValues = (db: Db, productId: string) =>
  db.selectFrom('store_option_values').selectAll().where('product_id', '=', productId).execute();

export const handleTaken = async (db: Db, handle: string) =>
  Boolean(await db.selectFrom('store_products').select('id').where('handle', '=', handle).executeTakeFirst());

export const insertImage = (db: Db, values: Insertable<StoreProductImagesTable>) =>
  db.insertInto('store_product_images').values(values).execute();

export const deleteImages = (db: Db, productId: string, ids: string[]) =>
  ids.length
    ? db.deleteFrom('store_product_images').where('product_id', '=', productId).where('id', 'in', ids).execute()
    : Promise.resolve([]);

export const setImagePosition = (db: Db, id: string, position: number) =>
  db.updateTable('store_product_images').set({ position }).where('id', '=', id).execute();

/** Marks the product changed: a new version, and its storefront snapshot dropped so the next read rebuilds it. */
export const touchProduct = (db: Db, id: string, values: Updateable<StoreProductsTable>) =>
  db
    .updateTable('store_products')
    .set({ ...values, snapshot: null })
    .where('id', '=', id)
    .execute();

export const skuOwner = (db: Db, sku: string) =>
  db.selectFrom('store_variants').select(['id', 'product_id']).where('sku', '=', sku).executeTakeFirst();
