import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/001-platform';
import * as m002 from './migrations/002-feed';
import * as m003 from './migrations/003-store';
import * as m004 from './migrations/004-account';
import * as m005 from './migrations/005-discover';
import * as m006 from './migrations/006-video';
import * as m007 from './migrations/007-search-prefixes';
import * as m008 from './migrations/008-campaign-payments';
import * as m009 from './migrations/009-checkout-delivery';
import * as m010 from './migrations/010-post-tags';
import * as m012 from './migrations/012-onboarding';
import * as m013 from './migrations/013-assistant';
import * as m014 from './migrations/014-operators';
import * as m015 from './migrations/015-brand-teams';
import * as m016 from './migrations/016-brand-ownership';
import * as m017 from './migrations/017-order-fulfilment';
import * as m019 from './migrations/019-publish-as-brand';
import * as m018 from './migrations/018-insights-indexes';
import * as m020 from './migrations/020-notification-brand-actor';
import * as m021 from './migrations/021-exact-insights';
import * as m022 from './migrations/022-console-orders-index';
import * as m023 from './migrations/023-blocks-and-mutes';
import * as m024 from './migrations/024-birth-date';
import * as m025 from './migrations/025-moderation';
import * as m026 from './migrations/026-reply-controls';
import * as m027 from './migrations/027-product-tags';
import * as m028 from './migrations/028-held-order-items';
import * as m029 from './migrations/029-counter-deltas';
import * as m030 from './migrations/030-variant-held-units';

/** Migrations are listed here, not read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '002-feed': m002,
  '003-store': m003,
  '004-account': m004,
  '005-discover': m005,
  '006-video': m006,
  '007-search-prefixes': m007,
  '008-campaign-payments': m008,
  '009-checkout-delivery': m009,
  '010-post-tags': m010,
  '012-onboarding': m012,
  '013-assistant': m013,
  '014-operators': m014,
  '015-brand-teams': m015,
  '016-brand-ownership': m016,
  '017-order-fulfilment': m017,
  '019-publish-as-brand': m019,
  '018-insights-indexes': m018,
  '020-notification-brand-actor': m020,
  '021-exact-insights': m021,
  '022-console-orders-index': m022,
  '023-blocks-and-mutes': m023,
  '024-birth-date': m024,
  '025-moderation': m025,
  '026-reply-controls': m026,
  '027-product-tags': m027,
  '028-held-order-items': m028,
  '029-counter-deltas': m029,
  '030-variant-held-units': m030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Kysely's migrator first lists every table of the database, with each column's serial sequence, to
 * find its own. On PostgreSQL that read fails when another schema of the same database is dropped or
 * migrated at that very moment (invalid_schema_name, undefined_table, undefined_column): nothing has
 * been changed yet, so the run is simply tried again. A migration that itself fails is never retried.
 */
const CATALOG_RACE_CODES = new Set(['3F000', '42P01', '42703']);

export function isCatalogRace(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CATALOG_RACE_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** `schema` names the PostgreSQL schema to keep the migration tables in, when not the default. */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (!failed && attempt < 5 && isCatalogRace(error)) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
