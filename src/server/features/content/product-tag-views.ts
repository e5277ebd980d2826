import { sql, type Kysely } from 'kysely';
import { tagStockState, type ProductTag, type TaggableKind } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { ofLiveBrand } from './live-brands';

import { liveStoreProducts } from './product-tags';

type Db = Kysely<Database>;

/*
 * Product tags as content shows them (decision 030): read live for a page of items in one query per
 * product table, so a tag never costs a query of its own, and a product that is gone, hidden or
 * withdrawn simply drops out.
 */

/** The store columns a tag shows, aggregated over the product's variants in the same query. */
const storeProductColumns = [
  'p.id as product_id',
  'p.title',
  'p.purchasable',
  sql<
    string | null
  >`coalesce(p.thumbnail_url, (select coalesce(i.thumb_url, i.url) from store_product_images i where i.product_id = p.id order by i.position limit 1))`.as(
    'image',
  ),
  sql<number>`(select count(*) from store_variants v where v.product_id = p.id)`.as('variants'),
  sql<number>`(select count(*) from store_variants v where v.product_id = p.id and v.manage_inventory = 0)`.as(
    'unmanaged',
  ),
  sql<number>`(select coalesce(sum(case when v.stock > 0 then v.stock else 0 end), 0) from store_variants v where v.product_id = p.id)`.as(
    'units',
  ),
  // The cheapest variant as the store sells it (its sale price when it has one), and its normal price.
  sql<
    number | null
  >`(select coalesce(v.sale_amount, v.amount) from store_variants v where v.product_id = p.id order by coalesce(v.sale_amount, v.amount), v.position limit 1)`.as(
    'price',
  ),
  sql<
    number | null
  >`(select v.amount from store_variants v where v.product_id = p.id order by coalesce(v.sale_amount, v.amount), v.position limit 1)`.as(
    'amount',
  ),
] as const;

interface StoreProductRow {
  product_id: string;
  title: string;
  purchasable: number;
  image: string | null;
  variants: number | string;
  unmanaged: number | string;
  units: number | string;
  price: number | string | null;
  amount: number | string | null;
}

type Point = { x: number | null; y: number | null };

function storeTag(row: StoreProductRow, point: Point): ProductTag {
  const price = Number(row.price ?? 0);
  const amount = Number(row.amount ?? price);
  const variants = Number(row.variants);
  // tagStockState reads variants one by one; the query sums them, so one variant stands for all:
  // any variant without managed stock makes the product freely available, else the units add up.
  const stock = tagStockState({
    purchasable: toBool(Number(row.purchasable)),
    variants: variants === 0 ? [] : [{ manageInventory: Number(row.unmanaged) === 0, stock: Number(row.units) }],
  });
  return {
    productId: row.product_id,
    kind: 'store',
    title: row.title,
    price,
    listPrice: amount > price ? amount : null,
    stock,
    image: row.image,
    x: point.x === null ? null : Number(point.x),
    y: point.y === null ? null : Number(point.y),
  };
}

interface ShopProductRow {
  product_id: string;
  name: string;
  price_cents: number | string;
  image: string;
}

function shopTag(storage: Pick<Storage, 'url'>, row: ShopProductRow, point: Point): ProductTag {
  const media = parseStoredMedia(row.image);
  return {
    productId: row.product_id,
    kind: 'shop',
    title: row.name,
    price: Number(row.price_cents),
    listPrice: null,
    // A personal store keeps no stock and sells outside the cart: its product is always shown as on offer.
    stock: 'available',
    image: media ? toMediaView(storage, media).src : null,
    x: point.x === null ? null : Number(point.x),
    y: point.y === null ? null : Number(point.y),
  };
}

/** A shop product an operator holds is off every list; its tags go with it. */
const shopNotHeld = sql<boolean>`not exists (select 1 from content_holds ch where ch.target_kind = 'shop_product' and ch.target_id = s.id)`;

/** Whether a tagged store product shows: what `liveStoreProducts` asks, as a column. */
const storeShown = sql<number>`case when p.status = 'published' and p.deleted_at is null and p.hidden = 0 and ${ofLiveBrand('p.brand_id')} then 1 else 0 end`;

/**
 * The cache tags of each list `readProductTags` answers, from every tag row of the item, shown or
 * not: a product hidden now still names its tag, so the answer goes when the product is shown again.
 */
const watched = new WeakMap<ProductTag[], string[]>();

/**
 * The tags of a page of items of one kind, read live with their products, by item id: two queries
 * for any number of items (store products with their stock and price over their variants, then shop
 * products), none for no ids. A tag whose product is deleted, hidden, withdrawn or held is left out.
 * A repost shows its original's tags: pass the ids of the originals and look them up by root.
 */
export async function readProductTags(
  db: Db,
  storage: Pick<Storage, 'url'>,
  kind: TaggableKind,
  ids: readonly string[],
): Promise<Map<string, ProductTag[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [stores, shops] = await Promise.all([
    db
      .selectFrom('content_product_tags as t')
      .innerJoin('store_products as p', 'p.id', 't.product_id')
      .select([...storeProductColumns, storeShown.as('shown'), 't.content_id', 't.position', 't.x', 't.y'])
      .where('t.content_kind', '=', kind)
      .where('t.content_id', 'in', unique)
      .where('t.product_kind', '=', 'store')
      .execute(),
    db
      .selectFrom('content_product_tags as t')
      .innerJoin('shop_products as s', 's.id', 't.product_id')
      .select(['t.content_id', 't.position', 't.x', 't.y', 's.id as product_id', 's.name', 's.price_cents', 's.image'])
      .select(sql<number>`case when ${shopNotHeld} then 1 else 0 end`.as('shown'))
      .where('t.content_kind', '=', kind)
      .where('t.content_id', 'in', unique)
      .where('t.product_kind', '=', 'shop')
      .execute(),
  ]);
  const byItem = new Map<string, { shown: { position: number; tag: ProductTag }[]; watch: Set<string> }>();
  const add = (id: string, watch: string, entry: { position: number; tag: ProductTag } | null) => {
    const item = byItem.get(id) ?? { shown: [], watch: new Set<string>() };
    item.watch.add(watch);
    if (entry) item.shown.push(entry);
    byItem.set(id, item);
  };
  for (const row of stores)
    add(
      row.content_id,
      cacheTags.storeCatalog,
      toBool(Number(row.shown)) ? { position: Number(row.position), tag: storeTag(row, row) } : null,
    );
  for (const row of shops)
    add(
      row.content_id,
      cacheTags.shopProduct(row.product_id),
      toBool(Number(row.shown)) ? { position: Number(row.position), tag: shopTag(storage, row, row) } : null,
    );
  const out = new Map<string, ProductTag[]>();
  for (const [id, item] of byItem) {
    const tags = item.shown.sort((a, b) => a.position - b.position).map((entry) => entry.tag);
    watched.set(tags, [...item.watch]);
    out.set(id, tags);
  }
  return out;
}

/** The tags of one item (its original's, for a repost): `readProductTags` for a single id. */
export async function productTagsOfItem(
  db: Db,
  storage: Pick<Storage, 'url'>,
  kind: TaggableKind,
  id: string,
): Promise<ProductTag[]> {
  return (await readProductTags(db, storage, kind, [id])).get(id) ?? [];
}

const noPoint: Point = { x: null, y: null };

/** Products as a tag would show them, by kind and id (the tag picker): at most two queries. */
export async function readTaggableProducts(
  db: Db,
  storage: Pick<Storage, 'url'>,
  products: { store: readonly string[]; shop: readonly string[] },
): Promise<Map<string, ProductTag>> {
  const [stores, shops] = await Promise.all([
    products.store.length
      ? liveStoreProducts(db)
          .select([...storeProductColumns])
          .where('p.id', 'in', [...products.store])
          .execute()
      : [],
    products.shop.length
      ? db
          .selectFrom('shop_products as s')
          .select(['s.id as product_id', 's.name', 's.price_cents', 's.image'])
          .where('s.id', 'in', [...products.shop])
          .where(shopNotHeld)
          .execute()
      : [],
  ]);
  const found = new Map<string, ProductTag>();
  for (const row of stores) found.set(row.product_id, storeTag(row, noPoint));
  for (const row of shops) found.set(row.product_id, shopTag(storage, row, noPoint));
  return found;
}

/**
 * The cache tags of answers that show these items' product tags (each list as `readProductTags`
 * answered it): a store product's price, stock and visibility change only through store writes, and
 * every one of them invalidates `store:catalog`; a shop product's edit or removal invalidates its own tag.
 */
export function productTagCacheTags(lists: Iterable<ProductTag[] | undefined>): string[] {
  const out = new Set<string>();
  for (const tags of lists) {
    if (!tags) continue;
    for (const tag of watched.get(tags) ?? []) out.add(tag);
    for (const tag of tags)
      out.add(tag.kind === 'store' ? cacheTags.storeCatalog : cacheTags.shopProduct(tag.productId));
  }
  return [...out];
}
