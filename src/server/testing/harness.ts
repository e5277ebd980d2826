import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Db, type OpenOptions } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ManualClock } from '../platform/clock';
import { createMemoryBus, type EventBus } from '../platform/event-bus';
import { createThrottle, throttleFactory } from '../platform/rate-limit';
import { createLocalStorage, type Storage } from '../platform/storage';
import { seedCatalog, seedDemo, type SeedDeps } from '../seed/seed';
import { createMigratedSchema } from './postgres-template';
import { copyMigratedSqlite } from './sqlite-template';

export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase extends Db {
  /** Opens a second connection to the same data, as a restarted server would. */
  reopen(): Promise<Db>;
  destroy(): Promise<void>;
}

/** A database of its own for one test file, at the latest migration: a temp SQLite file, or a PostgreSQL schema. */
export async function createTestDatabase(opts: Pick<OpenOptions, 'onQuery' | 'poolSize'> = {}): Promise<TestDatabase> {
  if (testDialect === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await createMigratedSchema(url, schema);
    const open = () => openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 20, ...opts });
    return openTestDatabase(open, async () => {
      await admin.db.schema.dropSchema(schema).cascade().execute();
      await admin.close();
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-test-db-'));
  const file = path.join(dir, 'test.db');
  await copyMigratedSqlite(file);
  const open = () => openDatabase({ sqliteFile: file, ...opts });
  return openTestDatabase(open, () => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Opens the test database; destroying it closes the connection, then removes what held the data. */
async function openTestDatabase(open: () => Promise<Db>, removeData: () => unknown): Promise<TestDatabase> {
  const db = await open();
  return {
    ...db,
    reopen: open,
    async destroy() {
      await db.close();
      await removeData();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  storage: Storage;
  /** Its event bus: a worker built beside it shares it, as instances share Redis's. */
  bus: EventBus;
  /** What a test passes to a seed function itself: this app's data, with the tests' ready-made media. */
  seedDeps: SeedDeps;
  close(): Promise<void>;
}

export interface TestAppOptions {
  demo?: boolean;
  env?: Record<string, string>;
  clientDir?: string;
  database?: TestDatabase;
  onRoute?: AppDeps['onRoute'];
  throttles?: AppDeps['throttles'];
  /** Media somewhere else than a temp directory (an S3 server); the test closes it. */
  storage?: Storage;
  /** The BullMQ queue's prefix and waits, for an app whose env sets REDIS_URL. */
  jobQueue?: AppDeps['jobQueue'];
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  await migrateToLatest(database.db, database.schema);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-test-media-'));
  const storage = opts.storage ?? createLocalStorage(mediaDir);
  const clock = new ManualClock(Date.now());
  const seedDeps: SeedDeps = { db: database.db, storage, clock, readyMadeMedia: true };
  await seedCatalog(seedDeps);
  if (opts.demo) await seedDemo(seedDeps);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mediaDir,
    // Tests sign up fresh accounts and write a lot, often the same words: the tests of these two
    // limits turn them on (platform/new-account-limits.api.test.ts).
    NEW_ACCOUNT_RATE_SCALE: '0',
    REPEATED_COMMENT_WINDOW_S: '0',
    ...opts.env,
  });
  const bus = createMemoryBus();
  const app = await buildApp({
    config,
    database,
    clock,
    bus,
    storage,
    secret: 'test-secret-0123456789abcdef0123456789',
    authThrottle: createThrottle({ name: `auth-${crypto.randomUUID()}`, points: config.authRateLimit, seconds: 900 }),
    // Each app counts alone: test files share one process's memory.
    throttles: opts.throttles ?? throttleFactory(undefined, `${crypto.randomUUID()}:`),
    clientDir: opts.clientDir,
    onRoute: opts.onRoute,
    jobQueue: opts.jobQueue,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    storage,
    bus,
    seedDeps,
    async close() {
      await app.close();
      if (!opts.database) await database.destroy();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'membro'): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}@exemplo.com.br`;
}

/** The `name=value` pair of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'bs_session');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `bs_session=${c.value}`;
}

/** The birth date of the members tests sign up unless they ask for another: an adult's. */
export const ADULT_BIRTH_DATE = '1990-05-10';

export async function signupMember(
  app: FastifyInstance,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    referralCode: string;
    phone: string;
    birthDate: string;
  }> = {},
) {
  const body = {
    name: 'Maria Teste',
    email: uniqueEmail(),
    password: 'senha-segura-1',
    birthDate: ADULT_BIRTH_DATE,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { ...body, cookie: sessionCookie(res), member: json.member, referral: json.referral as string };
}
