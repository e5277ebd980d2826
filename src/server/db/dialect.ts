/** Dialect differences that the query builder does not hide. */
import { PostgresAdapter, type Kysely } from 'kysely';

/** True when `db` (or a transaction of it) runs on PostgreSQL. */
export const onPostgres = (db: Pick<Kysely<unknown>, 'getExecutor'>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** True when an insert or update broke a UNIQUE constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** True when a row named a row that is gone (a like of a post deleted a moment before), on either database. */
export function isForeignKeyViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * True when PostgreSQL refused a text value it cannot store (a NUL character, say); SQLite stores
 * such text. It came from the request, so it is the client's fault, not the server's.
 */
export function isUnstorableText(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}

export const toBool = (v: number | boolean | null | undefined): boolean => v === true || v === 1;
export const fromBool = (v: boolean): number => (v ? 1 : 0);

/**
 * `text`, lower-cased, as a LIKE pattern that matches it anywhere (or only at the end), its own %, _
 * and \ taken literally. Used with `escape '\\'`, which SQLite and PostgreSQL read the same way.
 */
export function likePattern(text: string, where: 'anywhere' | 'end' = 'anywhere'): string {
  const literal = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'end' ? `%${literal}` : `%${literal}%`;
}
