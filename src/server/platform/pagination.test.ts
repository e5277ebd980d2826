import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { decodeCursor, decodeKeyset, encodeCursor, encodeKeyset, newestFirst, pageOf } from './pagination';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ created_at: 1000 - i, id: `r${String(i).padStart(2, '0')}` }));

describe('pagination', () => {
  it('round-trips a keyset through its opaque cursor', () => {
    expect(decodeKeyset(encodeKeyset({ createdAt: 42, id: 'abc' }))).toEqual({ createdAt: 42, id: 'abc' });
    expect(decodeKeyset(undefined)).toBeUndefined();
    expect(decodeKeyset('')).toBeUndefined();
  });

  it('refuses a cursor that is not one of ours with a 400', () => {
    for (const bad of ['%%%', encodeCursor({ c: 'x', i: 'a' }), encodeCursor({ c: 1, i: '' }), 'bm90IGpzb24']) {
      expect(() => decodeKeyset(bad)).toThrow(AppError);
      try {
        decodeKeyset(bad);
      } catch (error) {
        expect((error as AppError).status).toBe(400);
      }
    }
  });

  it('decodes any position a list keeps, checked by its schema', () => {
    const schema = z.object({ score: z.number(), id: z.string() });
    expect(decodeCursor(encodeCursor({ score: 7.5, id: 'p1' }), schema)).toEqual({ score: 7.5, id: 'p1' });
    expect(() => decodeCursor(encodeCursor({ score: 'high' }), schema)).toThrow(AppError);
  });

  it('cuts the extra row and points the next cursor at the last row kept', () => {
    const page = pageOf(rows(4), 3);
    expect(page.rows.map((r) => r.id)).toEqual(['r00', 'r01', 'r02']);
    expect(decodeKeyset(page.nextCursor!)).toEqual({ createdAt: 998, id: 'r02' });
    expect(pageOf(rows(3), 3)).toEqual({ rows: rows(3), nextCursor: null });
  });

  it('lets a list say where a row sits', () => {
    const page = pageOf(rows(3), 2, (row) => encodeCursor({ id: row.id }));
    expect(decodeCursor(page.nextCursor!, z.object({ id: z.string() }))).toEqual({ id: 'r01' });
  });

  it('orders newest first, the id breaking ties', () => {
    const list = [
      { created_at: 1, id: 'a' },
      { created_at: 2, id: 'a' },
      { created_at: 2, id: 'b' },
    ];
    expect(list.sort(newestFirst).map((r) => `${r.created_at}${r.id}`)).toEqual(['2b', '2a', '1a']);
  });
});
