import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { dropValueSamples } from './sqlite-statistics';

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-sqlite-stats-'));
  file = path.join(dir, 'db.sqlite');
  const conn = new SQLite(file);
  conn.exec('create table items (id text primary key, owner text not null); create index items_owner on items (owner)');
  const insert = conn.prepare('insert into items values (?, ?)');
  // A skewed column: the samples ANALYZE keeps are what STAT4 re-plans on.
  conn.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run(`i${i}`, i % 10 === 0 ? `o${i}` : 'popular');
  })();
  conn.exec('analyze');
  conn.close();
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function counts(conn: SQLite.Database) {
  const n = (table: string) => (conn.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return { stat1: n('sqlite_stat1'), stat4: n('sqlite_stat4') };
}

it('opening a database drops the value samples ANALYZE kept and keeps its row counts', async () => {
  const before = new SQLite(file, { readonly: true });
  expect(counts(before).stat4).toBeGreaterThan(0);
  const stat1 = counts(before).stat1;
  before.close();

  const db = await openDatabase({ sqliteFile: file });
  const rows = await sql<{ id: string }>`select id from items where owner = ${'o10'}`.execute(db.db);
  expect(rows.rows).toEqual([{ id: 'i10' }]);
  await db.close();

  const after = new SQLite(file, { readonly: true });
  expect(counts(after)).toEqual({ stat1, stat4: 0 });
  after.close();
});

it('says whether it dropped anything, and does nothing where ANALYZE never ran', () => {
  const conn = new SQLite(file);
  expect(dropValueSamples(conn)).toBe(true);
  expect(dropValueSamples(conn)).toBe(false);
  conn.close();

  const fresh = new SQLite(':memory:');
  expect(dropValueSamples(fresh)).toBe(false);
  fresh.close();
});
