import type { Kysely, Selectable } from 'kysely';
import {
  STUDIO_PRODUCTS_PAGE_SIZE,
  type StudioProduct,
  type StudioProductData,
  type StudioProductPage,
} from '../../../shared/studio-products';
import { sanitizeRichText } from '../../../shared/rich-text';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { AuditAction } from '../../../shared/admin-rules';
import type { Database } from '../../db/schema';
import { fromBool, isUniqueViolation, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import type { TeamAccess } from '../teams/team-guard';
import * as admin from './admin.queries';
import type { StoreProductsTable } from './store.tables';
import * as q from './studio-products.queries';
import { writeVariantsAndOptions } from './studio-variants';

export interface StudioProductsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
}

type Db = Kysely<Database>;
const e = ptBR.studioProductErrors;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export async function listProducts(
  deps: StudioProductsDeps,
  brandId: string,
  cursor?: string,
): Promise<StudioProductPage> {
  const rows = await q.brandProductPage(deps.db, brandId, STUDIO_PRODUCTS_PAGE_SIZE + 1, decodeKeyset(cursor));
  const page = pageOf(rows, STUDIO_PRODUCTS_PAGE_SIZE);
  const variants = await q.variantSummaries(
    deps.db,
    page.rows.map((r) => r.id),
  );
  return {
    items: page.rows.map((r) => {
      const own = variants.filter((v) => v.product_id === r.id);
      const managed = own.filter((v) => toBool(v.manage_inventory));
      return {
        id: r.id,
        title: r.title,
        thumbnailUrl: r.thumbnail_url,
        price: r.min_price,
        stock: managed.length ? managed.reduce((n, v) => n + Math.max(0, v.stock), 0) : null,
        variants: own.length,
        hidden: toBool(r.hidden),
        purchasable: toBool(r.purchasable),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

export async function mustFind(db: Db, brandId: string, productId: string) {
  const row = await q.brandProduct(db, brandId, productId);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export async function toStudioProduct(db: Db, row: Selectable<StoreProductsTable>): Promise<StudioProduct> {
  const [images, options, values, variants] = await Promise.all([
    q.productImages(db, row.id),
    q.productOptions(db, row.id),
    q.productOptionValues(db, row.id),
    admin.productVariants(db, row.id),
  ]);
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    purchasable: toBool(row.purchasable),
    hidden: toBool(row.hidden),
    images: images.map((i) => ({ id: i.id, url: i.url, thumbUrl: i.thumb_url ?? i.url })),
    options: options.map((o) => o.title),
    variants: variants.map((v) => ({
      id: v.id,
      title: v.title,
      sku: v.sku,
      options: options.map((o) => values.find((x) => x.option_id === o.id && x.variant_id === v.id)?.value ?? ''),
      price: v.amount,
      salePrice: v.sale_amount,
      stock: Math.max(0, v.stock),
      manageInventory: toBool(v.manage_inventory),
    })),
    updatedAt: iso(row.updated_at),
  };
}

export async function getProduct(deps: StudioProductsDeps, brandId: string, productId: string) {
  return toStudioProduct(deps.db, await mustFind(deps.db, brandId, productId));
}

/** What the audit log keeps of a product: enough to see what a change did to prices, stock and visibility. */
const auditView = (p: StudioProduct) => ({
  title: p.title,
  hidden: p.hidden,
  purchasable: p.purchasable,
  images: p.images.length,
  variants: p.variants.length,
  // The log keeps flat values (shared/admin.ts): each variant's numbers under its SKU, or its id.
  ...Object.fromEntries(
    p.variants.flatMap((v) => {
      const name = v.sku || v.id;
      return [
        [`${name} preço`, v.price],
        [`${name} promoção`, v.salePrice],
        [`${name} estoque`, v.stock],
      ];
    }),
  ),
});

export async function audit(
  db: Db,
  access: TeamAccess,
  action: AuditAction,
  id: string,
  before: StudioProduct | null,
  after: StudioProduct | null,
  at: number,
) {
  await recordAudit(db, {
    actorId: access.memberId,
    via: 'console',
    action,
    targetType: 'product',
    targetId: id,
    before: before ? { brandId: access.brandId, ...auditView(before) } : null,
    after: after ? { brandId: access.brandId, ...auditView(after) } : null,
    at,
  });
}

const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'produto';

async function freeHandle(db: Db, title: string, id: string) {
  const base = slug(title);
  return (await q.handleTaken(db, base)) ? `${base}-${id.slice(-8).toLowerCase()}` : base;
}

const productFields = (input: StudioProductData, now: number) => ({
  title: input.title,
  subtitle: input.subtitle,
  description: sanitizeRichText(input.description),
  purchasable: fromBool(input.purchasable),
  hidden: fromBool(input.hidden),
  min_price: Math.min(...input.variants.map((v) => v.salePrice ?? v.price)),
  updated_at: now,
});

/** Runs a change in one transaction; a SKU another product holds is a 409 with the field named. */
export async function inTransaction<T>(deps: StudioProductsDeps, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    const result = await deps.db.transaction().execute(work);
    // After the commit: the storefront's lists and pages show the new price and stock at once.
    deps.cache.invalidate(cacheTags.storeCatalog);
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'validation_failed', e.skuTaken, { sku: e.skuTaken });
    throw err;
  }
}

async function refuseTakenSkus(db: Db, productId: string | null, input: StudioProductData) {
  for (const [i, v] of input.variants.entries()) {
    if (!v.sku) continue;
    const owner = await q.skuOwner(db, v.sku);
    if (owner && owner.product_id !== productId)
      throw new AppError(409, 'validation_failed', e.skuTaken, { [`variants.${i}.sku`]: e.skuTaken });
  }
}

export async function createProduct(deps: StudioProductsDeps, access: TeamAccess, input: StudioProductData) {
  if (input.imageIds?.length)
    throw new AppError(400, 'validation_failed', e.unknownImage, { imageIds: e.unknownImage });
  // A new product has no variants yet: an id names one of another product, or none.
  const named = input.variants.findIndex((v) => v.id);
  if (named >= 0)
    throw new AppError(400, 'validation_failed', e.unknownVariant, { [`variants.${named}`]: e.unknownVariant });
  await refuseTakenSkus(deps.db, null, input);
  const now = deps.clock.now();
  const id = newId('prod', now);
  return inTransaction(deps, async (trx) => {
    await admin.insertProduct(trx, {
      id,
      handle: await freeHandle(trx, input.title, id),
      ...productFields(input, now),
      ribbon_text: null,
      status: 'published',
      position: await admin.nextPosition(trx),
      site_product_selection: null,
      type: 'physical',
      thumbnail_url: null,
      metadata: JSON.stringify({ brand: access.brandId }),
      brand_id: access.brandId,
      snapshot: null,
      created_at: now,
      deleted_at: null,
    });
    await writeVariantsAndOptions(trx, id, input, [], now);
    const after = await toStudioProduct(trx, (await q.brandProduct(trx, access.brandId, id))!);
    await audit(trx, access, 'product.create', id, null, after, now);
    return after;
  });
}

export async function updateProduct(
  deps: StudioProductsDeps,
  access: TeamAccess,
  productId: string,
  input: StudioProductData,
) {
  const now = deps.clock.now();
  return inTransaction(deps, async (trx) => {
    const row = await mustFind(trx, access.brandId, productId);
    const before = await toStudioProduct(trx, row);
    const known = new Set(before.variants.map((v) => v.id));
    input.variants.forEach((v, i) => {
      if (v.id && !known.has(v.id))
        throw new AppError(400, 'validation_failed', e.unknownVariant, { [`variants.${i}`]: e.unknownVariant });
    });
    await refuseTakenSkus(trx, productId, input);
    let thumbnail = row.thumbnail_url;
    if (input.imageIds) {
      const images = await q.productImages(trx, productId);
      const byId = new Map(images.map((img) => [img.id, img]));
      if (
        input.imageIds.some((imageId) => !byId.has(imageId)) ||
        new Set(input.imageIds).size !== input.imageIds.length
      )
        throw new AppError(400, 'validation_failed', e.unknownImage, { imageIds: e.unknownImage });
      await q.deleteImages(
        trx,
        productId,
        images.filter((img) => !input.imageIds!.includes(img.id)).map((img) => img.id),
      );
      for (const [position, imageId] of input.imageIds.entries()) await q.setImagePosition(trx, imageId, position);
      const first = input.imageIds[0] ? byId.get(input.imageIds[0]) : undefined;
      thumbnail = first ? (first.thumb_url ?? first.url) : null;
    }
    await q.touchProduct(trx, productId, { ...productFields(input, now), thumbnail_url: thumbnail });
    await writeVariantsAndOptions(trx, productId, input, before.variants, now);
    const after = await toStudioProduct(trx, (await q.brandProduct(trx, access.brandId, productId))!);
    await audit(trx, access, 'product.update', productId, before, after, now);
    return after;
  });
}

/**
 * Takes the product out of the store: it keeps its rows (orders and their items still name it) but
 * is marked deleted, which every storefront read, checkout and the studio leave out. Deleting it
 * again answers as the first time did (a retried request), without a second audit row.
 */
export async function deleteProduct(deps: StudioProductsDeps, access: TeamAccess, productId: string) {
  const now = deps.clock.now();
  await inTransaction(deps, async (trx) => {
    const row = await q.brandProductEvenDeleted(trx, access.brandId, productId);
    if (!row) throw new AppError(404, 'not_found');
    if (row.deleted_at !== null) return;
    const before = await toStudioProduct(trx, row);
    await q.touchProduct(trx, productId, { deleted_at: now, updated_at: now });
    await audit(trx, access, 'product.delete', productId, before, null, now);
  });
}
