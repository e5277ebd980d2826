import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';
import { ofLiveBrand } from '../content/live-brands';

export interface ProductFilters {
  ids?: string[] | undefined;
  collectionIds?: string[] | undefined;
  type?: string | undefined;
  excludeTypes?: string[] | undefined;
  /** Hidden products are left out unless asked for, or named by id. */
  hidden?: boolean | undefined;
  toDate?: number | undefined;
}

export type SortKey = 'order' | 'price' | 'created_at';
const sortColumn = { order: 'position', price: 'min_price', created_at: 'created_at' } as const;

/** What the store sells: published, not deleted, and not a suspended brand's (decision 023). */
function onSale<O>(query: SelectQueryBuilder<Database, 'store_products', O>) {
  return query
    .where('store_products.status', '=', 'published')
    .where('store_products.deleted_at', 'is', null)
    .where(ofLiveBrand('store_products.brand_id'));
}

function filtered<O>(query: SelectQueryBuilder<Database, 'store_products', O>, f: ProductFilters) {
  let q = onSale(query);
  if (f.hidden !== undefined) q = q.where('store_products.hidden', '=', f.hidden ? 1 : 0);
  else if (!f.ids) q = q.where('store_products.hidden', '=', 0);
  if (f.ids) q = q.where('store_products.id', 'in', f.ids.length ? f.ids : ['']);
  if (f.type) q = q.where('store_products.type', '=', f.type);
  if (f.excludeTypes?.length) q = q.where('store_products.type', 'not in', f.excludeTypes);
  if (f.toDate !== undefined) q = q.where('store_products.created_at', '<=', f.toDate);
  if (f.collectionIds) {
    const ids = f.collectionIds.length ? f.collectionIds : [''];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('store_product_collections as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'store_products.id')
          .where('pc.collection_id', 'in', ids),
      ),
    );
  }
  return q;
}

/** The ids of one page, in order, and the total; from the index alone, so skipping rows reads no large column. */
export async function listProductIds(
  db: Kysely<Database>,
  f: ProductFilters,
  page: { sortBy: SortKey; desc: boolean; offset: number; limit: number },
) {
  const dir = page.desc ? 'desc' : 'asc';
  const rows = await filtered(db.selectFrom('store_products').select('store_products.id'), f)
    .orderBy(`store_products.${sortColumn[page.sortBy]}`, dir)
    .orderBy('store_products.id', dir)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const ids = rows.map((r) => r.id);
  // A short first page is the whole list: no count query needed.
  if (page.offset === 0 && ids.length < page.limit) return { ids, count: ids.length };
  const total = await filtered(
    db.selectFrom('store_products').select((eb) => eb.fn.countAll<number>().as('n')),
    f,
  ).executeTakeFirstOrThrow();
  return { ids, count: Number(total.n) };
}

export type ProductHead = { id: string; updated_at: number; snapshot: string | null };

/** What a read needs when the assembled product is kept: id, version and the snapshot. */
export async function productHeads(db: Kysely<Database>, ids: string[]): Promise<ProductHead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('store_products')
    .select(['id', 'updated_at', 'snapshot'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function productRows(db: Kysely<Database>, ids: string[]) {
  return db
    .selectFrom('store_products')
    .selectAll()
    .where('id', 'in', ids.length ? ids : [''])
    .execute();
}

export function findProductHead(db: Kysely<Database>, key: string, by: 'id' | 'handle') {
  return onSale(db.selectFrom('store_products').select(['id', 'updated_at', 'snapshot']))
    .where(`store_products.${by}`, '=', key)
    .executeTakeFirst();
}

type ProductPartTable =
  | 'store_variants'
  | 'store_option_values'
  | 'store_options'
  | 'store_product_images'
  | 'store_product_collections'
  | 'store_additional_info'
  | 'store_custom_fields'
  | 'store_related_products';

/** A part table's rows of the given products, in their order on each product. */
const ofProducts =
  (productIds: string[]) =>
  <TB extends ProductPartTable, O>(qb: SelectQueryBuilder<Database, TB, O>) =>
    // The column is named through sql.ref: Kysely cannot type a value against a generic table's column.
    qb.where(sql.ref('product_id'), 'in', productIds).orderBy('position');

/** Everything hanging off a page of products, fetched with one query per table. */
export async function loadProductParts(db: Kysely<Database>, productIds: string[]) {
  if (productIds.length === 0) {
    return { variants: [], values: [], options: [], images: [], collections: [], infos: [], fields: [], related: [] };
  }
  const [variants, values, options, images, collections, infos, fields, related] = await Promise.all([
    db.selectFrom('store_variants').selectAll().$call(ofProducts(productIds)).orderBy('id').execute(),
    db.selectFrom('store_option_values').selectAll().$call(ofProducts(productIds)).orderBy('id').execute(),
    db.selectFrom('store_options').selectAll().$call(ofProducts(productIds)).orderBy('id').execute(),
    db.selectFrom('store_product_images').selectAll().$call(ofProducts(productIds)).orderBy('id').execute(),
    db.selectFrom('store_product_collections').selectAll().$call(ofProducts(productIds)).execute(),
    db.selectFrom('store_additional_info').selectAll().$call(ofProducts(productIds)).execute(),
    db.selectFrom('store_custom_fields').selectAll().$call(ofProducts(productIds)).execute(),
    db.selectFrom('store_related_products').selectAll().$call(ofProducts(productIds)).execute(),
  ]);
  return { variants, values, options, images, collections, infos, fields, related };
}
export type ProductParts = Awaited<ReturnType<typeof loadProductParts>>;

/** Keeps an assembled product, unless the product changed since it was read. */
export function saveSnapshot(db: Kysely<Database>, id: string, updatedAt: number, snapshot: string) {
  return db
    .updateTable('store_products')
    .set({ snapshot })
    .where('id', '=', id)
    .where('updated_at', '=', updatedAt)
    .execute();
}

export function variantStocks(db: Kysely<Database>, productIds: string[]) {
  return db
    .selectFrom('store_variants')
    .select(['id', 'stock'])
    .where('product_id', 'in', productIds.length ? productIds : [''])
    .execute();
}

/** Live stock of every variant of the given products on sale. */
export function variantQuantities(db: Kysely<Database>, productIds: string[]) {
  return onSale(db.selectFrom('store_products'))
    .innerJoin('store_variants as v', 'v.product_id', 'store_products.id')
    .select(['v.id', 'v.stock', 'v.manage_inventory'])
    .where('v.product_id', 'in', productIds.length ? productIds : [''])
    .orderBy('v.product_id')
    .orderBy('v.position')
    .execute();
}

function sellableVariants(db: Kysely<Database>, variantIds: string[]) {
  return onSale(db.selectFrom('store_products'))
    .innerJoin('store_variants as v', 'v.product_id', 'store_products.id')
    .select([
      'v.id',
      'v.product_id',
      'v.title',
      'v.sku',
      'v.image_url',
      'v.manage_inventory',
      'v.stock',
      'v.amount',
      'v.sale_amount',
      'v.currency_code',
      'v.weight',
      'store_products.title as product_title',
      'store_products.metadata as product_metadata',
      'store_products.purchasable',
      'store_products.thumbnail_url',
      'store_products.brand_id',
    ])
    .where('v.id', 'in', variantIds);
}

/** Carts and checkouts of up to this many variants read them through a statement compiled once per count. */
const REUSED_UP_TO = 8;

// Every checkout and cart change reads its variants: built and compiled once per count of them.
const sellableStatement = reusableStatements(
  (count: number) => (db: Kysely<Database>, v: Record<string, string>) =>
    sellableVariants(
      db,
      Array.from({ length: count }, (_, i) => v[`id${i}`]!),
    ),
);

/** Variants of products on sale, with the product fields a cart or a checkout needs. */
export async function findSellableVariants(db: Kysely<Database>, variantIds: string[]) {
  const ids = variantIds.length ? variantIds : [''];
  if (ids.length > REUSED_UP_TO) return sellableVariants(db, ids).execute();
  const values = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
  return (await sellableStatement(ids.length)(db, values)).rows;
}
export type SellableVariant = Awaited<ReturnType<typeof findSellableVariants>>[number];

/** A catalogue table's rows not deleted, in the store's order: by position, then id. */
export function liveInStoreOrder<TB extends 'store_products' | 'store_collections', O>(
  qb: SelectQueryBuilder<Database, TB, O>,
) {
  return qb.where('deleted_at', 'is', null).orderBy('position').orderBy('id');
}

export function listCollections(db: Kysely<Database>, offset: number, limit: number) {
  return db.selectFrom('store_collections').selectAll().$call(liveInStoreOrder).offset(offset).limit(limit).execute();
}

export async function countCollections(db: Kysely<Database>) {
  const row = await db
    .selectFrom('store_collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
