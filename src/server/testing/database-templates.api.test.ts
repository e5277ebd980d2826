import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { testDialect } from './harness';
import { createMigratedSchema } from './postgres-template';
import { copyMigratedSqlite } from './sqlite-template';

/*
 * The API tests start from a copy of one migrated database (decision 043). A copy that differed from
 * a migrated database would make every API test judge another schema than production's; a replay
 * that failed would fall back to migrating, unseen, and slow every file down again.
 */

async function checkSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-template-check-'));
  try {
    const copied = path.join(dir, 'copied.db');
    await copyMigratedSqlite(copied);
    const migrated = await openDatabase({ sqliteFile: path.join(dir, 'migrated.db') });
    await migrateToLatest(migrated.db);
    await migrated.close();
    const { default: SQLite } = await import('better-sqlite3');
    const read = (file: string) => {
      const conn = new SQLite(file, { readonly: true });
      const objects = conn.prepare('select type, name, tbl_name, sql from sqlite_master order by type, name').all();
      const applied = conn.prepare('select name from kysely_migration order by name').all();
      conn.close();
      return { objects, applied };
    };
    const fromCopy = read(copied);
    expect(fromCopy.applied.length).toBeGreaterThan(20);
    expect(fromCopy).toEqual(read(path.join(dir, 'migrated.db')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function checkPostgres() {
  const url = process.env.DATABASE_URL!;
  const suffix = crypto.randomBytes(5).toString('hex');
  const replayed = `t_replay_${suffix}`;
  const migrated = `t_migrate_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    expect(await createMigratedSchema(url, replayed)).toBe(true);
    await admin.query(`create schema ${migrated}`);
    const db = await openDatabase({ databaseUrl: url, pgSchema: migrated, poolSize: 1 });
    await migrateToLatest(db.db, migrated);
    await db.close();
    const read = async (schema: string) => {
      const rows = async (text: string) =>
        JSON.parse(JSON.stringify((await admin.query(text, [schema])).rows).replaceAll(schema, 'S')) as unknown[];
      return {
        columns: await rows(
          `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
             where table_schema = $1 order by table_name, column_name`,
        ),
        indexes: await rows(`select indexname, indexdef from pg_indexes where schemaname = $1 order by indexname`),
        constraints: await rows(
          `select conname, pg_get_constraintdef(c.oid) as def from pg_constraint c
             join pg_namespace n on n.oid = c.connamespace where n.nspname = $1 order by conname, def`,
        ),
        triggers: await rows(
          `select trigger_name, event_object_table, event_manipulation, action_statement from information_schema.triggers
             where trigger_schema = $1 order by 1, 2, 3`,
        ),
        applied: await rows(`select name from ${schema}.kysely_migration where $1::text is not null order by name`),
      };
    };
    const fromReplay = await read(replayed);
    expect(fromReplay.applied.length).toBeGreaterThan(20);
    expect(fromReplay.triggers.length).toBeGreaterThan(0);
    expect(fromReplay).toEqual(await read(migrated));
  } finally {
    await admin.query(`drop schema if exists ${replayed} cascade`);
    await admin.query(`drop schema if exists ${migrated} cascade`);
    await admin.end();
  }
}

describe('the database every API test file starts from', () => {
  it('is the schema the migrations make, with their record, copied or replayed in one step', () =>
    testDialect === 'postgres' ? checkPostgres() : checkSqlite());
});
