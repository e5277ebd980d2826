import { describe, expect, it } from 'vitest';
import { productTagPaths } from '@shared/api-paths';
import { MAX_PRODUCT_TAGS, productTagsField, type ProductTag } from '@shared/product-tags';
import {
  addPick,
  nextActive,
  nextUnplaced,
  nudgePoint,
  placePick,
  pointIn,
  productTagsFieldValue,
  removePick,
  samePicks,
  toTagInputs,
  type PickedTag,
} from './product-tag-picker';

const product = (id: string): ProductTag => ({
  productId: id,
  kind: 'store',
  title: `Produto ${id}`,
  price: 5990,
  listPrice: null,
  stock: 'available',
  image: null,
  x: null,
  y: null,
});

function pickAll(ids: string[]): PickedTag[] {
  return ids.reduce<PickedTag[]>((picks, id) => {
    const result = addPick(picks, product(id));
    if (!('picks' in result)) throw new Error(`refused ${id}`);
    return result.picks;
  }, []);
}

describe('the five-tag limit', () => {
  it('takes up to five products and refuses the sixth', () => {
    const five = pickAll(['1', '2', '3', '4', '5']);
    expect(five).toHaveLength(MAX_PRODUCT_TAGS);
    expect(addPick(five, product('6'))).toEqual({ refused: 'tooMany' });
  });

  it('refuses the same product twice, even below the limit', () => {
    expect(addPick(pickAll(['1']), product('1'))).toEqual({ refused: 'duplicated' });
  });

  it('takes a product again once another was removed', () => {
    const four = removePick(pickAll(['1', '2', '3', '4', '5']), '3');
    const result = addPick(four, product('6'));
    expect('picks' in result && result.picks.map((p) => p.productId)).toEqual(['1', '2', '4', '5', '6']);
  });

  it('starts a pick without a point even when the candidate carried one', () => {
    const result = addPick([], { ...product('1'), x: 0.3, y: 0.4 });
    expect('picks' in result && result.picks[0]).toMatchObject({ x: null, y: null });
  });
});

describe('placing a tag on the image', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('reads a tap as fractions of the drawn image', () => {
    expect(pointIn(box, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointIn(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(pointIn(box, 500, 250)).toEqual({ x: 1, y: 1 });
    expect(pointIn(box, 133, 117)).toEqual({ x: 0.0825, y: 0.335 });
  });

  it('keeps a drag past the edge on the edge', () => {
    expect(pointIn(box, 20, 400)).toEqual({ x: 0, y: 1 });
  });

  it('falls back to the centre for an image with no size yet', () => {
    expect(pointIn({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves a point by arrow keys, larger with Shift, and never out of the image', () => {
    expect(nudgePoint({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.52, y: 0.5 });
    expect(nudgePoint({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.3 });
    expect(nudgePoint({ x: 0.01, y: 0.99 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.99 });
    expect(nudgePoint({ x: 0.5, y: 0.99 }, 'ArrowDown')).toEqual({ x: 0.5, y: 1 });
    expect(nudgePoint({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });

  it('places, moves and clears one pick and leaves the others', () => {
    let picks = pickAll(['1', '2']);
    picks = placePick(picks, '2', { x: 0.25, y: 1.5 });
    expect(picks.map((p) => [p.x, p.y])).toEqual([
      [null, null],
      [0.25, 1],
    ]);
    expect(nextUnplaced(picks)).toBe('1');
    picks = placePick(picks, '1', { x: 0.1, y: 0.2 });
    expect(nextUnplaced(picks)).toBeNull();
    picks = placePick(picks, '2', null);
    expect(picks[1]).toMatchObject({ x: null, y: null });
    expect(nextUnplaced(picks)).toBe('2');
  });
});

describe('the productTags field', () => {
  it('is left empty when nothing is tagged', () => {
    expect(productTagsFieldValue([], true)).toBe('');
  });

  it('sends each product in order, with the point of those placed', () => {
    const picks = placePick(pickAll(['a', 'b']), 'b', { x: 0.4, y: 0.6 });
    const text = productTagsFieldValue(picks, true);
    expect(JSON.parse(text)).toEqual([{ productId: 'a' }, { productId: 'b', x: 0.4, y: 0.6 }]);
    // What the server's schema reads back from the same text.
    expect(productTagsField.parse(text)).toEqual([{ productId: 'a' }, { productId: 'b', x: 0.4, y: 0.6 }]);
  });

  it('leaves the points out where the item is not a picture', () => {
    const picks = placePick(pickAll(['a']), 'a', { x: 0.4, y: 0.6 });
    expect(toTagInputs(picks, false)).toEqual([{ productId: 'a' }]);
  });

  it('is read back as no tags when left out', () => {
    expect(productTagsField.parse('')).toEqual([]);
  });
});

describe('the combobox keys', () => {
  it('walks the options and wraps around', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(1, 3, 'Home')).toBe(0);
    expect(nextActive(1, 3, 'End')).toBe(2);
    expect(nextActive(1, 3, 'a')).toBeNull();
    expect(nextActive(-1, 0, 'ArrowDown')).toBeNull();
  });
});

describe('whether the picks changed', () => {
  it('sees a new order, a new point or a missing pick', () => {
    const picks = pickAll(['a', 'b']);
    expect(samePicks(picks, pickAll(['a', 'b']))).toBe(true);
    expect(samePicks(picks, pickAll(['b', 'a']))).toBe(false);
    expect(samePicks(picks, placePick(picks, 'a', { x: 0.5, y: 0.5 }))).toBe(false);
    expect(samePicks(picks, pickAll(['a']))).toBe(false);
  });
});

describe('the calls', () => {
  it("asks for the member's own products when no brand is chosen, and encodes the words", () => {
    expect(productTagPaths.candidates('', '')).toBe('/api/product-tags/candidates');
    expect(productTagPaths.candidates('nexo-tech', 'fone & cabo')).toBe(
      '/api/product-tags/candidates?asBrandId=nexo-tech&q=fone%20%26%20cabo',
    );
    expect(productTagPaths.item('reel', 'r/1')).toBe('/api/product-tags/reel/r%2F1');
  });
});
