import type { ImportProduct } from '../../../shared/store-import';
import type { TestApp } from '../../testing/harness';
import { importCatalog } from './admin.service';

/** Test helpers of the store: fixtures imported through the operator's import, and request shortcuts. */

export const STORE = '/store/store_brandsocial';
/** Return pages on the test server's own origin (app.inject's Host is localhost:80). */
export const SUCCESS_URL = 'http://localhost/success';
export const CANCEL_URL = 'http://localhost/checkout';

type FixtureProduct = Partial<Omit<ImportProduct, 'variants'>> & {
  handle: string;
  variants: (Partial<ImportProduct['variants'][number]> & { price: number })[];
};

/** Imports products and returns them as the storefront serves them. */
export async function addProducts(t: TestApp, products: FixtureProduct[]) {
  await importCatalog(
    { db: t.database.db, clock: t.clock, storage: t.storage },
    { products: products.map((p) => ({ title: p.handle, ...p })) },
  );
  const db = t.database.db;
  const out = [];
  for (const p of products) {
    const row = await db
      .selectFrom('store_products')
      .select(['id', 'title'])
      .where('handle', '=', p.handle)
      .executeTakeFirstOrThrow();
    const variants = await db
      .selectFrom('store_variants')
      .select(['id', 'title', 'stock as inventory_quantity'])
      .where('product_id', '=', row.id)
      .orderBy('position')
      .execute();
    out.push({ ...row, variants });
  }
  return out;
}

type ReturnUrls = { successUrl: string; cancelUrl: string };
const OWN_RETURN_URLS: ReturnUrls = { successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL };

export function checkoutBody(items: { variant_id: string; quantity: number }[], urls = OWN_RETURN_URLS) {
  return { items, ...urls, locale: 'pt-BR', timeZone: 'America/Sao_Paulo' };
}

export function postCheckout(
  t: TestApp,
  items: { variant_id: string; quantity: number }[],
  headers: Record<string, string> = {},
  urls = OWN_RETURN_URLS,
) {
  return t.app.inject({ method: 'POST', url: `${STORE}/checkout`, payload: checkoutBody(items, urls), headers });
}

export async function stockOf(t: TestApp, variantId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('store_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** The order id a checkout URL points at (`/pay/{orderId}?token=…`). */
export function orderIdOf(url: string): string {
  const m = /\/pay\/([^/?]+)\?/.exec(url);
  if (!m) throw new Error(`not a sandbox url: ${url}`);
  return decodeURIComponent(m[1]!);
}
