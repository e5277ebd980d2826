import { Queue, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { FAILURES_KEPT, type JobFailure, type JobHandler, type JobStats, type MediaJobs } from './jobs';
import { JOB_TIME_LIMIT_DEFAULT_MS, JobTimedOut, timedOut } from './job-limits';

/*
 * Media jobs on Redis through BullMQ (decision 034): web instances only enqueue, worker processes
 * (`npm run worker`, or a web instance with WORKER_IN_PROCESS=1) take them. A job that throws is
 * tried again with an exponential backoff; one whose worker died (no lock renewed) is found by the
 * stalled-job check of any other worker and taken again.
 *
 * Each kind has a queue of its own, and a worker takes at most one job of a kind at a time within its
 * slots, as the in-process queue does: an hour-long video never holds up every reel behind it.
 */

/** Attempts of a job before its item is settled as failed. */
export const JOB_ATTEMPTS = 3;
/** The first retry waits this long, the second twice as long. */
const BACKOFF_MS = 30_000;
/**
 * A worker holds a job's lock for this long and renews it every quarter of it while the job runs,
 * however long the encode (an hour-long video): only a worker that stopped lets its lock expire.
 */
const LOCK_MS = 2 * 60_000;
/** How often the workers look for jobs whose lock expired. */
const STALLED_CHECK_MS = 60_000;
/** A job may lose its worker this often and still be taken again; once more, it fails. */
const MAX_STALLS = 2;

/** The queue of one kind of job. */
export const mediaQueueName = (kind: string) => `media.${kind}`;

interface JobData {
  kind: string;
  id: string;
  owner: string | null;
}

export interface QueuedJobsOptions {
  redisUrl: string;
  workDir: string;
  /** The Redis key prefix of the queue: one per deployment (and per test file). */
  prefix?: string;
  /** Whether this process takes jobs (a worker) or only enqueues them (a web instance). */
  work: boolean;
  /** Jobs at once in this process; video encoding takes whole cores, so 1 or 2. */
  concurrency?: number;
  /** Limit of a kind registered without one. */
  timeLimitMs?: number;
  /** Tests shorten the waits: the first retry's delay, the lock, the stalled-job check. */
  backoffMs?: number;
  lockMs?: number;
  stalledCheckMs?: number;
  /** An attempt that threw or ran out of time; logged. */
  onError?: (err: unknown, job: { kind: string; id: string; attempt: number }) => void;
}

/** The queue's id of a job: the same item is queued once. */
const jobId = (kind: string, id: string) => `${kind}/${id}`;

/** Why a job failed, from what BullMQ kept of its error. */
export function failureCause(reason: string): JobFailure['cause'] {
  if (/ran past its limit/.test(reason)) return 'timeout';
  if (/stalled/.test(reason)) return 'stalled';
  return 'error';
}

export interface QueuedMediaJobs extends MediaJobs {
  /**
   * Stops at once, as a killed process would: running jobs keep their lock until it expires, then
   * another worker takes them again. For a second SIGTERM, when waiting for encodes is not wanted.
   */
  halt(): Promise<void>;
}

export function createQueuedMediaJobs(opts: QueuedJobsOptions): QueuedMediaJobs {
  const connection = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const prefix = opts.prefix ?? 'brandsocial';
  const queues = new Map<string, Queue<JobData>>();
  const queueOf = (kind: string) => {
    let queue = queues.get(kind);
    if (!queue) {
      queue = new Queue<JobData>(mediaQueueName(kind), { connection, prefix });
      queues.set(kind, queue);
    }
    return queue;
  };
  const slots = new Slots(Math.max(1, opts.concurrency ?? 1));
  const handlers = new Map<string, { handler: JobHandler; timeLimitMs: number }>();
  const defaultLimit = opts.timeLimitMs ?? JOB_TIME_LIMIT_DEFAULT_MS;
  const lockMs = opts.lockMs ?? LOCK_MS;
  const backoffMs = opts.backoffMs ?? BACKOFF_MS;
  /** Jobs being added: close() and idle() wait for them. */
  const adding = new Set<Promise<unknown>>();
  /** The jobs this process runs, to abort when it stops. */
  const running = new Set<AbortController>();
  const workers: Worker<JobData>[] = [];
  let started = false;
  let closing = false;

  // A worker takes only the kinds it has handlers for, so every job it runs has one.
  const run = async (job: Job<JobData>, token?: string) => {
    await slots.take();
    try {
      if (closing) {
        // Stopping while it waited for a slot: back to the queue, without spending an attempt.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      return await runInSlot(job, token);
    } finally {
      slots.give();
    }
  };

  const runInSlot = async (job: Job<JobData>, token?: string) => {
    const { kind, id } = job.data;
    const entry = handlers.get(kind)!;
    const abort = new AbortController();
    running.add(abort);
    const timer = setTimeout(() => abort.abort(new JobTimedOut(entry.timeLimitMs)), entry.timeLimitMs);
    const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let failure: unknown;
    try {
      await entry.handler(id, abort.signal, { final });
    } catch (err) {
      failure = err;
    } finally {
      clearTimeout(timer);
      running.delete(abort);
    }
    // The handler settled its item as timed out: trying again would time out again.
    if (timedOut(abort.signal)) throw new UnrecoverableError((abort.signal.reason as Error).message);
    if (abort.signal.aborted) {
      // This worker is stopping: the job goes back to the queue, without spending an attempt.
      await job.moveToWait(token);
      throw new WaitingError();
    }
    if (failure !== undefined) throw failure;
  };

  const counts = async () => {
    const all = await Promise.all(
      [...queues.values()].map((q) => q.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'failed')),
    );
    const stats: JobStats = { waiting: 0, running: 0, failed: 0 };
    for (const c of all) {
      stats.waiting += (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0);
      stats.running += c.active ?? 0;
      stats.failed += c.failed ?? 0;
    }
    return stats;
  };

  const add = async (data: JobData) => {
    const name = jobId(data.kind, data.id);
    // A job that failed for good keeps its id in the failed set: an item queued again (a restart
    // finding it still 'processing') replaces it.
    const queue = queueOf(data.kind);
    const previous = await queue.getJob(name);
    if (previous && (await previous.isFailed())) await previous.remove();
    await queue.add(data.kind, data, {
      jobId: name,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: true,
      // Kept for the console and the metrics: the latest thousand, for a week.
      removeOnFail: { count: 1000, age: 7 * 24 * 3600 },
    });
  };

  /** Starts taking the jobs of one kind (at start, or when a kind is registered afterwards). */
  const takeKind = async (kind: string) => {
    const worker = new Worker<JobData>(mediaQueueName(kind), run, {
      connection,
      prefix,
      // One job of a kind at a time: the slots spread this process's encodes over the kinds.
      concurrency: 1,
      lockDuration: lockMs,
      lockRenewTime: lockMs / 4,
      stalledInterval: opts.stalledCheckMs ?? STALLED_CHECK_MS,
      maxStalledCount: MAX_STALLS,
    });
    worker.on('failed', (job, err) => {
      if (!job) return;
      const { id } = job.data;
      opts.onError?.(err, { kind, id, attempt: job.attemptsMade });
      // Failed for stalling, the job never reached its handler's final attempt: it settles the item.
      if (failureCause(err.message) === 'stalled') {
        handlers
          .get(kind)!
          .handler(id, new AbortController().signal, { final: true, giveUp: true })
          .catch((e: unknown) => opts.onError?.(e, { kind, id, attempt: job.attemptsMade }));
      }
    });
    // Redis going away is retried by the connection; a log line says so.
    worker.on('error', (err) => opts.onError?.(err, { kind: 'worker', id: '', attempt: 0 }));
    workers.push(worker);
    await worker.waitUntilReady();
  };

  return {
    workDir: opts.workDir,
    register(kind, handler, options) {
      const known = handlers.has(kind);
      handlers.set(kind, { handler, timeLimitMs: options?.timeLimitMs ?? defaultLimit });
      // Known to the counts from now on, on web instances too.
      queueOf(kind);
      if (started && !known && !closing) {
        takeKind(kind).catch((err: unknown) => opts.onError?.(err, { kind, id: '', attempt: 0 }));
      }
    },
    enqueue(kind, id, options) {
      if (closing) return;
      const pending = add({ kind, id, owner: options?.owner ?? null }).catch((err: unknown) =>
        opts.onError?.(err, { kind, id, attempt: 0 }),
      );
      adding.add(pending);
      void pending.finally(() => adding.delete(pending));
    },
    async start() {
      if (!opts.work || started) return;
      started = true;
      await Promise.all([...handlers.keys()].map((kind) => takeKind(kind)));
    },
    stats: counts,
    async failures() {
      const jobs = (await Promise.all([...queues.values()].map((q) => q.getFailed(0, FAILURES_KEPT - 1)))).flat();
      return jobs
        .map((job) => ({
          kind: job.data.kind,
          id: job.data.id,
          cause: failureCause(job.failedReason ?? ''),
          detail: job.failedReason ?? '',
          attempts: job.attemptsMade,
          failedAt: job.finishedOn ?? job.timestamp,
        }))
        .sort((a, b) => b.failedAt - a.failedAt)
        .slice(0, FAILURES_KEPT);
    },
    async idle() {
      for (;;) {
        await Promise.all(adding);
        const c = await counts();
        if (c.waiting === 0 && c.running === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      closing = true;
      await Promise.all(adding);
      for (const abort of running) abort.abort();
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
    async halt() {
      closing = true;
      await Promise.all(workers.map((w) => w.close(true)));
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

/** This process's encodes at once, whichever kinds they are: first come, first served. */
class Slots {
  #free: number;
  readonly #queue: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  async take(): Promise<void> {
    if (this.#free > 0) {
      this.#free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }

  give(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#free += 1;
  }
}
