import { describe, expect, it } from 'vitest';
import { buyNowPath, parseBuyNow } from './buy-now';

describe('buy now', () => {
  it('reads back the item its checkout path carries', () => {
    const item = { productId: 'p 1', variantId: 'v/2', quantity: 3 };
    const path = buyNowPath(item);
    expect(path.startsWith('/checkout?')).toBe(true);
    expect(parseBuyNow(path.slice(path.indexOf('?')))).toEqual(item);
  });

  it('is the cart checkout without an item', () => {
    expect(parseBuyNow('')).toBeNull();
    expect(parseBuyNow('?buy=p1')).toBeNull();
  });

  it('refuses a quantity below one, past the line cap or not whole', () => {
    expect(parseBuyNow('?buy=p&variant=v&quantity=0')).toBeNull();
    expect(parseBuyNow('?buy=p&variant=v&quantity=11')).toBeNull();
    expect(parseBuyNow('?buy=p&variant=v&quantity=1.5')).toBeNull();
    expect(parseBuyNow('?buy=p&variant=v')).toEqual({ productId: 'p', variantId: 'v', quantity: 1 });
  });
});
