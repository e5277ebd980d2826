import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from './connection';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-connection-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const settings = sql<Record<string, unknown>>`select
  (select journal_mode from pragma_journal_mode) as journal_mode,
  (select synchronous from pragma_synchronous) as synchronous,
  (select temp_store from pragma_temp_store) as temp_store`;

it('opens SQLite durable, with the savepoints’ sub-journals and other temporary files in memory', async () => {
  const db = await openDatabase({ sqliteFile: path.join(dir, 'db.sqlite') });
  try {
    // Inside a transaction the statement runs on the writer; on its own, a read runs on the reader.
    const writer = await db.db.transaction().execute((trx) => settings.execute(trx));
    expect(writer.rows[0]).toEqual({ journal_mode: 'wal', synchronous: 2, temp_store: 2 });
    const reader = await settings.execute(db.db);
    expect(reader.rows[0]).toMatchObject({ journal_mode: 'wal', temp_store: 2 });
  } finally {
    await db.close();
  }
});
