import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { AppError } from '../../platform/errors';
import type { RawCurrency } from '../../../shared/store';
import { ptBR } from '../../../shared/i18n/pt-BR';
import * as q from './catalog.queries';
import { toSnapshot, withStock } from './product-snapshot';
import type { StoreProductsTable } from './store.tables';

const currencies: Record<string, RawCurrency> = {
  brl: {
    code: 'brl',
    symbol: 'R$',
    symbol_native: 'R$',
    name: 'Brazilian Real',
    name_plural: 'Brazilian reals',
    decimal_digits: 2,
    rounding: 0,
    template: 'R$$1',
    min_amount: 400,
  },
  usd: {
    code: 'usd',
    symbol: '$',
    symbol_native: '$',
    name: 'US Dollar',
    name_plural: 'US dollars',
    decimal_digits: 2,
    rounding: 0,
    template: '$$1',
    min_amount: 50,
  },
  eur: {
    code: 'eur',
    symbol: '€',
    symbol_native: '€',
    name: 'Euro',
    name_plural: 'euros',
    decimal_digits: 2,
    rounding: 0,
    template: '€$1',
    min_amount: 50,
  },
};

export function currencyOf(code: string): RawCurrency {
  return (
    currencies[code] ?? {
      code,
      symbol: code.toUpperCase(),
      symbol_native: code.toUpperCase(),
      name: code.toUpperCase(),
      name_plural: code.toUpperCase(),
      decimal_digits: 2,
      rounding: 0,
      template: '$1',
      min_amount: null,
    }
  );
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The contract's RawProduct, built from a product row and its parts. */
function toRawProducts(rows: Selectable<StoreProductsTable>[], parts: q.ProductParts) {
  const variantsBy = groupBy(parts.variants, (r) => r.product_id);
  const valuesBy = groupBy(parts.values, (r) => r.product_id);
  const optionsBy = groupBy(parts.options, (r) => r.product_id);
  const imagesBy = groupBy(parts.images, (r) => r.product_id);
  const collectionsBy = groupBy(parts.collections, (r) => r.product_id);
  const infosBy = groupBy(parts.infos, (r) => r.product_id);
  const fieldsBy = groupBy(parts.fields, (r) => r.product_id);
  const relatedBy = groupBy(parts.related, (r) => r.product_id);

  return rows.map((p) => {
    const values = (valuesBy.get(p.id) ?? []).map((v) => ({
      id: v.id,
      option_id: v.option_id,
      variant_id: v.variant_id,
      value: v.value,
    }));
    const valuesByOption = groupBy(values, (v) => v.option_id);
    const valuesByVariant = groupBy(values, (v) => v.variant_id);
    const images = (imagesBy.get(p.id) ?? []).map((img) => ({ url: img.url, order: img.position, type: img.type }));
    return {
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      ribbon_text: p.ribbon_text,
      description: p.description,
      thumbnail: p.thumbnail_url ?? (imagesBy.get(p.id)?.[0]?.thumb_url || images[0]?.url) ?? null,
      status: p.status,
      purchasable: toBool(p.purchasable),
      order: p.position,
      site_product_selection: p.site_product_selection,
      url_handle: p.handle,
      images,
      media: images,
      options: (optionsBy.get(p.id) ?? []).map((o) => ({
        id: o.id,
        title: o.title,
        values: valuesByOption.get(o.id) ?? [],
      })),
      variants: (variantsBy.get(p.id) ?? []).map((v) => ({
        id: v.id,
        title: v.title,
        image_url: v.image_url,
        sku: v.sku,
        manage_inventory: toBool(v.manage_inventory),
        weight: v.weight,
        inventory_quantity: Math.max(0, v.stock),
        options: valuesByVariant.get(v.id) ?? [],
        prices: [
          {
            amount: v.amount,
            sale_amount: v.sale_amount,
            currency_code: v.currency_code,
            currency: currencyOf(v.currency_code),
          },
        ],
      })),
      product_collections: (collectionsBy.get(p.id) ?? []).map((c) => ({
        product_id: c.product_id,
        collection_id: c.collection_id,
        order: c.position,
      })),
      additional_info: (infosBy.get(p.id) ?? []).map((a) => ({
        id: a.id,
        order: a.position,
        title: a.title,
        description: a.description,
      })),
      type: { value: p.type },
      custom_fields: (fieldsBy.get(p.id) ?? []).map((f) => ({
        id: f.id,
        title: f.title,
        is_required: toBool(f.is_required),
      })),
      related_products: (relatedBy.get(p.id) ?? []).map((r) => ({
        id: r.id,
        section_title: r.section_title,
        related_type: r.related_type,
        related_id: r.related_id,
        position: r.position,
      })),
      created_at: iso(p.created_at),
      updated_at: iso(p.updated_at),
      deleted_at: iso(p.deleted_at),
      metadata: parseJson(p.metadata),
    };
  });
}

export interface ListParams {
  filters: q.ProductFilters;
  sortBy: q.SortKey;
  desc: boolean;
  offset: number;
  limit: number;
}

/** Products whose snapshot a request is writing right now: concurrent readers build theirs without writing. */
const saving = new Set<string>();

/**
 * The storefront JSON of some products, in order: from each one's snapshot when it has one, else
 * assembled from its rows (and the snapshot kept for next time). Stock is always read live.
 */
async function assemble(db: Kysely<Database>, heads: q.ProductHead[]): Promise<string[]> {
  if (heads.length === 0) return [];
  const snapshots = new Map(heads.flatMap((h) => (h.snapshot ? [[h.id, h.snapshot] as const] : [])));
  const missing = heads.filter((h) => h.snapshot === null).map((h) => h.id);
  if (missing.length > 0) {
    const rows = await q.productRows(db, missing);
    // WARNING: storefront clients crash on a product without variants; such a half-imported product is left out.
    const raws = toRawProducts(rows, await q.loadProductParts(db, missing)).filter((raw) => raw.variants.length > 0);
    const versions = new Map(rows.map((r) => [r.id, r.updated_at]));
    for (const raw of raws) snapshots.set(raw.id, toSnapshot(raw));
    // One transaction for the page: one commit (one fsync on SQLite), not one per product.
    const toSave = raws.filter((raw) => !saving.has(raw.id));
    if (toSave.length > 0) {
      for (const raw of toSave) saving.add(raw.id);
      try {
        await db.transaction().execute(async (trx) => {
          for (const raw of toSave) await q.saveSnapshot(trx, raw.id, versions.get(raw.id)!, snapshots.get(raw.id)!);
        });
      } finally {
        for (const raw of toSave) saving.delete(raw.id);
      }
    }
  }
  const stocks = await q.variantStocks(
    db,
    heads.map((h) => h.id),
  );
  const stock = new Map(stocks.map((v) => [v.id, Math.max(0, v.stock)]));
  return heads.flatMap((h) => {
    const snapshot = snapshots.get(h.id);
    return snapshot ? [withStock(snapshot, stock)] : [];
  });
}

/** GET /products: the reply's JSON text, built from the products' snapshots. */
export async function listProductsJson(db: Kysely<Database>, params: ListParams): Promise<string> {
  const { ids, count } = await q.listProductIds(db, params.filters, params);
  const products = await assemble(db, await q.productHeads(db, ids));
  return `{"products":[${products.join(',')}],"count":${count},"offset":${params.offset},"limit":${params.limit}}`;
}

/** GET /products/{id}: the reply's JSON text. */
export async function getProductJson(db: Kysely<Database>, key: string, by: 'id' | 'handle'): Promise<string> {
  const head = await q.findProductHead(db, key, by);
  const [product] = head ? await assemble(db, [head]) : [];
  if (!product) throw new AppError(404, 'not_found', ptBR.store.productLoadFailedDefault);
  return `{"product":${product}}`;
}

export async function getVariantQuantities(db: Kysely<Database>, productIds: string[]) {
  const rows = await q.variantQuantities(db, productIds);
  return rows.map((r) => ({ id: r.id, inventory_quantity: Math.max(0, r.stock) }));
}

export async function getCollections(db: Kysely<Database>, storeId: string, offset: number, limit: number) {
  const [rows, count] = await Promise.all([q.listCollections(db, offset, limit), q.countCollections(db)]);
  return {
    collections: rows.map((c) => ({
      id: c.id,
      title: c.title,
      image_url: c.image_url,
      store_id: storeId,
      created_at: iso(c.created_at)!,
      updated_at: iso(c.updated_at)!,
      deleted_at: iso(c.deleted_at),
      metadata: parseJson(c.metadata),
    })),
    count,
  };
}
