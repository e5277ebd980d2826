import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/*
 * Every API test file on PostgreSQL gets a schema of its own at the latest migration. Migrating each
 * one took more than a second a file (Kysely's migrator reads the whole catalogue, every schema of
 * every file running beside it, before and between migrations), in each of some 160 files. The first
 * file in a test process migrates one schema and keeps pg_dump's text of it; every file after replays
 * that text under its own schema's name, in one round trip. Where pg_dump is missing, or its text does
 * not replay, the file migrates its schema as before.
 */

const run = promisify(execFile);
let template: Promise<{ name: string; text: string } | null> | undefined;

async function dumpedTemplate(url: string): Promise<{ name: string; text: string } | null> {
  const name = `t_tmpl_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${name}`);
    const db = await openDatabase({ databaseUrl: url, pgSchema: name, poolSize: 1 });
    try {
      await migrateToLatest(db.db, name);
    } finally {
      await db.close();
    }
    const { stdout } = await run(
      'pg_dump',
      ['--dbname', url, '--schema', name, '--no-owner', '--no-privileges', '--inserts', '--no-comments'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql's own commands (\restrict and \unrestrict in recent dumps) are not SQL.
    const text = stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    return { name, text };
  } catch (err) {
    console.warn(`no migrated template (is pg_dump installed?); each file migrates its own schema: ${String(err)}`);
    return null;
  } finally {
    await admin.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Creates `schema` at the latest migration from the process's template. Returns false when there is
 * no template to replay: the schema then exists, empty, for the caller to migrate.
 */
export async function createMigratedSchema(url: string, schema: string): Promise<boolean> {
  template ??= dumpedTemplate(url);
  const dump = await template;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (dump) {
      try {
        // One implicit transaction: a failed replay leaves nothing behind.
        await client.query(dump.text.replaceAll(dump.name, schema));
        return true;
      } catch (err) {
        console.warn(`the migrated template did not replay; each file migrates its own schema: ${String(err)}`);
        template = Promise.resolve(null);
      }
    }
    await client.query(`create schema ${schema}`);
    return false;
  } finally {
    await client.end();
  }
}
