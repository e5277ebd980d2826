import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fromBool, isUniqueViolation } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Storage } from '../../platform/storage';
import {
  catalogFileSchema,
  type CatalogFile,
  type CatalogFileInput,
  type ImportProduct,
  type ImportResult,
} from '../../../shared/store-import';
import * as q from './admin.queries';
import { dataUrlResolver, storeImages, type ImageResolver, type StoredImage } from './import-images';

export { dataUrlResolver, type ImageResolver } from './import-images';
import { loadProductParts } from './catalog.queries';

export interface AdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
}

function optionTitles(p: ImportProduct): string[] {
  const titles = [...(p.options ?? [])];
  for (const v of p.variants) for (const t of Object.keys(v.options ?? {})) if (!titles.includes(t)) titles.push(t);
  return titles;
}

const signature = (options: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(options ?? {}).sort(([a], [b]) => a.localeCompare(b)));

async function importProduct(
  deps: AdminDeps,
  trx: Kysely<Database>,
  p: ImportProduct,
  images: StoredImage[] | null,
  collectionIds: Map<string, string>,
) {
  const now = deps.clock.now();
  const existing = await q.findProductByIdOrHandle(trx, p.id, p.handle);
  const id = existing?.id ?? p.id ?? newId('prod', now);
  const minPrice = Math.min(...p.variants.map((v) => v.salePrice ?? v.price));
  // A catalogue names a product's brand in its metadata; the product belongs to it when it exists.
  const named = (p.metadata as { brand?: unknown } | undefined)?.brand;
  const brand =
    typeof named === 'string'
      ? await trx.selectFrom('brands').select('id').where('id', '=', named).executeTakeFirst()
      : undefined;
  const fields = {
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle ?? null,
    ribbon_text: p.ribbonText ?? null,
    description: p.description,
    status: p.status,
    purchasable: fromBool(p.purchasable),
    hidden: fromBool(p.hidden),
    site_product_selection: p.siteProductSelection ?? null,
    type: p.type,
    metadata: JSON.stringify(p.metadata ?? {}),
    brand_id: brand?.id ?? null,
    min_price: minPrice,
    snapshot: null,
    updated_at: now,
    deleted_at: null,
    ...(images ? { thumbnail_url: images[0]?.thumb_url ?? images[0]?.url ?? null } : {}),
  };
  if (existing) await q.updateProduct(trx, id, { ...fields, ...(p.order !== undefined ? { position: p.order } : {}) });
  else
    await q.insertProduct(trx, {
      id,
      ...fields,
      thumbnail_url: fields.thumbnail_url ?? null,
      position: p.order ?? (await q.nextPosition(trx)),
      created_at: now,
    });

  // Variants: kept by id, sku or option values, so carts and stock survive a re-import.
  const current = existing ? await q.productVariants(trx, id) : [];
  const before = existing ? await loadProductParts(trx, [id]) : null;
  const titleOf = new Map(before?.options.map((o) => [o.id, o.title]));
  const signatureOf = (variantId: string) =>
    signature(
      Object.fromEntries(
        (before?.values ?? [])
          .filter((x) => x.variant_id === variantId)
          .map((x) => [titleOf.get(x.option_id) ?? '', x.value]),
      ),
    );

  await q.clearChildren(trx, id, [
    ...(images ? (['images'] as const) : []),
    ...(p.collections ? (['collections'] as const) : []),
    ...(p.additionalInfo ? (['infos'] as const) : []),
    ...(p.customFields ? (['fields'] as const) : []),
    ...(p.relatedProducts ? (['related'] as const) : []),
  ]);

  // A variant's picture may name one of the product's own pictures by the reference the file gave it.
  const refs = (p.images ?? []).map((ref) => (typeof ref === 'string' ? ref : ref.url));
  const variantImage = (ref: string | null | undefined) => (ref && images?.[refs.indexOf(ref)]?.url) || (ref ?? null);
  const kept = new Set<string>();
  const variantIds: string[] = [];
  for (const [position, v] of p.variants.entries()) {
    const free = current.filter((c) => !kept.has(c.id));
    const match =
      (v.id ? free.find((c) => c.id === v.id) : undefined) ??
      (v.sku ? free.find((c) => c.sku === v.sku) : undefined) ??
      (!v.id && !v.sku ? free.find((c) => signatureOf(c.id) === signature(v.options)) : undefined);
    const values = {
      title: v.title ?? Object.values(v.options ?? {}).join(' / '),
      sku: v.sku ?? null,
      image_url: variantImage(v.imageUrl),
      manage_inventory: fromBool(v.manageInventory),
      weight: v.weight ?? null,
      amount: v.price,
      sale_amount: v.salePrice ?? null,
      currency_code: v.currency,
      position,
      updated_at: now,
    };
    if (match) {
      await q.updateVariant(trx, match.id, { ...values, ...(v.stock !== undefined ? { stock: v.stock } : {}) });
      kept.add(match.id);
      variantIds.push(match.id);
    } else {
      if (v.id && (await q.variantOwner(trx, v.id)))
        throw new AppError(409, 'validation_failed', `A variante ${v.id} pertence a outro produto.`);
      const vid = v.id ?? newId('variant', now);
      await q.insertVariant(trx, { id: vid, product_id: id, ...values, stock: v.stock ?? 0, created_at: now });
      kept.add(vid);
      variantIds.push(vid);
    }
  }
  await q.deleteVariants(
    trx,
    current.filter((c) => !kept.has(c.id)).map((c) => c.id),
  );

  for (const [position, title] of optionTitles(p).entries()) {
    const optionId = newId('opt', now);
    await trx.insertInto('store_options').values({ id: optionId, product_id: id, title, position }).execute();
    const rows = p.variants.flatMap((v, i) => {
      const value = v.options?.[title];
      return value
        ? [
            {
              id: newId('optval', now),
              option_id: optionId,
              variant_id: variantIds[i]!,
              product_id: id,
              value,
              position: i,
            },
          ]
        : [];
    });
    if (rows.length) await trx.insertInto('store_option_values').values(rows).execute();
  }
  if (images?.length) {
    await trx
      .insertInto('store_product_images')
      .values(images.map((img, position) => ({ id: newId('img', now), product_id: id, position, ...img })))
      .execute();
  }
  if (p.collections?.length) {
    const rows = p.collections.map((key, position) => {
      const collectionId = collectionIds.get(key);
      if (!collectionId) throw new AppError(400, 'validation_failed', `Coleção desconhecida: ${key}`);
      return { product_id: id, collection_id: collectionId, position };
    });
    await trx.insertInto('store_product_collections').values(rows).execute();
  }
  if (p.additionalInfo?.length) {
    await trx
      .insertInto('store_additional_info')
      .values(
        p.additionalInfo.map((a, position) => ({
          id: newId('painfo', now),
          product_id: id,
          title: a.title,
          description: a.description,
          position,
        })),
      )
      .execute();
  }
  if (p.customFields?.length) {
    await trx
      .insertInto('store_custom_fields')
      .values(
        p.customFields.map((f, position) => ({
          id: newId('cfield', now),
          product_id: id,
          title: f.title,
          is_required: fromBool(f.isRequired),
          position,
        })),
      )
      .execute();
  }
  return { created: !existing, variants: p.variants.length };
}

/** Creates or updates products (by id or handle), their variants and stock, and collections. */
export async function importCatalog(
  deps: AdminDeps,
  input: CatalogFileInput | CatalogFile,
  resolve: ImageResolver = dataUrlResolver,
): Promise<ImportResult> {
  const file = catalogFileSchema.parse(input);
  const result: ImportResult = { created: 0, updated: 0, variants: 0, collections: 0 };
  const now = deps.clock.now();
  for (const [i, c] of file.collections.entries()) {
    const [found] = await q.findCollections(deps.db, [c.id ?? c.handle, c.handle]);
    const values = {
      handle: c.handle,
      title: c.title,
      image_url: c.imageUrl ?? null,
      metadata: JSON.stringify(c.metadata ?? {}),
      position: c.order ?? i,
      updated_at: now,
    };
    if (found) await deps.db.updateTable('store_collections').set(values).where('id', '=', found.id).execute();
    else
      await deps.db
        .insertInto('store_collections')
        .values({ id: c.id ?? newId('pcol', now), ...values, created_at: now, deleted_at: null })
        .execute();
    result.collections++;
  }
  const keys = [...new Set(file.products.flatMap((p) => p.collections ?? []))];
  const collectionIds = new Map<string, string>();
  for (const c of await q.findCollections(deps.db, keys)) {
    collectionIds.set(c.id, c.id);
    collectionIds.set(c.handle, c.id);
  }
  for (const p of file.products) {
    // Pictures are processed before the transaction: no write lock is held during image work.
    const images = p.images ? await storeImages(deps.storage, p.images, resolve) : null;
    try {
      const r = await deps.db.transaction().execute((trx) => importProduct(deps, trx, p, images, collectionIds));
      if (r.created) result.created++;
      else result.updated++;
      result.variants += r.variants;
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, 'validation_failed', `Produto ${p.handle}: SKU ou identificador repetido.`);
      throw err;
    }
  }
  // Related products may point at products later in the file, so they are linked last.
  for (const p of file.products) {
    if (!p.relatedProducts?.length) continue;
    const [owner] = await q.findProductsByKeys(deps.db, [p.id ?? p.handle, p.handle]);
    const targets = new Map<string, string>();
    for (const r of await q.findProductsByKeys(
      deps.db,
      p.relatedProducts.map((r) => r.relatedId),
    )) {
      targets.set(r.id, r.id);
      targets.set(r.handle, r.id);
    }
    await deps.db
      .insertInto('store_related_products')
      .values(
        p.relatedProducts.map((r, position) => ({
          id: newId('prel', now),
          product_id: owner!.id,
          section_title: r.sectionTitle ?? null,
          related_type: r.relatedType,
          related_id: targets.get(r.relatedId) ?? r.relatedId,
          position,
        })),
      )
      .execute();
    await deps.db.updateTable('store_products').set({ snapshot: null }).where('id', '=', owner!.id).execute();
  }
  return result;
}
