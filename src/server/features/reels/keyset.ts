import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Keyset } from './reels.queries';

const keysetSchema = z.object({ c: z.number().int(), i: z.string().max(64) });

/** Cursors are opaque to clients: base64url of `{ c: created_at, i: id }`. */
export function encodeKeyset(key: Keyset): string {
  return Buffer.from(JSON.stringify({ c: key.createdAt, i: key.id })).toString('base64url');
}

export function decodeKeyset(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const v = keysetSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { createdAt: v.c, id: v.i };
  } catch {
    throw new AppError(400, 'validation_failed');
  }
}

/** Takes `limit` rows of a list that asked for `limit + 1`, and the cursor of the next page. */
export function pageOf<T extends { created_at: number; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeKeyset({ createdAt: last.created_at, id: last.id }) };
}

/** Newest first, as the (created_at, id) indexes order them. */
export const newestFirst = (a: { created_at: number; id: string }, b: { created_at: number; id: string }) =>
  b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
