import crypto from 'node:crypto';
import { loadConfig } from '../config';
import { createThrottle, throttleFactory } from '../platform/rate-limit';
import type { Storage } from '../platform/storage';
import { buildWorker, type MediaWorker } from '../worker-app';
import type { AppDeps } from '../app';
import type { TestApp } from './harness';

/**
 * A media worker as `npm run worker` builds it, in this process, on a test app's database, storage
 * and data directory (where the sources wait), taking the jobs of the queue `jobQueue` names.
 */
export function startTestWorker(
  t: Pick<TestApp, 'database' | 'clock' | 'storage' | 'bus'>,
  opts: { redisUrl: string; jobQueue: NonNullable<AppDeps['jobQueue']>; storage?: Storage; concurrency?: number },
): Promise<MediaWorker> {
  // The test app keeps its data directory (where sources wait) as its local storage's root.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.storage.root!,
    REDIS_URL: opts.redisUrl,
    WORKER_CONCURRENCY: String(opts.concurrency ?? 1),
  });
  return buildWorker({
    config,
    database: t.database,
    clock: t.clock,
    // The web app's bus, as instances share Redis's: the worker's invalidations reach its cache.
    bus: t.bus,
    storage: opts.storage ?? t.storage,
    secret: 'test-secret-0123456789abcdef0123456789',
    authThrottle: createThrottle({ name: `auth-${crypto.randomUUID()}`, points: config.authRateLimit, seconds: 900 }),
    throttles: throttleFactory(undefined, `${crypto.randomUUID()}:`),
    jobQueue: opts.jobQueue,
  });
}

/** Deletes every queue a test made under its own prefix. */
export async function forgetQueues(redisUrl: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
