import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFileInput } from '../../../shared/store-import';
import { createTestApp, type TestApp } from '../../testing/harness';
import { runStoreCli } from './catalog-cli';
import { STORE } from '../../testing/fixtures/store';

const TOKEN = 'operador-0123456789-abcdef';
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { STORE_ADMIN_TOKEN: TOKEN } });
  png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const auth = { authorization: `Bearer ${TOKEN}` };
const importFile = (payload: CatalogFileInput, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/store/admin/import', payload: payload as object, headers });

function catalog(stock: number, extra: Partial<CatalogFileInput['products'][number]> = {}): CatalogFileInput {
  return {
    collections: [{ handle: 'verao', title: 'Verão' }],
    products: [
      {
        handle: 'bermuda-praia',
        title: 'Bermuda Praia',
        description: '<p>Leve e rápida de secar.</p>',
        images: [`data:image/png;base64,${png.toString('base64')}`],
        collections: ['verao'],
        variants: [
          { sku: 'BP-P', options: { Tamanho: 'P' }, price: 8990, stock },
          { sku: 'BP-M', options: { Tamanho: 'M' }, price: 8990, salePrice: 6990, stock },
        ],
        additionalInfo: [{ title: 'Tecido', description: '<p>Poliéster reciclado.</p>' }],
        customFields: [{ title: 'Bordado', isRequired: false }],
        relatedProducts: [{ relatedId: 'chinelo-praia', sectionTitle: 'Combina com' }],
        ...extra,
      },
      {
        handle: 'chinelo-praia',
        title: 'Chinelo Praia',
        variants: [{ sku: 'CH', price: 3990, manageInventory: false }],
      },
    ],
  };
}

describe('the store admin API', () => {
  it('is guarded by the bearer token', async () => {
    expect((await importFile(catalog(1), {})).statusCode).toBe(401);
    expect((await importFile(catalog(1), { authorization: 'Bearer wrong-token-0000000000' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/admin/export' })).statusCode).toBe(401);
  });

  it('is off when no token is configured', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/store/admin/export', headers: auth })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });

  it('imports products with options, stock, collections and images through the media pipeline', async () => {
    const res = await importFile(catalog(4));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 0, variants: 3, collections: 1 });

    const product = (await t.app.inject({ method: 'GET', url: `${STORE}/products/bermuda-praia?field=slug` })).json()
      .product;
    expect(
      product.variants.map((v: { sku: string; inventory_quantity: number }) => [v.sku, v.inventory_quantity]),
    ).toEqual([
      ['BP-P', 4],
      ['BP-M', 4],
    ]);
    expect(product.options[0].title).toBe('Tamanho');
    expect(product.images).toHaveLength(1);
    expect(product.images[0].url).toMatch(/^\/media\/store\/.+\/\d+\.webp$/);
    expect(product.thumbnail).toMatch(/\/640\.webp$/);
    const key = product.images[0].url.replace(/^\/media\//, '');
    expect(await t.storage.exists(key)).toBe(true);
    const meta = await sharp(path.join(t.storage.root!, key)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(900);
    expect(product.related_products[0]).toMatchObject({ section_title: 'Combina com', related_type: 'product' });
    expect(product.custom_fields).toEqual([expect.objectContaining({ title: 'Bordado', is_required: false })]);
  });

  it('updates by handle on re-import, keeping variant ids, and changes the stock', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${STORE}/products/bermuda-praia?field=slug` })).json()
      .product;
    const res = await importFile(catalog(9, { title: 'Bermuda Praia 2', images: [before.images[0].url] }));
    expect(res.json()).toMatchObject({ created: 0, updated: 2 });
    const after = (await t.app.inject({ method: 'GET', url: `${STORE}/products/bermuda-praia?field=slug` })).json()
      .product;
    expect(after.id).toBe(before.id);
    expect(after.title).toBe('Bermuda Praia 2');
    expect(after.variants.map((v: { id: string }) => v.id)).toEqual(before.variants.map((v: { id: string }) => v.id));
    expect(after.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([9, 9]);
    expect(after.images[0].url).toBe(before.images[0].url);
  });

  it('refuses an invalid file with 400 and pt-BR messages, and a file image through the API', async () => {
    const bad = await importFile({
      products: [{ handle: 'Sem Espaços', title: '', variants: [] }],
    } as unknown as CatalogFileInput);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const fileRef = await importFile(catalog(1, { images: ['/etc/passwd'] }));
    expect(fileRef.statusCode).toBe(400);
  });

  it('exports the catalog in the import format, and the export imports back unchanged', async () => {
    const exported = (await t.app.inject({ method: 'GET', url: '/api/store/admin/export', headers: auth })).json();
    const mine = exported.products.find((p: { handle: string }) => p.handle === 'bermuda-praia');
    expect(mine).toMatchObject({ title: 'Bermuda Praia 2', collections: ['verao'], options: ['Tamanho'] });
    expect(mine.variants[1]).toMatchObject({
      sku: 'BP-M',
      options: { Tamanho: 'M' },
      price: 8990,
      salePrice: 6990,
      stock: 9,
    });
    expect((await importFile(exported)).json()).toMatchObject({ created: 0 });
    const again = (await t.app.inject({ method: 'GET', url: '/api/store/admin/export', headers: auth })).json();
    expect(again).toEqual(exported);
  });
});

describe('npm run store', () => {
  it('imports a file with image paths relative to it, and exports to a file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-store-cli-'));
    try {
      fs.writeFileSync(path.join(dir, 'foto.png'), png);
      const file = path.join(dir, 'catalogo.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          products: [
            {
              handle: 'toalha-cli',
              title: 'Toalha',
              images: ['foto.png'],
              variants: [{ sku: 'TW', price: 4990, stock: 6 }],
            },
          ],
        }),
      );
      let out = '';
      const deps = { db: t.database.db, storage: t.storage, clock: t.clock, write: (s: string) => (out += s) };
      expect(await runStoreCli(['import', file], deps)).toBe(0);
      expect(out).toContain('1 produto(s) criado(s)');
      const product = (await t.app.inject({ method: 'GET', url: `${STORE}/products/toalha-cli?field=slug` })).json()
        .product;
      expect(product.images[0].url).toMatch(/\.webp$/);
      expect(product.variants[0].inventory_quantity).toBe(6);

      const target = path.join(dir, 'export.json');
      expect(await runStoreCli(['export', target], deps)).toBe(0);
      expect(
        JSON.parse(fs.readFileSync(target, 'utf8')).products.some((p: { handle: string }) => p.handle === 'toalha-cli'),
      ).toBe(true);

      fs.writeFileSync(file, JSON.stringify({ products: [{ handle: 'x', title: 'X', variants: [] }] }));
      out = '';
      expect(await runStoreCli(['import', file], deps)).toBe(1);
      expect(out).toContain('Arquivo inválido');
      expect(await runStoreCli(['frobnicate'], deps)).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('shows a re-import on the (cached) catalogue list and product page at once', async () => {
    type Listed = { id: string; title: string; variants: { inventory_quantity: number }[] };
    const list = async () =>
      ((await t.app.inject({ method: 'GET', url: `${STORE}/products?limit=50` })).json().products as Listed[]).find(
        (p) => p.title.startsWith('Bermuda Praia'),
      );
    const page = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `${STORE}/products/${id}` })).json().product as Listed;
    expect((await importFile(catalog(4, { title: 'Bermuda Praia A' }))).statusCode).toBe(200);
    const first = await list();
    expect(first).toMatchObject({ title: 'Bermuda Praia A', variants: [{ inventory_quantity: 4 }, {}] });
    expect(await page(first!.id)).toMatchObject({
      title: 'Bermuda Praia A',
      variants: [{ inventory_quantity: 4 }, {}],
    });
    expect((await importFile(catalog(2, { title: 'Bermuda Praia B' }))).statusCode).toBe(200);
    expect(await list()).toMatchObject({ title: 'Bermuda Praia B', variants: [{ inventory_quantity: 2 }, {}] });
    expect(await page(first!.id)).toMatchObject({
      title: 'Bermuda Praia B',
      variants: [{ inventory_quantity: 2 }, {}],
    });
  });
});
