import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import { createQueuedMediaJobs, type QueuedMediaJobs } from './platform/media/jobs-queue';

export interface MediaWorker {
  /** The app the worker built to register every feature's job handlers; it listens on no port. */
  app: FastifyInstance;
  jobs: QueuedMediaJobs;
  /** Lets the running jobs go back to the queue, then closes the app (and its database hooks). */
  close(): Promise<void>;
}

/**
 * A media worker (`npm run worker`, decision 034): the same app as a web instance, so the same
 * features register the same handlers on the same database and storage, but its queue takes the
 * jobs from Redis and no port is opened for requests.
 */
export async function buildWorker(deps: Omit<AppDeps, 'mediaJobs' | 'clientDir'>): Promise<MediaWorker> {
  const redisUrl = deps.config.redisUrl;
  if (!redisUrl) throw new Error('A media worker takes its jobs from Redis: set REDIS_URL');
  const jobs = createQueuedMediaJobs({
    ...deps.jobQueue,
    redisUrl,
    workDir: path.join(deps.config.dataDir, '.incoming'),
    work: true,
    concurrency: deps.config.workerConcurrency,
    // Called once jobs run, after the app below is built.
    onError: (err, job) => app.log.error({ err, job }, 'media job failed'),
  });
  const app = await buildApp({ ...deps, mediaJobs: jobs });
  await app.ready();
  return { app, jobs, close: () => app.close() };
}
