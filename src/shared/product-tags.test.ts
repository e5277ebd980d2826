import { describe, expect, it } from 'vitest';
import { ptBR } from './i18n/pt-BR';
import {
  productTagsField,
  productTagsInputSchema,
  setProductTagsSchema,
  tagBuyable,
  tagStockLabel,
  tagStockState,
} from './product-tags';

const managed = (stock: number) => ({ manageInventory: true, stock });

describe('tagStockState', () => {
  it('is unavailable when the product cannot be bought or has no variant', () => {
    expect(tagStockState({ purchasable: false, variants: [managed(10)] })).toBe('unavailable');
    expect(tagStockState({ purchasable: true, variants: [] })).toBe('unavailable');
  });

  it('is sold out when no variant has a unit left, low under five, available from five', () => {
    expect(tagStockState({ purchasable: true, variants: [managed(0), managed(-2)] })).toBe('sold_out');
    expect(tagStockState({ purchasable: true, variants: [managed(1), managed(3)] })).toBe('low');
    expect(tagStockState({ purchasable: true, variants: [managed(2), managed(3)] })).toBe('available');
  });

  it('is available whenever a variant keeps no stock count', () => {
    expect(tagStockState({ purchasable: true, variants: [managed(0), { manageInventory: false, stock: 0 }] })).toBe(
      'available',
    );
  });
});

describe('tagBuyable and tagStockLabel', () => {
  it('lets a purchase start only from an available or low tag, and names every other state in pt-BR', () => {
    expect(['available', 'low', 'sold_out', 'unavailable'].map((s) => tagBuyable(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(tagStockLabel('available')).toBeNull();
    expect(tagStockLabel('low')).toBe('últimas unidades');
    expect(tagStockLabel('sold_out')).toBe('esgotado');
    expect(tagStockLabel('unavailable')).toBe('indisponível');
  });
});

describe('the tags a form sends', () => {
  it('reads the field as JSON text, and an absent or empty one as no tags', () => {
    expect(productTagsField.parse(undefined)).toEqual([]);
    expect(productTagsField.parse('')).toEqual([]);
    expect(productTagsField.parse('[{"productId":"p1","x":0.5,"y":0.25}]')).toEqual([
      { productId: 'p1', x: 0.5, y: 0.25 },
    ]);
    expect(productTagsField.safeParse('not json').success).toBe(false);
  });

  it('refuses a sixth tag, a product tagged twice, half a point and a point off the image', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: `p${i}` }));
    expect(productTagsInputSchema.safeParse(tags(5)).success).toBe(true);
    const six = productTagsInputSchema.safeParse(tags(6));
    expect(six.error?.issues[0]?.message).toBe(ptBR.productTags.tooMany);
    const twice = productTagsInputSchema.safeParse([{ productId: 'a' }, { productId: 'a' }]);
    expect(twice.error?.issues[0]?.message).toBe(ptBR.productTags.duplicated);
    const half = productTagsInputSchema.safeParse([{ productId: 'a', x: 0.5 }]);
    expect(half.error?.issues[0]?.message).toBe(ptBR.productTags.invalidPoint);
    const off = productTagsInputSchema.safeParse([{ productId: 'a', x: 1.5, y: 0 }]);
    expect(off.error?.issues[0]?.message).toBe(ptBR.productTags.invalidPoint);
  });

  it('takes nothing but the tags in an edit', () => {
    expect(setProductTagsSchema.safeParse({ tags: [], extra: 1 }).success).toBe(false);
    expect(setProductTagsSchema.parse({ tags: [{ productId: 'a' }] })).toEqual({ tags: [{ productId: 'a' }] });
  });
});
