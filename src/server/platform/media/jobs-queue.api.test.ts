import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { signupOperator } from '../../testing/fixtures/admin';
import { postReel } from '../../testing/fixtures/reels';
import { h264Clip } from '../../testing/fixtures/clips';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { forgetQueues, startTestWorker } from '../../testing/media-worker';
import type { MediaWorker } from '../../worker-app';
import type { Storage } from '../storage';
import type { MediaJobs } from './jobs';

/** Media jobs through BullMQ (decision 034): a web instance enqueues, a worker takes them. */

const redisUrl = process.env.REDIS_URL ?? '';
// A queue of this file's own: test files run side by side on one Redis.
const prefix = `test-jobs-${crypto.randomUUID()}`;
const TOKEN = 'metrics-token-0123456789';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await wait(50);
  }
}

describe.runIf(redisUrl)('media jobs on BullMQ, when REDIS_URL is set', () => {
  let web: TestApp;
  const workers: MediaWorker[] = [];
  const startWorker = async (opts: { storage?: Storage } = {}) => {
    // A short lock and stalled check: a stopped worker's job is found again within a second.
    const worker = await startTestWorker(web, {
      redisUrl,
      jobQueue: { prefix, lockMs: 600, stalledCheckMs: 250, backoffMs: 40 },
      ...opts,
    });
    workers.push(worker);
    return worker;
  };
  const stopWorkers = async () => {
    for (const worker of workers.splice(0)) await worker.close();
  };
  const reelRow = (id: string) =>
    web.database.db.selectFrom('reels').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();
  const stats = async (jobs: MediaJobs) => jobs.stats();

  beforeAll(async () => {
    // The web instance only enqueues (no WORKER_IN_PROCESS); its retries wait 40 ms, then 80 ms.
    web = await createTestApp({
      env: { REDIS_URL: redisUrl, METRICS_TOKEN: TOKEN },
      jobQueue: { prefix, backoffMs: 40 },
    });
  });
  afterAll(async () => {
    await stopWorkers();
    await web?.close();
    await forgetQueues(redisUrl, prefix);
  });

  it('keeps an upload waiting until a worker takes it, and reports the depth in the metrics', async () => {
    const author = await signupMember(web.app, { name: 'Wanda Web' });
    const reel = await postReel(web.app, author, fs.readFileSync(await h264Clip()));
    await wait(300);
    expect((await reelRow(reel.id)).status).toBe('processing');
    expect(await stats(web.app.mediaJobs)).toMatchObject({ waiting: 1, running: 0 });
    const metrics = await web.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.body).toMatch(/^brandsocial_jobs_waiting 1$/m);

    const worker = await startWorker();
    await worker.jobs.idle();
    expect((await reelRow(reel.id)).status).toBe('ready');
    expect(await stats(web.app.mediaJobs)).toMatchObject({ waiting: 0, running: 0 });
    await stopWorkers();
  });

  it('tries a job that throws three times, backing off, then marks the item failed and tells its author', async () => {
    // Every attempt stops at its first write.
    let writes = 0;
    let firstAt = 0;
    let lastAt = 0;
    const write = () => {
      writes++;
      lastAt = Date.now();
      firstAt ||= lastAt;
      return Promise.reject(new Error('disk unavailable'));
    };
    const broken: Storage = { ...web.storage, put: write, putStream: write };
    const author = await signupMember(web.app, { name: 'Rita Retentativa' });
    const reel = await postReel(web.app, author, fs.readFileSync(await h264Clip()));
    await startWorker({ storage: broken });
    await until(async () => (await reelRow(reel.id)).status !== 'processing');

    expect(await reelRow(reel.id)).toEqual({ status: 'failed', error: ptBR.videoMedia.processingFailed });
    // The author's notice is written just after the item turns failed.
    const notices = async () =>
      (await web.app.inject({ url: '/api/notifications', headers: { cookie: author.cookie } })).json()
        .notifications as unknown[];
    await until(async () => (await notices()).length > 0);
    expect(await notices()).toMatchObject([
      {
        type: 'media',
        text: 'Não foi possível publicar o seu reel. Não foi possível processar este vídeo. Tente enviar de novo.',
      },
    ]);
    expect(writes).toBe(3);
    // 40 ms before the second attempt, 80 ms before the third.
    expect(lastAt - firstAt).toBeGreaterThanOrEqual(120);
    await until(async () => (await stats(web.app.mediaJobs)).failed === 1);
    const [failure] = await web.app.mediaJobs.failures();
    expect(failure).toMatchObject({ kind: 'reel', id: reel.id, cause: 'error', attempts: 3 });
    expect(failure?.detail).toContain('disk unavailable');
    const metrics = await web.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.body).toMatch(/^brandsocial_jobs_failed_total 1$/m);

    // The console shows it to operators, and is missing for members.
    const operator = await signupOperator(web);
    const queue = await web.app.inject({ url: '/api/admin/jobs', headers: { cookie: operator.cookie } });
    expect(queue.json()).toMatchObject({
      shared: true,
      failed: 1,
      failures: [{ kind: 'reel', itemId: reel.id, cause: 'error', attempts: 3 }],
    });
    expect((await web.app.inject({ url: '/api/admin/jobs', headers: { cookie: author.cookie } })).statusCode).toBe(404);
    await stopWorkers();
  });

  it('gives the job of a worker that stopped mid-job to another worker', async () => {
    const first = await startWorker();
    let started = 0;
    first.jobs.register('stuck', async (_id, signal) => {
      started++;
      // Never ends of itself, as an encode on a machine that was switched off.
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    });
    web.app.mediaJobs.enqueue('stuck', 'item-1');
    await until(async () => started === 1);
    await first.jobs.halt();

    const second = await startWorker();
    const done: string[] = [];
    second.jobs.register('stuck', async (id) => {
      done.push(id);
    });
    await until(async () => done.length === 1, 10_000);
    expect(done).toEqual(['item-1']);
    await second.jobs.idle();
    expect(await stats(web.app.mediaJobs)).toMatchObject({ waiting: 0, running: 0 });
    await stopWorkers();
  });

  it('fails an item whose job stopped its worker three times, and tells its author, rather than leave it processing', async () => {
    // Each worker hangs in the encode's first write, as one whose process crashed there would.
    let hung = 0;
    const hang = () => {
      hung++;
      return new Promise<never>(() => {});
    };
    const stuck: Storage = { ...web.storage, put: hang, putStream: hang };
    const author = await signupMember(web.app, { name: 'Caio Queda' });
    const reel = await postReel(web.app, author, fs.readFileSync(await h264Clip()));
    for (let crash = 1; crash <= 3; crash++) {
      const worker = await startWorker({ storage: stuck });
      await until(async () => hung === crash);
      await worker.jobs.halt();
      workers.splice(workers.indexOf(worker), 1);
    }
    expect((await reelRow(reel.id)).status).toBe('processing');

    // The next worker finds the job past its limit of stalls: it is not run again, its item fails.
    // The item is marked failed first, then its author is told: wait for the notice.
    await startWorker();
    const notices = async () =>
      (await web.app.inject({ url: '/api/notifications', headers: { cookie: author.cookie } })).json()
        .notifications as { type: string }[];
    await until(async () => (await notices()).length > 0);
    expect(hung).toBe(3);
    expect(await reelRow(reel.id)).toEqual({ status: 'failed', error: ptBR.videoMedia.processingFailed });
    expect(await notices()).toMatchObject([{ type: 'media' }]);
    const failure = (await web.app.mediaJobs.failures()).find((f) => f.id === reel.id);
    expect(failure).toMatchObject({ kind: 'reel', cause: 'stalled' });
    await stopWorkers();
  });

  it('runs one job of a kind at a time, so a long video never holds up the reels behind it', async () => {
    // Two slots, as WORKER_CONCURRENCY=2: a second long job waits, a short one of another kind runs.
    const worker = await startTestWorker(web, {
      redisUrl,
      jobQueue: { prefix, lockMs: 600, stalledCheckMs: 250, backoffMs: 40 },
      concurrency: 2,
    });
    workers.push(worker);
    const log: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    worker.jobs.register('longa', async (id) => {
      log.push(`start ${id}`);
      await released;
      log.push(`end ${id}`);
    });
    worker.jobs.register('curta', async (id) => {
      log.push(`start ${id}`);
    });
    web.app.mediaJobs.register('longa', async () => {});
    web.app.mediaJobs.register('curta', async () => {});
    web.app.mediaJobs.enqueue('longa', 'video-1');
    web.app.mediaJobs.enqueue('longa', 'video-2');
    await until(async () => log.includes('start video-1'));
    web.app.mediaJobs.enqueue('curta', 'reel-1');
    await until(async () => log.includes('start reel-1'));
    expect(log).not.toContain('start video-2');
    release();
    await until(async () => log.includes('end video-2'));
    expect(log).toEqual(['start video-1', 'start reel-1', 'end video-1', 'start video-2', 'end video-2']);
    await stopWorkers();
  });

  it('puts a job back in the queue, without spending an attempt, when its worker stops gracefully', async () => {
    const worker = await startWorker();
    let started = 0;
    worker.jobs.register('long', async (_id, signal) => {
      started++;
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    });
    web.app.mediaJobs.enqueue('long', 'item-2');
    await until(async () => started === 1);
    await stopWorkers();
    expect(await stats(web.app.mediaJobs)).toMatchObject({ waiting: 1, running: 0 });

    const next = await startWorker();
    const attempts: boolean[] = [];
    next.jobs.register('long', async (_id, _signal, attempt) => {
      attempts.push(attempt.final);
    });
    await until(async () => attempts.length === 1, 10_000);
    // Still the first of three attempts: a stop is not a failure.
    expect(attempts).toEqual([false]);
    await stopWorkers();
  });

  it('runs the jobs in the web instance itself with WORKER_IN_PROCESS=1', async () => {
    const own = await createTestApp({
      env: { REDIS_URL: redisUrl, WORKER_IN_PROCESS: '1' },
      jobQueue: { prefix: `${prefix}-in-process` },
    });
    try {
      const author = await signupMember(own.app, { name: 'Ingrid Interna' });
      const reel = await postReel(own.app, author, fs.readFileSync(await h264Clip()));
      await own.app.mediaJobs.idle();
      const row = await own.database.db
        .selectFrom('reels')
        .select('status')
        .where('id', '=', reel.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('ready');
    } finally {
      await own.close();
      await forgetQueues(redisUrl, `${prefix}-in-process`);
    }
  });
});
