import { z } from 'zod';
import { AppError } from '../../platform/errors';

/** A position in a list ordered by (created_at, id), newest first. */
export interface Keyset {
  createdAt: number;
  id: string;
}

const keysetSchema = z.object({ c: z.number().int(), i: z.string().max(64) });

/** Cursors are opaque to clients: base64url of a small JSON object. */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'validation_failed');
  }
}

export function encodeKeyset(key: Keyset): string {
  return encodeCursor({ c: key.createdAt, i: key.id });
}

export function decodeKeyset(cursor: string | undefined): Keyset | undefined {
  const v = decodeCursor(cursor, keysetSchema);
  return v && { createdAt: v.c, id: v.i };
}

/** Takes `limit` rows of a query that asked for `limit + 1`, and the cursor of the next page. */
export function pageOf<T extends { created_at: number; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeKeyset({ createdAt: last.created_at, id: last.id }) };
}
