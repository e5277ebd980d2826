import type BetterSqlite3 from 'better-sqlite3';

/**
 * What Kysely's SQLite dialect needs of a database, with prepared statements kept and reused.
 * better-sqlite3 compiles the SQL on every prepare() and Kysely prepares on every query; the app runs
 * the same few hundred statements over and over, so compiling each once saves about a tenth of a
 * request's CPU. A statement still iterating (a streamed query) is busy and cannot be shared: a fresh
 * one is prepared for that call. The oldest-used statement is dropped past `max`.
 */
export function cachedStatements(sqlite: BetterSqlite3.Database, max = 1000) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close() {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): BetterSqlite3.Statement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted so Map order stays least recently used first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const stmt = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, stmt);
        if (cache.size > max) cache.delete(cache.keys().next().value as string);
      }
      return stmt;
    },
    get size() {
      return cache.size;
    },
  };
}
