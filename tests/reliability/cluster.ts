import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../src/server/testing/s3-server';
import { createDataPlace, startServer, type DataPlace, type ServerProcess } from './server-process';

/**
 * The several-machines shape of docs/deploy.md on one machine: web instances and a media worker, each
 * a process of its own, on one PostgreSQL database, one Redis, one S3-compatible bucket and one shared
 * DATA_DIR (for `.incoming`), all made for this run and removed with it.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const CLAIM_KEY = 'brandsocial-reliability:claim';
/** Says a database was this suite's: once its claim has expired, what its run left may be flushed. */
const OWNED_KEY = 'brandsocial-reliability:owned';

/**
 * A logical Redis database of this run's own: the rate limiters' keys name the client's address, which
 * every local process shares, and the job queue's prefix is fixed, so runs sharing one index would count
 * each other's logins and take each other's jobs. The index is claimed with SET NX (for an hour, far
 * past any run) so two runs never pick the same one, and one left by a run killed before its clean-up
 * is taken again once its claim has expired; a database holding anyone else's keys is left alone.
 * Pub/sub channels ignore the index, but they name random member ids.
 */
async function claimRedisDb(base: string): Promise<{ url: string; release(): Promise<void> }> {
  const id = crypto.randomUUID();
  const order = Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
  for (const n of order) {
    const url = new URL(base);
    url.pathname = `/${n}`;
    const redis = new Redis(url.toString(), { maxRetriesPerRequest: 2 });
    try {
      if ((await redis.set(CLAIM_KEY, id, 'EX', 3600, 'NX')) !== 'OK') continue;
      if ((await redis.dbsize()) === 1 || (await redis.exists(OWNED_KEY))) {
        // In one transaction: no other run sees the database empty, without a claim, in between.
        await redis.multi().flushdb().set(CLAIM_KEY, id, 'EX', 3600).set(OWNED_KEY, '1').exec();
        return {
          url: url.toString(),
          async release() {
            const r = new Redis(url.toString(), { maxRetriesPerRequest: 2 });
            try {
              if ((await r.get(CLAIM_KEY)) === id) await r.flushdb();
            } finally {
              r.disconnect();
            }
          },
        };
      }
      await redis.del(CLAIM_KEY);
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('no free Redis database index (1..15): each holds keys of another user or a live claim');
}

export interface WorkerProcess {
  child: ServerProcess['child'];
  exited: Promise<number | string>;
  output(): string;
}

/** `node dist/server/worker.js`, resolved once it says it takes jobs. */
async function startWorker(file: string, env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [file], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  // A safety net for a busy machine, as for the web instances (server-process.ts).
  const deadline = Date.now() + 120_000;
  while (!out.includes('media worker taking jobs')) {
    if (child.exitCode !== null) throw new Error(`worker exited at start: ${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, exited, output: () => out };
}

export interface Cluster {
  a: ServerProcess;
  b: ServerProcess;
  worker: WorkerProcess;
  s3: TestS3Server;
  place: DataPlace;
  redisUrl: string;
  /** Stops every process and removes the database, the Redis database, the bucket and the folder. */
  destroy(): Promise<void>;
}

function alive(p: { child: ServerProcess['child'] }) {
  return p.child.exitCode === null && p.child.signalCode === null;
}

async function kill(p: { child: ServerProcess['child']; exited: Promise<number | string> } | undefined) {
  if (!p || !alive(p)) return;
  p.child.kill('SIGKILL');
  await p.exited;
}

/**
 * Two web instances and one worker, from the built `main` (its `worker.js` beside it). `env` is added
 * to every process's environment.
 */
export async function startCluster(main: string, env: Record<string, string> = {}): Promise<Cluster> {
  const undo: (() => Promise<void>)[] = [];
  const processes: { child: ServerProcess['child']; exited: Promise<number | string> }[] = [];
  const cleanUp = async () => {
    await Promise.all(processes.map(kill));
    for (const step of undo.reverse()) await step().catch(() => {});
  };
  try {
    const s3 = await startS3Server();
    undo.push(() => s3.stop());
    const place = await createDataPlace();
    undo.push(() => place.destroy());
    const redis = await claimRedisDb(process.env.REDIS_URL!);
    undo.push(() => redis.release());
    // Every process's own temp files (uploads being received, encodes) go with the run's folder, even
    // those a killed process leaves behind.
    const tmp = path.join(place.dataDir, 'tmp');
    fs.mkdirSync(tmp);
    const shared: Record<string, string> = {
      TMPDIR: tmp,
      REDIS_URL: redis.url,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...env,
    };
    // The first instance migrates the fresh database alone; the others then find it up to date.
    const a = await startServer(main, place, shared);
    processes.push(a);
    const workerEnv = {
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...shared,
    };
    // Settled both ways, so that one which started is stopped when the other did not.
    const [b, worker] = await Promise.allSettled([
      startServer(main, place, shared),
      startWorker(path.join(path.dirname(main), 'worker.js'), workerEnv),
    ]);
    for (const p of [b, worker]) if (p.status === 'fulfilled') processes.push(p.value);
    if (b.status === 'rejected') throw b.reason;
    if (worker.status === 'rejected') throw worker.reason;
    return { a, b: b.value, worker: worker.value, s3, place, redisUrl: redis.url, destroy: cleanUp };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
