import { describe, expect, it } from 'vitest';
import { foldSearchText, searchTerms } from './search';

describe('search text', () => {
  it('folds case and accents', () => {
    expect(foldSearchText('MÚSICA Ciência São João')).toBe('musica ciencia sao joao');
  });
  it('keeps only letters and digits as terms, so no text-search syntax gets through', () => {
    expect(searchTerms(' "moda"* AND verão:* | tênis & 42 ')).toEqual(['moda', 'and', 'verao', 'tenis', '42']);
    expect(searchTerms('"*:&|!()')).toEqual([]);
  });
  it('takes at most six words', () => {
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  });
});
