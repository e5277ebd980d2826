import { describe, expect, it } from 'vitest';
import { catalogPaths, memberPaths, safetyPaths, searchPaths, tagPaths, withCursor, withQuery } from './api-paths';
import { feedPath } from './first-load';

describe('api paths', () => {
  it('leaves out parameters without a value and keeps the given order', () => {
    expect(withQuery('/api/x', { a: 1, b: undefined, c: '', d: 'z' })).toBe('/api/x?a=1&d=z');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('adds the cursor only after the first page', () => {
    expect(withCursor('/api/orders', '')).toBe('/api/orders');
    expect(withCursor('/api/orders', 'a b/c', 20)).toBe('/api/orders?limit=20&cursor=a%20b%2Fc');
    expect(feedPath()).toBe('/api/feed?limit=10');
    expect(feedPath('x=1')).toBe('/api/feed?limit=10&cursor=x%3D1');
  });

  it('encodes every parameter', () => {
    expect(memberPaths.follow('a/b')).toBe('/api/members/a%2Fb/follow');
    expect(catalogPaths.followBrand('x?y')).toBe('/api/follows/brands/x%3Fy');
    expect(searchPaths.posts('café & co', 'c1')).toBe('/api/search/posts?q=caf%C3%A9%20%26%20co&limit=10&cursor=c1');
    expect(tagPaths.page('#moda', 'top')).toBe('/api/tags/%23moda?sort=top&limit=12');
  });

  it('names a brand’s blocks only when a brand is given, and encodes hidden words with spaces and accents', () => {
    expect(safetyPaths.blocks()).toBe('/api/safety/blocks');
    expect(safetyPaths.blocks('b 1')).toBe('/api/safety/blocks?brandId=b%201');
    expect(safetyPaths.block('m/1')).toBe('/api/safety/blocks/m%2F1');
    expect(safetyPaths.block('m1', 'b1')).toBe('/api/safety/blocks/m1?brandId=b1');
    expect(safetyPaths.mute('brand', 'b?1')).toBe('/api/safety/mutes/brand/b%3F1');
    expect(safetyPaths.word('golpe do pix/já')).toBe('/api/safety/words/golpe%20do%20pix%2Fj%C3%A1');
  });
});
