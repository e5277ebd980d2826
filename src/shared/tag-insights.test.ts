import { describe, expect, it } from 'vitest';
import { mergeTagSales, sortTagSales, taggedItemHref } from './tag-insights';

describe('mergeTagSales', () => {
  it('adds each count to its key, zero where a count has no row', () => {
    const merged = mergeTagSales([
      [
        { key: 'post:a', taps: 3 },
        { key: 'reel:b', taps: 1 },
      ],
      [{ key: 'post:a', cartAdds: 2 }],
      [{ key: 'story:c', orders: 1, units: 2, revenueCents: 500 }],
    ]);
    expect(Object.fromEntries(merged)).toEqual({
      'post:a': { taps: 3, cartAdds: 2, orders: 0, units: 0, revenueCents: 0 },
      'reel:b': { taps: 1, cartAdds: 0, orders: 0, units: 0, revenueCents: 0 },
      'story:c': { taps: 0, cartAdds: 0, orders: 1, units: 2, revenueCents: 500 },
    });
  });
});

describe('sortTagSales', () => {
  const row = (id: string, taps: number, revenueCents: number) => ({
    id,
    taps,
    cartAdds: 0,
    orders: 0,
    units: 0,
    revenueCents,
  });
  const rows = [row('a', 9, 0), row('b', 1, 300), row('c', 5, 300)];

  it('puts the best sellers first, then the most tapped', () => {
    expect(sortTagSales(rows).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('sorts by the column asked, revenue breaking ties', () => {
    expect(sortTagSales(rows, 'taps').map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('taggedItemHref', () => {
  it('opens each kind where the app shows it', () => {
    expect(taggedItemHref('post', 'p 1')).toBe('/post/p%201');
    expect(taggedItemHref('reel', 'r1')).toBe('/reels?reel=r1');
    expect(taggedItemHref('story', 's1')).toBe('/?historia=s1');
    expect(taggedItemHref('video', 'v1')).toBe('/video/v1');
  });
});
