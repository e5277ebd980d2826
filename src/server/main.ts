import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './platform/clock';
import { createMemoryBus, createRedisBus } from './platform/event-bus';
import { createThrottle, throttleFactory } from './platform/rate-limit';
import { loadSecret } from './platform/secrets';
import { createStorage } from './platform/create-storage';
import { seedCatalog, seedDemo } from './seed/seed';
import { seedDemoOperator } from './seed/operator-seed';

const config = loadConfig();
const here = path.dirname(fileURLToPath(import.meta.url));

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'brandsocial.db'),
  // The write was committed; its counter catches up at the next fold (db/counter-folder.ts).
  onError: (err) => console.error('counter fold failed, retried at the next one:', err),
});
await migrateToLatest(database.db, database.schema);

const storage = await createStorage(config);
const clock = systemClock;
await seedCatalog({ db: database.db, storage, clock });
if (config.seedDemo) await seedDemo({ db: database.db, storage, clock });
if (config.seedDemoOperator) await seedDemoOperator({ db: database.db, clock });

const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl) : undefined;
const bus = config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus();

const app = await buildApp({
  config,
  database,
  clock,
  bus,
  storage,
  secret: loadSecret(config.dataDir, config.authSecret),
  authThrottle: createThrottle({ name: 'auth', points: config.authRateLimit, seconds: 15 * 60, redis }),
  throttles: throttleFactory(redis),
  clientDir: process.env.CLIENT_DIR ?? path.resolve(here, '../client'),
  logger: {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // close() stops accepting connections and waits for in-flight requests before the database goes.
  await app.close();
  await app.inFlightIdle();
  await bus.close();
  redis?.disconnect();
  storage.close?.();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
