// Direct database access for the data generator: bulk inserts that are fast on SQLite and PostgreSQL.
// The server owns the schema (its migrations run first); this only fills tables.
import crypto from 'node:crypto';
import path from 'node:path';

/** Where a benchmark's data lives: a SQLite file under dataDir, or a PostgreSQL database. */
export function sqliteFileOf(dataDir) {
  return path.join(dataDir, 'brandsocial.db');
}

/**
 * Opens the database for writing. `bulkInsert(table, columns, rows)` takes any iterable of value
 * arrays (a generator is best: 20 M rows never sit in memory at once).
 */
export async function openStore({ dialect, dataDir, databaseUrl }) {
  return dialect === 'postgres' ? openPostgresStore(databaseUrl) : openSqliteStore(sqliteFileOf(dataDir));
}

async function openSqliteStore(file) {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // Bench data is thrown away on failure, so durability per commit is not worth its fsyncs here.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  // Room for the indexes being built (a 20 M-row table): pages stay in memory instead of being re-read.
  db.pragma('cache_size = -1000000');
  db.pragma('temp_store = MEMORY');
  return {
    dialect: 'sqlite',
    async version() {
      return `SQLite ${db.prepare('select sqlite_version() as v').get().v}`;
    },
    async bulkInsert(table, columns, rows, { batchSize = 50_000, deferIndexes = false } = {}) {
      // Secondary indexes are built once after the insert (a sort) rather than row by row at random.
      const deferred = deferIndexes
        ? db
            .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
            .all(table)
        : [];
      for (const index of deferred) db.exec(`DROP INDEX "${index.name}"`);
      const marks = columns.map(() => '?').join(', ');
      const insert = db.prepare(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${marks})`,
      );
      // One transaction per large batch: fast like a single one, without an unbounded WAL file.
      const flush = db.transaction((batch) => {
        for (const row of batch) insert.run(row);
      });
      let batch = [];
      let count = 0;
      for (const row of rows) {
        batch.push(row);
        if (batch.length >= batchSize) {
          flush(batch);
          count += batch.length;
          batch = [];
        }
      }
      if (batch.length) flush(batch);
      for (const index of deferred) db.exec(index.sql);
      return count + batch.length;
    },
    async query(sql, params = []) {
      const stmt = db.prepare(sql);
      return stmt.reader ? stmt.all(params) : (stmt.run(params), []);
    },
    async analyze() {
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}

async function openPostgresStore(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  // A dropped connection (the run being stopped drops the database) fails the pending query; without
  // a listener it would also crash the process before the cleanup finishes.
  client.on('error', () => {});
  await client.connect();
  // Bench data is thrown away on failure; index builds get the memory to sort in one pass.
  await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '1GB'`);
  const typesOf = new Map();
  async function columnTypes(table) {
    if (!typesOf.has(table)) {
      const { rows } = await client.query(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
           FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
        [table],
      );
      typesOf.set(table, new Map(rows.map((r) => [r.name, r.type])));
    }
    return typesOf.get(table);
  }
  return {
    dialect: 'postgres',
    async version() {
      const { rows } = await client.query('SHOW server_version');
      return `PostgreSQL ${rows[0].server_version.split(' ')[0]}`;
    },
    async bulkInsert(table, columns, rows, { batchSize = 5_000, deferIndexes = false } = {}) {
      const types = await columnTypes(table);
      const casts = columns.map((c, i) => {
        const type = types.get(c);
        if (!type) throw new Error(`${table}.${c} does not exist`);
        return `$${i + 1}::${type}[]`;
      });
      // unnest() of one array per column: one round trip and one parse per batch, whatever its size.
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`;
      let arrays = columns.map(() => []);
      let pending = 0;
      let count = 0;
      const flush = async () => {
        await client.query(sql, arrays);
        count += pending;
        arrays = columns.map(() => []);
        pending = 0;
      };
      // Each batch commits on its own. In one long transaction, every row's trigger that adds to the
      // same few rows (segment_trends) would leave a version of them the next update must walk past:
      // quadratic, hours for 2 M posts. Bench data is thrown away on failure, so partial is fine.
      // Secondary indexes (not those behind a constraint) are built once after the insert.
      const deferred = deferIndexes
        ? (
            await client.query(
              `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
                WHERE i.schemaname = current_schema() AND i.tablename = $1
                  AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
              [table],
            )
          ).rows
        : [];
      for (const index of deferred) await client.query(`DROP INDEX "${index.name}"`);
      for (const row of rows) {
        for (let i = 0; i < columns.length; i++) arrays[i].push(row[i]);
        if (++pending >= batchSize) await flush();
      }
      if (pending) await flush();
      for (const index of deferred) await client.query(index.def);
      return count;
    },
    async query(sql, params = []) {
      return (await client.query(sql, params)).rows;
    },
    async analyze() {
      // Fresh statistics, as a database that has been running for a while would have.
      await client.query('VACUUM ANALYZE');
    },
    async close() {
      await client.end();
    },
  };
}

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates an empty database for one run; `drop()` removes it even if a server is still connected. */
export async function createThrowawayDatabase() {
  const { default: pg } = await import('pg');
  const name = `brandsocial_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A database given by DATABASE_URL must hold no members yet: the benchmark never mixes with real data. */
export async function assertEmptyPostgres(url) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT to_regclass('users') IS NOT NULL AS present`);
    if (!rows[0].present) return;
    const { rows: count } = await c.query('SELECT count(*)::int AS n FROM users');
    if (count[0].n > 0) {
      throw new Error(
        `DATABASE_URL points at a database that already has ${count[0].n} members. ` +
          'Unset it (a throwaway database is then created) or point it at an empty database.',
      );
    }
  } finally {
    await c.end();
  }
}
