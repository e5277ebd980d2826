import type BetterSqlite3 from 'better-sqlite3';

/*
 * better-sqlite3 builds SQLite with STAT4: ANALYZE (and PRAGMA optimize) also samples column values
 * into sqlite_stat4. With samples present, SQLite re-plans a statement before every run in which a
 * bound value could change its plan, and for a join that is nearly always: reading a post with its
 * author and brand took 4x its planned cost, on every like and comment (decision 038). The planner
 * keeps sqlite_stat1's row counts, which need no bound value.
 */

/** Removes sqlite_stat4's samples, if any, and has this connection reread the statistics. */
export function dropValueSamples(sqlite: BetterSqlite3.Database): boolean {
  const table = sqlite.prepare("select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'").get();
  if (!table) return false;
  const { changes } = sqlite.prepare('delete from sqlite_stat4').run();
  if (changes === 0) return false;
  // The statistics are read with the schema: this makes the connection read them again.
  sqlite.exec('analyze sqlite_schema');
  return true;
}
