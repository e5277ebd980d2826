import type { CatalogFileInput } from '../../shared/store-import';
import { dataUrlResolver, importCatalog } from '../features/store/admin.service';
import { brandData } from './catalog-data';
import type { SeedDeps } from './seed-deps';
import { demoCollections, demoProducts } from './store-catalog-data';
import { PRODUCT_ART_SIZE, productWebp } from './store-art';
import { flatWebp } from './artwork';

/*
 * The demo store: products across the brands' segments, covering every case the store screens show
 * (several options, a sale, low stock, sold out, not purchasable, unmanaged inventory).
 */

const SEEDED_KEY = 'store_seeded';

export async function seedStore(deps: SeedDeps): Promise<void> {
  const done = await deps.db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (done) return;
  const colorsOf = new Map(brandData.map((b) => [b.id, b.colors]));
  const products: CatalogFileInput['products'] = [];
  // The generated artwork goes through the media pipeline like an operator's import: renditions,
  // a blur placeholder and the image's size for a layout that never jumps.
  const artwork = new Map<string, Buffer>();
  for (const [i, p] of demoProducts.entries()) {
    const images: string[] = [];
    for (const [n, art] of p.art.entries()) {
      const ref = `seed:${p.handle}-${n + 1}`;
      const colors = colorsOf.get(p.brand) ?? ['#6366f1', '#ec4899'];
      artwork.set(
        ref,
        deps.readyMadeMedia
          ? await flatWebp(art.color, PRODUCT_ART_SIZE, PRODUCT_ART_SIZE)
          : await productWebp(`${p.handle}-${n}`, art.shape, colors, art.color, art.accent, PRODUCT_ART_SIZE),
      );
      images.push(ref);
    }
    products.push({
      id: `prod_demo_${String(i + 1).padStart(2, '0')}`,
      handle: p.handle,
      title: p.title,
      subtitle: p.subtitle,
      description: p.description,
      ribbonText: p.ribbon ?? null,
      purchasable: p.purchasable ?? true,
      order: i,
      siteProductSelection: 'lowest_price_first',
      type: p.type ?? 'physical',
      images,
      ...(p.options ? { options: p.options } : {}),
      variants: p.variants.map((v) => ({
        sku: v.sku,
        title: v.options ? Object.values(v.options).join(' / ') : 'Padrão',
        ...(v.options ? { options: v.options } : {}),
        price: v.price,
        salePrice: v.sale ?? null,
        manageInventory: v.managed ?? true,
        stock: v.stock ?? 0,
        weight: v.weight ?? null,
        imageUrl: v.image === undefined ? null : `seed:${p.handle}-${v.image + 1}`,
      })),
      collections: p.collections,
      additionalInfo: p.info ?? [],
      customFields: p.customFields ?? [],
      // 'max_installments': the product's interest-free card installments ('3x sem juros').
      metadata: { brand: p.brand, ...(p.installments ? { max_installments: p.installments } : {}) },
    });
  }
  await importCatalog(
    deps,
    { collections: demoCollections, products },
    async (ref) => artwork.get(ref) ?? dataUrlResolver(ref),
  );
  await deps.db
    .insertInto('app_meta')
    .values({ key: SEEDED_KEY, value: String(deps.clock.now()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
