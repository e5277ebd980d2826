import fs from 'node:fs';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll } from 'vitest';
import { openDatabase } from '../db/connection';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../db/migrations');

/** Every migration on disk, by name. */
async function migrations(): Promise<Record<string, Migration>> {
  const names = fs.readdirSync(dir).filter((f) => /^\d{3}-[a-z-]+\.ts$/.test(f));
  const entries = await Promise.all(
    names.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(dir, f))) as Migration] as const),
  );
  // A few files here are helpers of a migration, not migrations: those have no `up`.
  return Object.fromEntries(entries.filter(([, m]) => typeof m.up === 'function'));
}

/**
 * An in-memory SQLite database, closed after the file's tests, and a migrator over every migration:
 * a test of one migration stops just before it, writes rows in the shape of the time, then runs it.
 * The database is untyped on purpose, since its tables are those of an older schema.
 */
export async function migrationSteps(): Promise<{ db: Kysely<any>; migrator: Migrator }> {
  const opened = await openDatabase({ sqliteFile: ':memory:' });
  afterAll(async () => {
    await opened.close();
  });
  const migrator = new Migrator({ db: opened.db, provider: { getMigrations: () => migrations() } });
  return { db: opened.db as unknown as Kysely<any>, migrator };
}

/** An order row in the shape every migration since 003 accepts, for a migration test to build on. */
export function legacyOrder(id: string, status: string, at: number, total = 300) {
  return {
    id,
    status,
    provider: 'sandbox',
    currency: 'brl',
    subtotal: total,
    freight: 0,
    total,
    success_url: 'http://x/success',
    cancel_url: 'http://x/checkout',
    needs_review: 0,
    created_at: at,
    updated_at: at,
    expires_at: at,
    installments_max: 1,
    parcel_grams: 100,
  };
}
