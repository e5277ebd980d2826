import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedStatements } from './statement-cache';

describe('cachedStatements', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares each SQL text once and reuses the statement', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('CREATE TABLE t (a integer)').run();
    const insert = db.prepare('INSERT INTO t (a) VALUES (?)');
    expect(db.prepare('INSERT INTO t (a) VALUES (?)')).toBe(insert);
    insert.run(1);
    db.prepare('INSERT INTO t (a) VALUES (?)').run(2);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    expect(db.size).toBe(3);
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('CREATE TABLE t (a integer)').run();
    for (const a of [1, 2, 3]) db.prepare('INSERT INTO t (a) VALUES (?)').run(a);
    const select = 'SELECT a FROM t ORDER BY a';
    const outer = db.prepare(select);
    const seen: number[][] = [];
    for (const row of outer.iterate() as IterableIterator<{ a: number }>) {
      const inner = db.prepare(select);
      expect(inner).not.toBe(outer);
      seen.push([row.a, (inner.all() as { a: number }[]).length]);
    }
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('drops the least recently used statement past its size', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite, 2);
    const one = db.prepare('SELECT 1');
    db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(one);
    db.prepare('SELECT 3');
    expect(db.size).toBe(2);
    expect(db.prepare('SELECT 1')).toBe(one);
    expect(db.prepare('SELECT 2')).not.toBe(undefined);
  });

  it('sees a schema change made after a statement was cached', () => {
    sqlite = new SQLite(':memory:');
    const db = cachedStatements(sqlite);
    db.prepare('CREATE TABLE t (a integer, b integer DEFAULT 7)').run();
    db.prepare('INSERT INTO t (a) VALUES (1)').run();
    const select = db.prepare('SELECT * FROM t');
    expect(select.all()).toEqual([{ a: 1, b: 7 }]);
    db.prepare('CREATE INDEX t_a ON t (a)').run();
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ a: 1, b: 7 }]);
  });
});
