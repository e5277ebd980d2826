import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './group-commit';

interface Db {
  marks: { id: string; n: number };
}

let dir: string;
let file: string;
let commits: number;
/** Every text the writer was asked to prepare: a statement cache keeps one entry per text. */
let texts: Set<string>;
let db: Kysely<Db>;

/** A connection to the test file that counts the COMMITs it runs. */
function open(readOnly = false) {
  const conn = new SQLite(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = FULL');
  if (readOnly) conn.pragma('query_only = ON');
  return {
    close: () => conn.close(),
    prepare(text: string) {
      if (text === 'commit') commits += 1;
      if (!readOnly) texts.add(text);
      return conn.prepare(text);
    },
  };
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-group-commit-'));
  file = path.join(dir, 'db.sqlite');
  commits = 0;
  texts = new Set();
  db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(open(), open(true)) });
  await sql`create table marks (id text primary key, n integer not null check (n >= 0))`.execute(db);
  commits = 0;
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (id: string, n = 1) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('marks').values({ id, n }).execute();
    return id;
  });

/** Keeps the event loop at work for `ms`, a slice at a time, as a server's other requests would. */
async function busyFor(ms: number) {
  const end = performance.now() + ms;
  let spins = 0;
  while (performance.now() < end) {
    const slice = performance.now() + 2;
    while (performance.now() < slice) spins += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return spins;
}

describe('group commit on SQLite', () => {
  it('writes that arrive together share one commit, and each is answered after it', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => insert(`m${i}`)));
    expect(ids).toHaveLength(50);
    expect(commits).toBeLessThan(5);
    // Answered means on disk: a fresh connection to the file sees every row.
    const other = new SQLite(file, { readonly: true });
    expect(other.prepare('select count(*) as n from marks').get()).toEqual({ n: 50 });
    other.close();
  });

  it('transactions repeat the same texts, so a statement cache is not flooded by new ones', async () => {
    await insert('first');
    await Promise.all([insert('a'), insert('b')]);
    const seen = new Set(texts);
    for (let i = 0; i < 20; i++) await insert(`s${i}`);
    await Promise.all(Array.from({ length: 20 }, (_, i) => insert(`p${i}`)));
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('marks').values({ id: 'first', n: 1 }).execute();
      })
      .catch(() => undefined);
    const added = [...texts].filter((t) => !seen.has(t));
    // Only the failed one's way out is new: a rollback to its savepoint.
    expect(added).toEqual(['rollback to gc_member']);
  });

  it('while writes keep coming, one that arrives soon after a commit waits to share the next', async () => {
    await db.destroy();
    db = new Kysely<Db>({
      dialect: new GroupCommitSqliteDialect(open(), open(true), { minGapMs: 300, maxWaitMs: 1000 }),
    });
    // Two at once: the writes overlap, so the next commit keeps the gap.
    await Promise.all([insert('first'), insert('first-too')]);
    commits = 0;
    const second = insert('second');
    // The loop at work on other requests for a while, well inside the gap: alone it would have
    // committed by then.
    await busyFor(20);
    const third = insert('third');
    await Promise.all([second, third]);
    expect(commits).toBe(1);
  });

  it('within the gap, a write commits as soon as the event loop has nothing else to do', async () => {
    await db.destroy();
    db = new Kysely<Db>({
      dialect: new GroupCommitSqliteDialect(open(), open(true), { minGapMs: 2000, maxWaitMs: 5000 }),
    });
    await Promise.all([insert('first'), insert('first-too')]);
    commits = 0;
    const started = performance.now();
    // Every client is waiting for this commit: gathering longer would gather nothing.
    await insert('second');
    expect(commits).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('after a quiet spell a write commits without waiting for the gap', async () => {
    await db.destroy();
    db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(open(), open(true), { minGapMs: 2000 }) });
    const started = performance.now();
    await insert('first');
    expect(commits).toBe(1);
    // Well under the gap even on a slow machine: it did not wait.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('writes one after another never wait for the gap: each commit held one write, nothing to gather', async () => {
    await db.destroy();
    db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(open(), open(true), { minGapMs: 2000 }) });
    const started = performance.now();
    for (let i = 0; i < 5; i++) await insert(`seq${i}`);
    expect(commits).toBe(5);
    // Five gaps would be 10 s; one would be 2 s.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('a write alone commits at once', async () => {
    await insert('só');
    expect(commits).toBe(1);
    await db.insertInto('marks').values({ id: 'fora', n: 2 }).execute();
    expect(commits).toBe(2);
  });

  it('a failing transaction undoes only its own work and fails as it would alone', async () => {
    await insert('dup');
    commits = 0;
    const results = await Promise.allSettled([
      insert('a'),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('marks').values({ id: 'b', n: 1 }).execute();
        // The same id again: the constraint fails inside this transaction only.
        await trx.insertInto('marks').values({ id: 'dup', n: 1 }).execute();
      }),
      insert('c'),
      db.updateTable('marks').set({ n: -1 }).where('id', '=', 'dup').execute(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(String((results[3] as PromiseRejectedResult).reason)).toMatch(/CHECK constraint failed/);
    const rows = await db.selectFrom('marks').select(['id', 'n']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', n: 1 },
      { id: 'c', n: 1 },
      { id: 'dup', n: 1 },
    ]);
  });

  it('a read outside a transaction never sees what is not yet committed', async () => {
    await insert('x', 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = db.transaction().execute(async (trx) => {
      await trx.updateTable('marks').set({ n: 2 }).where('id', '=', 'x').execute();
      await gate;
    });
    // The transaction is open with its change made: a reader still sees the committed value.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const seen = await db.selectFrom('marks').select('n').where('id', '=', 'x').executeTakeFirstOrThrow();
    expect(seen.n).toBe(1);
    release();
    await slow;
    const after = await db.selectFrom('marks').select('n').where('id', '=', 'x').executeTakeFirstOrThrow();
    expect(after.n).toBe(2);
  });

  it('a savepoint inside a controlled transaction rolls back on its own', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('marks').values({ id: 'kept', n: 1 }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('marks').values({ id: 'undone', n: 1 }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await inner.commit().execute();
    const rows = await db.selectFrom('marks').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual(['kept']);
  });
});
