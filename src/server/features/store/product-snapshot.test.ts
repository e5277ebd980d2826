import { describe, expect, it } from 'vitest';
import { toSnapshot, withStock } from './product-snapshot';

describe('product snapshots', () => {
  it('fill each variant with its live stock, and 0 for a variant no longer there', () => {
    const snapshot = toSnapshot({
      id: 'p1',
      variants: [
        { id: 'v1', inventory_quantity: 9 },
        { id: 'v"2\\', inventory_quantity: 9 },
      ],
    });
    const json = JSON.parse(withStock(snapshot, new Map([['v"2\\', 4]])));
    expect(json.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([0, 4]);
  });

  it('leave alone any text that merely looks like a marker', () => {
    const title = '"inventory_quantity":"\u0000stock:v1"';
    const snapshot = toSnapshot({ id: 'p1', title, variants: [{ id: 'v1', inventory_quantity: 1 }] });
    const json = JSON.parse(withStock(snapshot, new Map([['v1', 7]])));
    expect(json.title).toBe(title);
    expect(json.variants[0].inventory_quantity).toBe(7);
  });
});
