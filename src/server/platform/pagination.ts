import { z } from 'zod';
import { AppError } from './errors';

/**
 * Every list of the API pages the same way: the client sends back an opaque cursor it was given,
 * and gets `{ ..., nextCursor }` where `null` means the end. A cursor is base64url of a small JSON
 * object, so a list may keep any position in it (a time and an id, a rank, a score) without a new
 * wire format; a cursor that does not decode to the expected shape is a 400, never a 500.
 */

/** The query-string field every paged route accepts. */
export const cursorParam = z.string().max(300).optional();

/** The query string of a paged route that takes nothing but the cursor. */
export const cursorQuery = z.object({ cursor: cursorParam });

/** The options of a route that answers one page of `page` for a cursor, listed under `tag` in the API docs. */
export function pagedListRoute<P extends z.ZodTypeAny>(tag: string, page: P) {
  return { schema: { tags: [tag], querystring: cursorQuery, response: { 200: page } } };
}

/** A position in a list ordered by (created_at, id), newest first: the order most lists use. */
export interface Keyset {
  createdAt: number;
  id: string;
}

/** Rows of a list ordered by (created_at, id). */
export interface KeyedRow {
  created_at: number;
  id: string;
}

/** One page: its rows and where the next one starts. */
export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

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

const keysetSchema = z.object({ c: z.number().int(), i: z.string().min(1).max(64) });

export function encodeKeyset(key: Keyset): string {
  return encodeCursor({ c: key.createdAt, i: key.id });
}

export function decodeKeyset(cursor: string | undefined): Keyset | undefined {
  const v = decodeCursor(cursor, keysetSchema);
  return v && { createdAt: v.c, id: v.i };
}

/**
 * Takes `limit` rows of a query that asked for `limit + 1`, and the cursor of the next page.
 * `cursorOf` says where a row sits; by default its (created_at, id) keyset.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => string): Page<T>;
export function pageOf<T extends KeyedRow>(rows: T[], limit: number): Page<T>;
export function pageOf<T>(rows: T[], limit: number, cursorOf?: (row: T) => string): Page<T> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  const keyed = last as unknown as KeyedRow;
  const next = cursorOf ? cursorOf(last) : encodeKeyset({ createdAt: keyed.created_at, id: keyed.id });
  return { rows: page, nextCursor: next };
}

/**
 * One page of items read by id: `limit + 1` keyed rows in list order in, the page's items (as
 * `load` builds them from its ids, in the order given) and the next cursor out.
 */
export async function loadPageOf<T>(rows: KeyedRow[], limit: number, load: (ids: string[]) => Promise<T[]>) {
  const { rows: page, nextCursor } = pageOf(rows, limit);
  return { items: await load(page.map((r) => r.id)), nextCursor };
}

/** Newest first, as the (created_at, id) indexes order them: for merging lists read apart. */
export const newestFirst = (a: KeyedRow, b: KeyedRow) =>
  b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
