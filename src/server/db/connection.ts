import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { createCounterFolder, settlingPool } from './counter-folder';
import { preparingPool } from './prepared-statements';
import { GroupCommitSqliteDialect } from './group-commit';
import type { Database } from './schema';
import { dropValueSamples } from './sqlite-statistics';
import { cachedStatements } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when it is not the default one. */
  schema?: string | undefined;
  /** PostgreSQL's pool now (for metrics): connections open, idle, and queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL: starts folding counter moves left by a stopped instance (db/counter-folder.ts); after the migrations. */
  startCounters?: () => void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  pgSchema?: string;
  poolSize?: number;
  /** Sees every query the app runs (tests use it to check query plans). */
  onQuery?: (query: CompiledQuery) => void;
  /** Where a failed background fold of counters is told (PostgreSQL); the next one retries. */
  onError?: (err: unknown) => void;
}

function queryLog(opts: OpenOptions) {
  const { onQuery } = opts;
  return onQuery ? { log: (event: { query: CompiledQuery }) => onQuery(event.query) } : {};
}

export async function openDatabase(opts: OpenOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openSqlite(opts.sqliteFile ?? ':memory:', opts);
}

async function openSqlite(file: string, opts: OpenOptions): Promise<Db> {
  const { default: SQLite } = await import('better-sqlite3');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every transaction of a group commit is a savepoint, and SQLite copies each page a savepoint
  // changes into a sub-journal to be able to roll back to it; by default that sub-journal spills to
  // a temporary file, written page by page and created anew for each batch. It is never read to
  // recover from a crash (the WAL is), so memory loses nothing (decision 040).
  sqlite.pragma('temp_store = MEMORY');
  // Before the reader opens, so that it reads the statistics without them too.
  dropValueSamples(sqlite);
  // Reads outside a transaction get a connection of their own, which sees committed data only
  // (db/group-commit.ts); an in-memory database cannot be shared, so it keeps one.
  let reader: InstanceType<typeof SQLite> | undefined;
  if (file !== ':memory:') {
    reader = new SQLite(file);
    reader.pragma('busy_timeout = 5000');
    reader.pragma('query_only = ON');
    reader.pragma('temp_store = MEMORY');
  }
  const db = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(cachedStatements(sqlite), reader && cachedStatements(reader)),
    ...queryLog(opts),
  });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
    },
  };
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Db> {
  const pg = await import('pg');
  // int8 (ids of counts, epoch-ms instants) fits in a double for every value we store.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  pg.default.types.setTypeParser(1700, (v: string) => Number(v));
  const pool = new pg.default.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
  });
  // The folder has a connection of its own: folds never wait for the pool that the writes hold.
  const folder = createCounterFolder(async () => {
    const client = new pg.default.Client({
      connectionString: url,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    await client.connect();
    return client;
  }, opts.onError);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: settlingPool(preparingPool(pool), folder) }),
    ...queryLog(opts),
  });
  return {
    db,
    dialect: 'postgres',
    schema: opts.pgSchema,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    startCounters: () => folder.start(),
    close: async () => {
      await folder.close();
      await db.destroy();
    },
  };
}
