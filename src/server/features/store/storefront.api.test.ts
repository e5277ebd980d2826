import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionSchema,
  productListReplySchema,
  productReplySchema,
  variantQuantitiesReplySchema,
} from '../../../shared/store';
import { createTestApp, type TestApp } from '../../testing/harness';
import { addProducts, STORE } from '../../testing/fixtures/store';

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // A small catalog of known shape next to the demo one, out of the demo's collections.
  const made = await addProducts(t, [
    { handle: 'fx-alpha', order: 1000, type: 'digital', variants: [{ sku: 'FX-A', price: 3000 }] },
    { handle: 'fx-beta', order: 1001, type: 'donation', variants: [{ sku: 'FX-B', price: 1000, salePrice: 500 }] },
    { handle: 'fx-gamma', order: 1002, type: 'booking', variants: [{ sku: 'FX-C', price: 2000 }] },
    { handle: 'fx-hidden', order: 1003, hidden: true, variants: [{ sku: 'FX-H', price: 100 }] },
    { handle: 'fx-draft', order: 1004, status: 'draft', variants: [{ sku: 'FX-D', price: 100 }] },
  ]);
  ids = made.map((p) => p.id);
});
afterAll(async () => {
  await t.close();
});

// Every storefront request carries a JSON content type, GETs included, as the contract says.
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' } });
const errorBody = (status: number, code: string) => ({ statusCode: status, code, message: expect.any(String) });

describe('GET /products', () => {
  it('lists the published demo catalog in the contract shape, with the hard constraints held', async () => {
    const res = await get(`${STORE}/products?limit=100`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = productListReplySchema.parse(res.json());
    expect(body.count).toBeGreaterThanOrEqual(15);
    expect(Array.isArray(body.products)).toBe(true);
    for (const p of res.json().products) {
      expect(p.status).toBe('published');
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) {
        expect(v.prices.length).toBeGreaterThan(0);
        expect(typeof v.inventory_quantity).toBe('number');
      }
      expect(p.images).toEqual(p.media);
      if (p.id.startsWith('prod_demo_')) expect(p.thumbnail).toMatch(/^\/media\/store\//);
    }
  });

  it('stores the demo artwork through the media pipeline: WebP renditions with their size and a blur placeholder', async () => {
    const rows = await t.database.db
      .selectFrom('store_product_images')
      .select(['url', 'thumb_url', 'width', 'height', 'blur'])
      .where('product_id', 'like', 'prod_demo_%')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const r of rows) {
      expect(r.url).toMatch(/^\/media\/store\/.+\.webp$/);
      expect(r.thumb_url).toMatch(/^\/media\/store\/.+\.webp$/);
      expect(r.width).toBeGreaterThan(0);
      expect(r.height).toBeGreaterThan(0);
      expect(r.blur).toMatch(/^data:image\/webp;base64,/);
    }
  });

  it('serves a multi-option product with values tied to variants and BRL prices with the currency object', async () => {
    const body = (await get(`${STORE}/products?limit=100`)).json();
    const tee = body.products.find((p: { url_handle: string }) => p.url_handle === 'camiseta-basica-urbana');
    expect(tee.options.map((o: { title: string }) => o.title)).toEqual(['Cor', 'Tamanho']);
    expect(tee.variants).toHaveLength(6);
    const v = tee.variants[0];
    expect(v.options).toHaveLength(2);
    expect(tee.options[0].values.some((x: { variant_id: string }) => x.variant_id === v.id)).toBe(true);
    expect(v.prices[0]).toMatchObject({
      amount: 7990,
      sale_amount: null,
      currency_code: 'brl',
      currency: { code: 'brl', symbol: 'R$', decimal_digits: 2 },
    });
    expect(tee.product_collections.length).toBeGreaterThan(0);
    expect(tee.additional_info[0]).toMatchObject({ title: 'Cuidados', order: 0 });
    expect(tee.type).toEqual({ value: 'physical' });
    expect(tee.ribbon_text).toBe('Novo');
    expect(tee.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(tee.deleted_at).toBeNull();
  });

  it('covers the catalog cases: a sale, low stock, sold out, not purchasable, unmanaged stock', async () => {
    const products = (await get(`${STORE}/products?limit=100`)).json().products as {
      url_handle: string;
      purchasable: boolean;
      variants: { manage_inventory: boolean; inventory_quantity: number; prices: { sale_amount: number | null }[] }[];
    }[];
    const byHandle = new Map(products.map((p) => [p.url_handle, p]));
    expect(byHandle.get('bone-arena-classic')!.variants[0]!.prices[0]!.sale_amount).toBe(5990);
    expect(byHandle.get('caixa-de-som-batida-mini')!.variants[0]!.inventory_quantity).toBe(2);
    expect(byHandle.get('miniatura-velocita-gt')!.variants[0]!.inventory_quantity).toBe(0);
    expect(byHandle.get('capacete-rota-urbano')!.purchasable).toBe(false);
    expect(byHandle.get('caneca-maratona')!.variants[0]!.manage_inventory).toBe(false);
    expect(products.filter((p) => p.variants.length === 1).length).toBeGreaterThan(3);
  });

  it('accepts ids[] encoded, raw and repeated', async () => {
    const [a, b] = ids;
    for (const qs of [`ids%5B%5D=${a}&ids%5B%5D=${b}`, `ids[]=${a}&ids[]=${b}`, `ids=${a}&ids=${b}`]) {
      const res = await get(`${STORE}/products?${qs}`);
      expect(res.statusCode, qs).toBe(200);
      expect(
        res
          .json()
          .products.map((p: { id: string }) => p.id)
          .sort(),
        qs,
      ).toEqual([a, b].sort());
      expect(res.json().count).toBe(2);
    }
  });

  it('pages with offset and limit, caps the limit at 100, and sorts by order, price or date in any case', async () => {
    const page = (await get(`${STORE}/products?offset=2&limit=3`)).json();
    expect(page).toMatchObject({ offset: 2, limit: 3 });
    expect(page.products).toHaveLength(3);
    const all = (await get(`${STORE}/products?limit=100`)).json().products.map((p: { id: string }) => p.id);
    expect(page.products.map((p: { id: string }) => p.id)).toEqual(all.slice(2, 5));
    expect((await get(`${STORE}/products?limit=500`)).json().limit).toBe(100);
    const past = (await get(`${STORE}/products?offset=100000`)).json();
    expect(past).toMatchObject({ products: [], count: page.count, offset: 100000 });

    const mine = `ids[]=${ids[0]}&ids[]=${ids[1]}&ids[]=${ids[2]}`;
    const byPrice = (await get(`${STORE}/products?${mine}&sort_by=price&order=asc`))
      .json()
      .products.map((p: { id: string }) => p.id);
    expect(byPrice).toEqual([ids[1], ids[2], ids[0]]);
    const byPriceDesc = (await get(`${STORE}/products?${mine}&sort_by=price&order=DeSc`))
      .json()
      .products.map((p: { id: string }) => p.id);
    expect(byPriceDesc).toEqual([ids[0], ids[2], ids[1]]);
    const byOrderDesc = (await get(`${STORE}/products?${mine}&order=DESC`))
      .json()
      .products.map((p: { id: string }) => p.id);
    expect(byOrderDesc).toEqual([ids[2], ids[1], ids[0]]);
    expect((await get(`${STORE}/products?${mine}&sort_by=created_at`)).statusCode).toBe(200);
  });

  it('filters by type, exclude_types, collection_ids[], is_hidden and to_date', async () => {
    const types = (qs: string) =>
      get(`${STORE}/products?limit=100&${qs}`).then((r) =>
        r.json().products.map((p: { type: { value: string } }) => p.type.value),
      );
    expect(await types('type=digital')).toEqual(['digital', 'digital']);
    const excluded = await types('exclude_types=physical,digital');
    expect(excluded.sort()).toEqual(['booking', 'donation']);

    const collections = (await get(`${STORE}/collections`)).json().collections as { id: string; title: string }[];
    const sale = collections.find((c) => c.title === 'Ofertas')!;
    const inSale = (await get(`${STORE}/products?collection_ids%5B%5D=${sale.id}`)).json().products;
    expect(inSale.length).toBeGreaterThan(0);
    for (const p of inSale)
      expect(p.product_collections.map((c: { collection_id: string }) => c.collection_id)).toContain(sale.id);

    const visible = (await get(`${STORE}/products?limit=100`))
      .json()
      .products.map((p: { url_handle: string }) => p.url_handle);
    expect(visible).not.toContain('fx-hidden');
    expect(visible).not.toContain('fx-draft');
    const hidden = (await get(`${STORE}/products?is_hidden=true`))
      .json()
      .products.map((p: { url_handle: string }) => p.url_handle);
    expect(hidden).toEqual(['fx-hidden']);
    // Named by id, a hidden product is found (a cart may hold it); the public list still leaves it out.
    expect((await get(`${STORE}/products?ids[]=${ids[3]}`)).json().products.map((p: { id: string }) => p.id)).toEqual([
      ids[3],
    ]);

    expect((await get(`${STORE}/products?to_date=2000-01-01T00:00:00.000Z`)).json()).toMatchObject({
      products: [],
      count: 0,
    });
    expect(
      (
        await get(`${STORE}/products?to_date=${encodeURIComponent(new Date(t.clock.now() + 1000).toISOString())}`)
      ).json().count,
    ).toBeGreaterThan(0);
  });

  it('answers an unknown or malformed parameter with 400 and the contract error body', async () => {
    for (const qs of [
      'color=red',
      'limit=abc',
      'offset=-1',
      'order=sideways',
      'sort_by=name',
      'is_hidden=maybe',
      'to_date=yesterday',
      'limit=1&limit=2',
    ]) {
      const res = await get(`${STORE}/products?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toEqual(errorBody(400, 'validation_failed'));
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await get(`${STORE}/products?color=red`)).json().message).toBe('Parâmetro desconhecido: color.');
  });
});

describe('GET /products/{id}', () => {
  it('returns one product with media, by id or by slug', async () => {
    const byId = await get(`${STORE}/products/prod_demo_01`);
    expect(byId.statusCode).toBe(200);
    const { product } = productReplySchema.parse(byId.json());
    expect(product.media!.length).toBe(2);
    expect(product.status).toBe('published');
    const bySlug = await get(`${STORE}/products/camiseta-basica-urbana?field=slug`);
    expect(bySlug.json().product.id).toBe('prod_demo_01');
  });

  it('answers 404 for a missing, draft or mistyped product, and 400 for a bad field', async () => {
    for (const url of [
      `${STORE}/products/prod_nope`,
      `${STORE}/products/fx-draft?field=slug`,
      `${STORE}/products/camiseta-basica-urbana`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(errorBody(404, 'not_found'));
    }
    expect((await get(`${STORE}/products/prod_demo_01?field=sku`)).statusCode).toBe(400);
    expect((await get(`${STORE}/products/prod_demo_01?x=1`)).statusCode).toBe(400);
  });
});

describe('GET /variants', () => {
  it('returns the live quantity of every variant of the listed products, in all three encodings', async () => {
    for (const qs of [
      'product_ids%5B%5D=prod_demo_01&product_ids%5B%5D=prod_demo_09',
      'product_ids[]=prod_demo_01&product_ids[]=prod_demo_09',
      'product_ids=prod_demo_01&product_ids=prod_demo_09',
    ]) {
      const res = await get(`${STORE}/variants?fields=inventory_quantity&${qs}`);
      expect(res.statusCode).toBe(200);
      const { variants } = variantQuantitiesReplySchema.parse(res.json());
      expect(variants).toHaveLength(7);
      expect(variants.every((v) => typeof v.inventory_quantity === 'number' && v.inventory_quantity >= 0)).toBe(true);
    }
    expect((await get(`${STORE}/variants?fields=inventory_quantity`)).json()).toEqual({ variants: [] });
    expect((await get(`${STORE}/variants?fields=price&product_ids[]=prod_demo_01`)).statusCode).toBe(400);
  });
});

describe('settings, collections, store id and CORS', () => {
  it('answers the settings and the collections', async () => {
    expect((await get(`${STORE}/settings`)).json()).toEqual({ store_owner: { language: 'pt-br' } });
    const res = (await get(`${STORE}/collections`)).json();
    expect(res.count).toBe(4);
    for (const c of res.collections) expect(collectionSchema.parse(c).store_id).toBe('store_brandsocial');
  });

  it('answers CORS preflight on every storefront path', async () => {
    for (const url of [
      `${STORE}/products`,
      `${STORE}/checkout`,
      `${STORE}/products/prod_demo_01`,
      `/store/scha_other/variants`,
    ]) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://loja.exemplo.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/Content-Type/i);
    }
  });

  it('answers 404 in the contract shape for another store id and for unknown paths', async () => {
    const other = await get('/store/store_someone_else/products');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(errorBody(404, 'not_found'));
    const unknown = await get(`${STORE}/orders`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(404, 'not_found'));
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
  });

  it('tells the client its store id', async () => {
    expect((await get('/api/store/config')).json()).toEqual({ storeId: 'store_brandsocial' });
  });
});
