import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/*
 * Every API test file starts from a database at the latest migration. Running the migrations took
 * one to two seconds a file on SQLite (each one a transaction flushed to disk, with its own DDL), in
 * each of some 160 files: minutes of a test run. The first file in a test process migrates one
 * database, and every file after copies it. The copy is a fresh database file of its own: nothing a
 * test writes reaches the template or another file.
 */

let template: Promise<string> | undefined;

async function migratedTemplate(): Promise<string> {
  // Inside the run's folder (testing/global-setup.ts), which goes when the run ends.
  const dir = fs.mkdtempSync(path.join(process.env.BS_TEST_RUN_DIR ?? os.tmpdir(), 'bs-test-template-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'template.db');
  const db = await openDatabase({ sqliteFile: file });
  await migrateToLatest(db.db);
  // Closing the last connection folds the WAL into the file and removes it: one file holds it all.
  await db.close();
  return file;
}

/** Puts a database at the latest migration in `file`, which must not exist yet. */
export async function copyMigratedSqlite(file: string): Promise<void> {
  template ??= migratedTemplate().catch((err: unknown) => {
    template = undefined;
    throw err;
  });
  fs.copyFileSync(await template, file, fs.constants.COPYFILE_EXCL);
}
