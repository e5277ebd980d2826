import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { liveInStoreOrder } from './catalog.queries';
import type { StoreProductsTable, StoreVariantsTable } from './store.tables';

type Db = Kysely<Database>;

export function findProductByIdOrHandle(db: Db, id: string | undefined, handle: string) {
  let q = db.selectFrom('store_products').selectAll();
  q = id ? q.where((eb) => eb.or([eb('id', '=', id), eb('handle', '=', handle)])) : q.where('handle', '=', handle);
  // An id match wins over a handle match, so renaming a handle by id works.
  return q.execute().then((rows) => rows.find((r) => r.id === id) ?? rows[0]);
}

export async function nextPosition(db: Db) {
  const row = await db
    .selectFrom('store_products')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  return Number(row?.p ?? -1) + 1;
}

export const insertProduct = (db: Db, values: Insertable<StoreProductsTable>) =>
  db.insertInto('store_products').values(values).execute();

export const updateProduct = (db: Db, id: string, values: Updateable<StoreProductsTable>) =>
  db.updateTable('store_products').set(values).where('id', '=', id).execute();

export const productVariants = (db: Db, productId: string) =>
  db.selectFrom('store_variants').selectAll().where('product_id', '=', productId).orderBy('position').execute();

export const variantOwner = (db: Db, id: string) =>
  db.selectFrom('store_variants').select(['id', 'product_id']).where('id', '=', id).executeTakeFirst();

export const variantBySku = (db: Db, sku: string) =>
  db.selectFrom('store_variants').select(['id', 'product_id']).where('sku', '=', sku).executeTakeFirst();

export const insertVariant = (db: Db, values: Insertable<StoreVariantsTable>) =>
  db.insertInto('store_variants').values(values).execute();

export const updateVariant = (db: Db, id: string, values: Updateable<StoreVariantsTable>) =>
  db.updateTable('store_variants').set(values).where('id', '=', id).execute();

export const deleteVariants = (db: Db, ids: string[]) =>
  ids.length ? db.deleteFrom('store_variants').where('id', 'in', ids).execute() : Promise.resolve([]);

/** Removes what an import rebuilds from the file: options (and their values), and the given child lists. */
export async function clearChildren(
  db: Db,
  productId: string,
  tables: ('images' | 'collections' | 'infos' | 'fields' | 'related')[],
) {
  await db.deleteFrom('store_option_values').where('product_id', '=', productId).execute();
  await db.deleteFrom('store_options').where('product_id', '=', productId).execute();
  const names = {
    images: 'store_product_images',
    collections: 'store_product_collections',
    infos: 'store_additional_info',
    fields: 'store_custom_fields',
    related: 'store_related_products',
  } as const;
  for (const t of tables) await db.deleteFrom(names[t]).where('product_id', '=', productId).execute();
}

/** The ids and handles of the rows named by any of `keys`, each an id or a handle. */
function findByKeys(db: Db, table: 'store_collections' | 'store_products', keys: string[]) {
  const named = keys.length ? keys : [''];
  return db
    .selectFrom(table)
    .select(['id', 'handle'])
    .where((eb) => eb.or([eb('id', 'in', named), eb('handle', 'in', named)]))
    .execute();
}

export const findCollections = (db: Db, keys: string[]) => findByKeys(db, 'store_collections', keys);
export const findProductsByKeys = (db: Db, keys: string[]) => findByKeys(db, 'store_products', keys);

export function allProducts(db: Db) {
  return db.selectFrom('store_products').selectAll().$call(liveInStoreOrder).execute();
}

export function allCollections(db: Db) {
  return db.selectFrom('store_collections').selectAll().$call(liveInStoreOrder).execute();
}
