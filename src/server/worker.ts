import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './platform/clock';
import { createRedisBus } from './platform/event-bus';
import { createThrottle, throttleFactory } from './platform/rate-limit';
import { loadSecret } from './platform/secrets';
import { createStorage } from './platform/create-storage';
import { buildWorker } from './worker-app';

// `npm run worker`: takes the media jobs web instances queue on Redis (decision 034).
const config = loadConfig();
if (!config.redisUrl) {
  console.error('npm run worker needs REDIS_URL: without Redis, media jobs run inside the web server.');
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'brandsocial.db'),
  // The write was committed; its counter catches up at the next fold (db/counter-folder.ts).
  onError: (err) => console.error('counter fold failed, retried at the next one:', err),
});
await migrateToLatest(database.db, database.schema);

const { Redis } = await import('ioredis');
const redis = new Redis(config.redisUrl);
// The worker publishes what its jobs change (a reel ready): every web instance drops its cached answers.
const bus = await createRedisBus(config.redisUrl);

const worker = await buildWorker({
  config,
  database,
  clock: systemClock,
  bus,
  storage: await createStorage(config),
  secret: loadSecret(config.dataDir, config.authSecret),
  authThrottle: createThrottle({ name: 'auth', points: config.authRateLimit, seconds: 15 * 60, redis }),
  throttles: throttleFactory(redis),
  logger: { level: config.logLevel },
});
worker.app.log.info('media worker taking jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    // A second signal: stop now; the running jobs are taken again once their lock expires.
    worker.app.log.warn({ signal }, 'stopping at once');
    await worker.jobs.halt();
    process.exit(1);
  }
  stopping = true;
  worker.app.log.info({ signal }, 'shutting down');
  // The running encodes are aborted and their jobs go back to the queue for another worker.
  await worker.close();
  await bus.close();
  redis.disconnect();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
