import { describe, expect, it } from 'vitest';
import { tagBuyable, tagStockLabel, tagStockStates } from '@shared/product-tags';
import { buyable, dotPosition, stockLabel, tagPrice, tagPriceText, tagsOf } from './tag-view';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('tag texts', () => {
  it('say the stock as the shared rules do', () => {
    for (const stock of tagStockStates) {
      expect(stockLabel(stock)).toBe(tagStockLabel(stock));
      expect(buyable(stock)).toBe(tagBuyable(stock));
    }
    expect(stockLabel('sold_out')).toBe('esgotado');
    expect(stockLabel('low')).toBe('últimas unidades');
    expect(stockLabel('unavailable')).toBe('indisponível');
    expect(stockLabel('available')).toBeNull();
  });

  it('show the sale price with the list price beside it, in BRL', () => {
    expect(tagPrice({ price: 5990, listPrice: null })).toEqual({ now: expect.any(String), was: null });
    expect(nbsp(tagPrice({ price: 5990, listPrice: null }).now)).toBe('R$ 59,90');
    const sale = tagPrice({ price: 5990, listPrice: 7990 });
    expect(nbsp(sale.now)).toBe('R$ 59,90');
    expect(nbsp(sale.was!)).toBe('R$ 79,90');
    expect(nbsp(tagPriceText({ price: 5990, listPrice: 7990 }))).toBe('R$ 59,90 (Preço anterior: R$ 79,90)');
  });

  it('show no struck price when the list price is not above the price', () => {
    expect(tagPrice({ price: 5990, listPrice: 5990 }).was).toBeNull();
    expect(tagPrice({ price: 5990, listPrice: 4990 }).was).toBeNull();
  });

  it('read content without tags as none', () => {
    expect(tagsOf({})).toEqual([]);
    expect(tagsOf({ productTags: undefined })).toEqual([]);
  });
});

describe('dotPosition', () => {
  it('keeps the point of a picture that fills its frame exactly', () => {
    expect(dotPosition({ x: 0.25, y: 0.5 }, { width: 1000, height: 1000 }, 1)).toEqual({ left: 0.25, top: 0.5 });
  });

  it('has no dot for a tag without a point or a picture without a size', () => {
    expect(dotPosition({ x: null, y: null }, { width: 10, height: 10 }, 1)).toBeNull();
    expect(dotPosition({ x: 0.5, y: 0.5 }, { width: null, height: 10 }, 1)).toBeNull();
  });

  it('moves the point across when the sides of a wide picture are cut off', () => {
    // 2:1 in a square frame: the middle half shows.
    const p = dotPosition({ x: 0.5, y: 0.3 }, { width: 2000, height: 1000 }, 1)!;
    expect(p.left).toBeCloseTo(0.5);
    expect(p.top).toBeCloseTo(0.3);
    expect(dotPosition({ x: 0.375, y: 0.5 }, { width: 2000, height: 1000 }, 1)!.left).toBeCloseTo(0.25);
  });

  it('moves the point down when the top and bottom of a tall picture are cut off', () => {
    // 1:2 in a 4:5 frame: 0.5 / 0.8 = 62.5% of the height shows.
    const p = dotPosition({ x: 0.2, y: 0.5 }, { width: 1000, height: 2000 }, 4 / 5)!;
    expect(p.left).toBeCloseTo(0.2);
    expect(p.top).toBeCloseTo(0.5);
    expect(dotPosition({ x: 0.2, y: 0.25 }, { width: 1000, height: 2000 }, 4 / 5)!.top).toBeCloseTo(0.1);
  });

  it('brings a point in the part cut off, or at the very edge, inside the frame', () => {
    const p = dotPosition({ x: 0.05, y: 1 }, { width: 2000, height: 1000 }, 1)!;
    expect(p.left).toBeCloseTo(0.06);
    expect(p.top).toBeCloseTo(0.94);
  });
});
