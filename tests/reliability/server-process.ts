import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/server/db/connection';
import { testDialect } from '../../src/server/testing/harness';

/** The built server as production runs it, in a process of its own that the tests can kill. */

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_TOKEN = 'confiabilidade-token-0123456789';

/**
 * Builds the server bundle unless the one there is newer than every source (scripts/build-state.mjs).
 * One folder per test file and dialect: the files of both vitest projects run at once, and on a fresh
 * machine they would all find the bundle stale and build into one folder together.
 */
export function ensureServerBuild(suite: string): string {
  const DIST = path.join(os.tmpdir(), `proof-reliability-dist-${suite}-${testDialect}`);
  const env = { ...process.env, DIST_DIR: DIST };
  const check = "import { buildIsStale } from './scripts/build-state.mjs'; process.exit(buildIsStale() ? 1 : 0);";
  let stale = false;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', check], { cwd: ROOT, env, stdio: 'ignore' });
  } catch {
    stale = true;
  }
  if (stale) execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, env, stdio: 'pipe' });
  return path.join(DIST, 'server', 'main.js');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Where a server keeps its data: a temp folder (SQLite file, media) and, on PostgreSQL, a database of its own. */
export interface DataPlace {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the data the way a fresh server process would. */
  open(): Promise<Db>;
  destroy(): Promise<void>;
}

export async function createDataPlace(): Promise<DataPlace> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-reliability-data-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (testDialect === 'postgres') {
    const admin = process.env.DATABASE_URL!;
    const name = `proof_rel_${crypto.randomBytes(5).toString('hex')}`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'brandsocial.db'), poolSize: 2 }),
    async destroy() {
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  output(): string;
}

export async function startServer(
  main: string,
  place: DataPlace,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      CLIENT_DIR: path.join(place.dataDir, 'no-client'),
      // These processes are load generators on one address: the budgets meant for people and
      // scripts would refuse most of their traffic.
      AUTH_RATE_LIMIT: '100000',
      WRITE_RATE_SCALE: '0',
      NEW_ACCOUNT_RATE_SCALE: '0',
      REPEATED_COMMENT_WINDOW_S: '0',
      STORE_CHECKOUT_RATE_LIMIT: '100000',
      MAX_CONNECTIONS_PER_IP: '0',
      // No demo content: the tests bring their own, and a start stays quick.
      SEED_DEMO: '0',
      STORE_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  // A safety net against a server that never listens, not a budget: on a two-core machine kept busy
  // by other work, a correct start (migrations included) can take many times its quiet duration.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, child, exited, output: () => out };
}
