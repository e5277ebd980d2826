import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorQuery, idParams, pagedReply, personRefSchema } from './schema-parts';

describe('pagedReply', () => {
  const page = pagedReply('items', z.object({ n: z.number() }));

  it('keeps the rows under their key, then the cursor', () => {
    const parsed = page.parse({ nextCursor: 'abc', items: [{ n: 1 }], extra: true });
    expect(parsed).toEqual({ items: [{ n: 1 }], nextCursor: 'abc' });
    expect(Object.keys(parsed)).toEqual(['items', 'nextCursor']);
  });

  it('takes a null cursor on the last page and needs both fields', () => {
    expect(page.safeParse({ items: [], nextCursor: null }).success).toBe(true);
    expect(page.safeParse({ items: [] }).success).toBe(false);
    expect(page.safeParse({ nextCursor: null }).success).toBe(false);
    expect(page.safeParse({ items: [{ n: 'x' }], nextCursor: null }).success).toBe(false);
  });
});

describe('cursorQuery', () => {
  const query = cursorQuery({ max: 30, default: 10 });

  it('defaults the limit and reads it from a query string', () => {
    expect(query.parse({})).toEqual({ limit: 10 });
    expect(query.parse({ cursor: 'c', limit: '25' })).toEqual({ cursor: 'c', limit: 25 });
  });

  it('keeps the limit between 1 and the list maximum', () => {
    expect(query.safeParse({ limit: '0' }).success).toBe(false);
    expect(query.safeParse({ limit: '31' }).success).toBe(false);
    expect(query.safeParse({ limit: '2.5' }).success).toBe(false);
  });

  it('bounds the cursor at 300 characters unless told otherwise', () => {
    expect(query.safeParse({ cursor: 'x'.repeat(300) }).success).toBe(true);
    expect(query.safeParse({ cursor: 'x'.repeat(301) }).success).toBe(false);
    const short = cursorQuery({ max: 30, default: 10 }, 100);
    expect(short.safeParse({ cursor: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('personRefSchema and idParams', () => {
  it('keep only the id, name and avatar of a person', () => {
    expect(personRefSchema.parse({ id: '1', name: 'Ana', avatarUrl: '/a.webp', email: 'a@b.c' })).toEqual({
      id: '1',
      name: 'Ana',
      avatarUrl: '/a.webp',
    });
  });

  it('take a path id of 1 to 64 characters', () => {
    expect(idParams.safeParse({ id: 'p1' }).success).toBe(true);
    expect(idParams.safeParse({ id: '' }).success).toBe(false);
    expect(idParams.safeParse({ id: 'x'.repeat(65) }).success).toBe(false);
  });
});
