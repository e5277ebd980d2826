import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { CatalogFile } from '../../../shared/store-import';
import * as q from './admin.queries';
import { loadProductParts } from './catalog.queries';

/** The whole catalog in the import format. */
export async function exportCatalog(deps: { db: Kysely<Database> }): Promise<CatalogFile> {
  const [products, collections] = await Promise.all([q.allProducts(deps.db), q.allCollections(deps.db)]);
  const parts = await loadProductParts(
    deps.db,
    products.map((p) => p.id),
  );
  const options = new Map(parts.options.map((o) => [o.id, o]));
  const collectionHandle = new Map(collections.map((c) => [c.id, c.handle]));
  return {
    collections: collections.map((c) => ({
      id: c.id,
      handle: c.handle,
      title: c.title,
      imageUrl: c.image_url,
      order: c.position,
      metadata: JSON.parse(c.metadata),
    })),
    products: products.map((p) => ({
      id: p.id,
      handle: p.handle,
      title: p.title,
      subtitle: p.subtitle,
      ribbonText: p.ribbon_text,
      description: p.description,
      status: p.status as CatalogFile['products'][number]['status'],
      purchasable: toBool(p.purchasable),
      hidden: toBool(p.hidden),
      order: p.position,
      siteProductSelection: p.site_product_selection,
      type: p.type as CatalogFile['products'][number]['type'],
      images: parts.images.filter((i) => i.product_id === p.id).map((i) => ({ url: i.url, type: i.type })),
      options: parts.options.filter((o) => o.product_id === p.id).map((o) => o.title),
      variants: parts.variants
        .filter((v) => v.product_id === p.id)
        .map((v) => ({
          id: v.id,
          sku: v.sku,
          title: v.title,
          options: Object.fromEntries(
            parts.values
              .filter((x) => x.variant_id === v.id)
              .map((x) => [options.get(x.option_id)?.title ?? '', x.value]),
          ),
          price: v.amount,
          salePrice: v.sale_amount,
          currency: v.currency_code,
          weight: v.weight,
          manageInventory: toBool(v.manage_inventory),
          stock: Math.max(0, v.stock),
          imageUrl: v.image_url,
        })),
      collections: parts.collections
        .filter((c) => c.product_id === p.id)
        .map((c) => collectionHandle.get(c.collection_id) ?? c.collection_id),
      additionalInfo: parts.infos
        .filter((a) => a.product_id === p.id)
        .map((a) => ({ title: a.title, description: a.description })),
      customFields: parts.fields
        .filter((f) => f.product_id === p.id)
        .map((f) => ({ title: f.title, isRequired: toBool(f.is_required) })),
      relatedProducts: parts.related
        .filter((r) => r.product_id === p.id)
        .map((r) => ({ relatedId: r.related_id, sectionTitle: r.section_title, relatedType: r.related_type })),
      metadata: JSON.parse(p.metadata) as Record<string, unknown>,
    })),
  };
}
