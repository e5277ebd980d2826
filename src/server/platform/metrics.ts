import http from 'node:http';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/connection';
import { AppError } from './errors';
import type { MediaJobs } from './media/jobs';
import type { ReadCache } from './read-cache';

/** What the metrics read when Prometheus scrapes: each source answers its own numbers then. */
export interface MetricsSources {
  database: Db;
  cache: ReadCache;
  jobs: MediaJobs;
  /** Live-event streams open on this instance. */
  liveStreams: () => number;
}

export interface MetricsOptions {
  /** GET /metrics on the app's port answers only this bearer token. */
  token?: string | undefined;
  /** A port of its own for /metrics, bound to `host`, without a token. */
  port?: number | undefined;
  host: string;
}

/**
 * Prometheus metrics (prom-client, one registry per app so tests can build many): request rate and
 * latency by route, the process's own (event-loop lag, memory, CPU), the media job queue, live
 * streams, the read cache and the database pool. Off unless a token or a port is configured.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources, opts: MetricsOptions): void {
  if (!opts.token && !opts.port) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'brandsocial_' });

  const requests = new Histogram({
    name: 'brandsocial_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per item.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  // The BullMQ queue answers from Redis: every instance reports the same shared queue.
  gauge('brandsocial_jobs_waiting', 'Media jobs waiting for a slot.', async () => (await sources.jobs.stats()).waiting);
  gauge('brandsocial_jobs_running', 'Media jobs running.', async () => (await sources.jobs.stats()).running);
  new Counter({
    name: 'brandsocial_jobs_failed_total',
    help: 'Media jobs that failed for good: since the process started, or kept by the shared queue.',
    registers: [registry],
    async collect() {
      this.reset();
      this.inc((await sources.jobs.stats()).failed);
    },
  });
  gauge('brandsocial_sse_clients', 'Live-event streams open on this instance.', sources.liveStreams);
  gauge('brandsocial_cache_entries', 'Answers kept in the read cache.', () => sources.cache.stats().entries);
  gauge('brandsocial_cache_hit_ratio', 'Share of read-cache lookups answered from the cache.', () => {
    const { hits, misses } = sources.cache.stats();
    return hits + misses === 0 ? 0 : hits / (hits + misses);
  });
  const pool = sources.database.poolStats;
  if (pool) {
    gauge('brandsocial_db_pool_total', 'PostgreSQL connections open.', () => pool().total);
    gauge('brandsocial_db_pool_idle', 'PostgreSQL connections idle.', () => pool().idle);
    gauge('brandsocial_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', () => pool().waiting);
  }

  if (opts.token) {
    const expected = Buffer.from(`Bearer ${opts.token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      // As the store's admin API: the bearer token or nothing, a member's session included.
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        throw new AppError(401, 'unauthenticated');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (opts.port) {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}
