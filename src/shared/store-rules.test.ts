import { describe, expect, it } from 'vitest';
import type { RawProduct } from './store';
import {
  canAddToCart,
  cartAddRefusal,
  defaultVariant,
  formatMoney,
  isSoldOut,
  mapProduct,
  MAX_UNITS_PER_LINE,
  maxUnitsOf,
  MAX_UNITS_PER_ORDER,
  metaDescription,
  quantityCapRefusal,
  stockMessage,
  withQuantities,
} from './store-rules';

const price = (amount: number, sale: number | null = null) => [{ amount, sale_amount: sale, currency_code: 'brl' }];
const raw: RawProduct = {
  id: 'p1',
  title: 'Camiseta',
  thumbnail: '/media/t.webp',
  images: [{ url: '/media/a.webp', order: 0, type: 'image' }],
  media: [
    { url: '/media/b.webp', order: 1, type: 'image' },
    { url: '/media/a.webp', order: 0, type: 'image' },
  ],
  product_collections: [{ product_id: 'p1', collection_id: 'c1', order: 0 }],
  site_product_selection: null,
  variants: [
    { id: 'v1', title: 'P', prices: price(7990), manage_inventory: true, inventory_quantity: 3 },
    { id: 'v2', title: 'M', prices: price(7990, 5990), manage_inventory: true, inventory_quantity: 0 },
    { id: 'v3', title: 'G', prices: price(6990), manage_inventory: false },
  ],
};

describe('mapProduct', () => {
  it('maps the raw shape to the spec fields: thumbnail → image, media → images, product_collections → collections', () => {
    const p = mapProduct(raw);
    expect(p.image).toBe('/media/t.webp');
    expect(p.images.map((i) => i.url)).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(p.collections).toEqual([{ product_id: 'p1', collection_id: 'c1', order: 0 }]);
    expect(p.variants[1]).toMatchObject({
      price_in_cents: 7990,
      price_in_cents_formatted: 'R$\u00a079,90',
      sale_price_in_cents: 5990,
      sale_price_in_cents_formatted: 'R$\u00a059,90',
      currency: 'brl',
    });
    expect(p.variants[0]!.sale_price_in_cents).toBeNull();
    expect(p.variants[2]!.inventory_quantity).toBe(0);
    expect(p.purchasable).toBe(true);
    expect(p.type).toEqual({ value: 'physical' });
  });

  it('prices the product by its default variant, sale price first', () => {
    expect(mapProduct(raw).price_in_cents).toBe(5990);
    expect(mapProduct({ ...raw, site_product_selection: 'first' }).price_in_cents).toBe(7990);
  });
});

describe('defaultVariant', () => {
  const variants = mapProduct(raw).variants;
  it('is the cheapest effective price for lowest_price_first or no selection, else the first', () => {
    expect(defaultVariant({ site_product_selection: null, variants }).id).toBe('v2');
    expect(defaultVariant({ site_product_selection: 'lowest_price_first', variants }).id).toBe('v2');
    expect(defaultVariant({ site_product_selection: 'manual', variants }).id).toBe('v1');
  });
});

describe('stock rules', () => {
  const [p, m, g] = mapProduct(raw).variants;
  it('gives the detail page messages in green, yellow and red', () => {
    expect(stockMessage(p!, 1)).toEqual({ tone: 'green', text: '3 em estoque!' });
    expect(stockMessage(p!, 4)).toEqual({ tone: 'yellow', text: 'Estoque insuficiente. Apenas 3 restantes.' });
    expect(stockMessage(m!, 1)).toEqual({ tone: 'red', text: 'Indisponível no momento' });
    expect(stockMessage(g!, 99)).toBeNull();
  });

  it('allows add to cart only for purchasable products within managed stock', () => {
    expect(canAddToCart({ purchasable: true }, p!, 3)).toBe(true);
    expect(canAddToCart({ purchasable: true }, p!, 4)).toBe(false);
    expect(canAddToCart({ purchasable: false }, p!, 1)).toBe(false);
    expect(canAddToCart({ purchasable: true }, g!, 500)).toBe(true);
    expect(canAddToCart({ purchasable: true }, p!, 0)).toBe(false);
  });

  it('refuses a cart add past the stock with the spec message', () => {
    expect(cartAddRefusal('Camiseta', { ...p!, title: 'P' }, 2, 1)).toBeNull();
    expect(cartAddRefusal('Camiseta', { ...p!, title: 'P' }, 2, 2)).toBe(
      'Estoque insuficiente para Camiseta (P). Apenas 3 restantes.',
    );
    expect(cartAddRefusal('Caneca', { ...g!, title: '' }, 100, 100)).toBeNull();
  });

  it('caps a line at the stock or the per-line cap, whichever is lower', () => {
    expect(maxUnitsOf(p!)).toBe(3);
    expect(maxUnitsOf(m!)).toBe(0);
    expect(maxUnitsOf(g!)).toBe(MAX_UNITS_PER_LINE);
    expect(maxUnitsOf({ manage_inventory: true, inventory_quantity: 500 })).toBe(MAX_UNITS_PER_LINE);
    expect([p, m, g].map((v) => isSoldOut(v!))).toEqual([false, true, false]);
  });

  it('overwrites quantities with the live ones by variant id', () => {
    const [updated] = withQuantities([mapProduct(raw)], [{ id: 'v2', inventory_quantity: 7 }]);
    expect(updated!.variants.map((v) => v.inventory_quantity)).toEqual([3, 7, 0]);
  });
});

describe('formatting', () => {
  it('formats cents in the product currency for pt-BR', () => {
    expect(formatMoney(5990)).toBe('R$\u00a059,90');
    expect(formatMoney(123456, 'BRL')).toBe('R$\u00a01.234,56');
    expect(formatMoney(100, 'zzz')).toMatch(/1,00/);
  });

  it('cuts the meta description at 160 characters of plain text', () => {
    const html = `<p>${'Olá &amp; mundo '.repeat(30)}</p>`;
    const meta = metaDescription(html);
    expect(meta.length).toBe(160);
    expect(meta.startsWith('Olá & mundo Olá')).toBe(true);
    expect(metaDescription('<p>Curta</p>')).toBe('Curta');
  });
});

describe('quantityCapRefusal', () => {
  const line = (variantId: string, quantity: number) => ({ variantId, title: `Produto ${variantId}`, quantity });
  it('allows up to the caps, refuses a line over its cap even when split, and an order over its total', () => {
    expect(MAX_UNITS_PER_LINE).toBeLessThanOrEqual(MAX_UNITS_PER_ORDER);
    expect(quantityCapRefusal([line('a', MAX_UNITS_PER_LINE)])).toBeNull();
    expect(quantityCapRefusal([line('a', MAX_UNITS_PER_LINE + 1)])).toBe(
      `Você pode comprar no máximo ${MAX_UNITS_PER_LINE} unidades de Produto a por pedido.`,
    );
    expect(quantityCapRefusal([line('a', MAX_UNITS_PER_LINE), line('a', 1)])).toContain('Produto a');
    const full = Array.from({ length: MAX_UNITS_PER_ORDER }, (_, i) => line(`v${i}`, 1));
    expect(quantityCapRefusal(full)).toBeNull();
    expect(quantityCapRefusal([...full, line('extra', 1)])).toBe(
      `Um pedido pode ter no máximo ${MAX_UNITS_PER_ORDER} unidades no total.`,
    );
  });
});
