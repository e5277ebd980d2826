import { describe, expect, it } from 'vitest';
import { parseQuery, productListQuery, variantsQuery } from './storefront.query';

describe('storefront query strings', () => {
  it('reads array parameters in the three encodings', () => {
    for (const qs of ['ids%5B%5D=a&ids%5B%5D=b', 'ids[]=a&ids[]=b', 'ids=a&ids=b']) {
      expect(parseQuery(`/p?${qs}`).get('ids')).toEqual(['a', 'b']);
    }
    expect(variantsQuery(parseQuery('/v?fields=inventory_quantity&product_ids%5B%5D=x'))).toEqual(['x']);
  });

  it('defaults to the first page of 20 by order ascending, visible products only', () => {
    expect(productListQuery(parseQuery('/p'))).toMatchObject({
      sortBy: 'order',
      desc: false,
      offset: 0,
      limit: 20,
      filters: { hidden: undefined },
    });
  });

  it('accepts order in any case, caps the limit and splits exclude_types', () => {
    const q = productListQuery(parseQuery('/p?order=desc&limit=250&exclude_types=digital,%20booking&sort_by=price'));
    expect(q).toMatchObject({
      desc: true,
      limit: 100,
      sortBy: 'price',
      filters: { excludeTypes: ['digital', 'booking'] },
    });
  });

  it('refuses unknown names and malformed values', () => {
    expect(() => productListQuery(parseQuery('/p?page=2'))).toThrow('Parâmetro desconhecido: page.');
    expect(() => productListQuery(parseQuery('/p?limit=0'))).toThrow('Parâmetro inválido: limit.');
    expect(() => productListQuery(parseQuery('/p?offset=1.5'))).toThrow();
    expect(() => productListQuery(parseQuery('/p?ids[]=' + 'x'.repeat(300)))).toThrow();
  });
});
