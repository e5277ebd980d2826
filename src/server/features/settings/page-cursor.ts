import { AppError } from '../../platform/errors';

/** Position after the last row of a page ordered by (created_at desc, id desc). */
export interface PageCursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(row: { created_at: number; id: string }): string {
  return Buffer.from(`${row.created_at}.${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  const dot = text.indexOf('.');
  const createdAt = Number(text.slice(0, dot));
  const id = text.slice(dot + 1);
  if (dot < 1 || !Number.isSafeInteger(createdAt) || !id || id.length > 64)
    throw new AppError(400, 'validation_failed');
  return { createdAt, id };
}

/** Splits the `limit + 1` rows a query fetched into the page and the cursor of the next one. */
export function pageOf<T extends { created_at: number; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { rows: items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
