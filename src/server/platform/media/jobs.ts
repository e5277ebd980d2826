import fs from 'node:fs';
import path from 'node:path';
import { JOB_TIME_LIMIT_DEFAULT_MS, JobTimedOut } from './job-limits';

/**
 * Which run of a job this is. A queue that retries (BullMQ's) runs a job that threw again; only on its
 * final attempt does a handler settle its item as failed, before that it throws and keeps its source.
 */
export interface JobAttempt {
  final: boolean;
  /**
   * The job's workers stopped under it too often (an encode that crashes its process): the handler
   * settles its item as failed, without processing it again, so it never stays 'processing'.
   */
  giveUp?: boolean;
}

/** The work of one kind of job (a reel, a long video) for one item id. */
export type JobHandler = (id: string, signal: AbortSignal, attempt: JobAttempt) => Promise<void>;

export interface JobStats {
  waiting: number;
  running: number;
  failed: number;
}

/** A job that failed for good: what the operator's console lists. */
export interface JobFailure {
  kind: string;
  id: string;
  /** 'timeout': ran past its limit; 'stalled': its worker stopped under it too often; 'error': it threw. */
  cause: 'timeout' | 'stalled' | 'error';
  /** The error's own words, for the operator (technical, not translated). */
  detail: string;
  /** How many times it was run. */
  attempts: number;
  /** Epoch milliseconds. */
  failedAt: number;
}

/** How many failures a queue keeps for the console. */
export const FAILURES_KEPT = 20;

/**
 * Media processing off the request path. Two implementations: an in-process queue running a few jobs
 * at a time (the default, below), and a BullMQ queue on Redis taken by worker processes
 * (`jobs-queue.ts`, decision 034). Either way each feature keeps its items in a 'processing' state
 * with their source file in `workDir`, and queues them again when the server starts.
 */
export interface MediaJobs {
  /** Where sources wait for their job; survives restarts (under DATA_DIR). */
  readonly workDir: string;
  /** `timeLimitMs`: past it a job is aborted and its slot freed (JOB_TIME_LIMIT_DEFAULT_MS otherwise). */
  register(kind: string, handler: JobHandler, opts?: { timeLimitMs?: number }): void;
  /**
   * Queues a job once: the same kind and id already waiting or running is not queued again.
   * `owner` is whose upload it is (a member id); a job without one counts as its own owner.
   */
  enqueue(kind: string, id: string, opts?: { owner?: string | null | undefined }): void;
  /** Resolves when nothing is waiting or running (tests wait on it). */
  idle(): Promise<void>;
  /** Jobs waiting and running now, and how many failed (threw or ran out of time) since the start. */
  stats(): JobStats | Promise<JobStats>;
  /** The latest failures, newest first. */
  failures(): Promise<JobFailure[]>;
  /** Begins taking jobs, once every handler is registered (the app calls it when ready). */
  start(): Promise<void>;
  /** Stops taking jobs, aborts the running ones (their items stay 'processing') and waits for them. */
  close(): Promise<void>;
}

export interface MediaJobsOptions {
  workDir: string;
  /** Jobs at once; video encoding takes whole cores, so 1 or 2. */
  concurrency?: number;
  /** Jobs of one kind at once: an hour-long video never holds up every reel behind it. */
  perKind?: number;
  /** Limit of a kind registered without one. */
  timeLimitMs?: number;
  /** A handler that throws (it should record failures itself) or runs past its limit: logged, the queue goes on. */
  onError?: (err: unknown, job: { kind: string; id: string }) => void;
}

interface Job {
  kind: string;
  id: string;
  owner: string;
}

export function createMediaJobs(opts: MediaJobsOptions): MediaJobs {
  const concurrency = Math.max(1, opts.concurrency ?? 2);
  const perKind = Math.max(1, opts.perKind ?? 1);
  const defaultLimit = opts.timeLimitMs ?? JOB_TIME_LIMIT_DEFAULT_MS;
  const handlers = new Map<string, { handler: JobHandler; timeLimitMs: number }>();
  const waiting: Job[] = [];
  let failed = 0;
  const lastFailures: JobFailure[] = [];
  const recordFailure = (job: Job, cause: JobFailure['cause'], err: unknown) => {
    failed += 1;
    const detail = err instanceof Error ? err.message : String(err);
    lastFailures.unshift({ kind: job.kind, id: job.id, cause, detail, attempts: 1, failedAt: Date.now() });
    lastFailures.length = Math.min(lastFailures.length, FAILURES_KEPT);
    opts.onError?.(err, { kind: job.kind, id: job.id });
  };
  const queued = new Set<string>();
  const running = new Map<string, { owner: string; promise: Promise<void>; abort: AbortController }>();
  /** When (a counter) each owner with jobs waiting or running last had one started. */
  const lastStarted = new Map<string, number>();
  let starts = 0;
  let idleWaiters: (() => void)[] = [];
  let closed = false;

  const settleIdle = () => {
    if (waiting.length === 0 && running.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const runningOf = (kind: string) => [...running.keys()].filter((name) => name.startsWith(`${kind}:`)).length;
  const ownerBusy = (owner: string) => [...running.values()].some((r) => r.owner === owner);

  /*
   * Which job starts next. Encoding takes whole cores and the slots are few, so one member must
   * never hold them all: an owner has at most one job running (their other uploads wait even when
   * a slot is idle, which keeps a slot free for the next member's upload), and among the jobs that
   * may start, the owner served longest ago goes first, so ten queued uploads of one member do not
   * come before another member's single one. Within an owner, FIFO.
   */
  const nextJob = (): number => {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const job = waiting[i]!;
      if (runningOf(job.kind) >= perKind || ownerBusy(job.owner)) continue;
      const rank = lastStarted.get(job.owner) ?? -1;
      const bestJob = best < 0 ? null : waiting[best]!;
      const bestRank = bestJob ? (lastStarted.get(bestJob.owner) ?? -1) : Infinity;
      if (rank < bestRank) best = i;
    }
    return best;
  };

  const forget = (owner: string) => {
    if (!ownerBusy(owner) && !waiting.some((j) => j.owner === owner)) lastStarted.delete(owner);
  };

  const pump = () => {
    while (!closed && running.size < concurrency) {
      const at = nextJob();
      if (at < 0) return;
      const job = waiting.splice(at, 1)[0]!;
      const name = `${job.kind}:${job.id}`;
      const entry = handlers.get(job.kind);
      const abort = new AbortController();
      lastStarted.set(job.owner, ++starts);
      let settled = false;
      // Frees the slot once: when the handler ends, or when it runs past its limit (whatever it does then).
      const settle = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        running.delete(name);
        queued.delete(name);
        forget(job.owner);
        pump();
        settleIdle();
      };
      const limitMs = entry?.timeLimitMs ?? defaultLimit;
      const timer = setTimeout(() => {
        const reason = new JobTimedOut(limitMs);
        abort.abort(reason);
        recordFailure(job, 'timeout', reason);
        settle();
      }, limitMs);
      const promise = (async () => {
        try {
          if (!entry) throw new Error(`No media job handler for ${job.kind}`);
          // One attempt only: a stopped server queues its items again at the next start.
          await entry.handler(job.id, abort.signal, { final: true });
        } catch (err) {
          if (!abort.signal.aborted) recordFailure(job, 'error', err);
        } finally {
          settle();
        }
      })();
      if (!settled) running.set(name, { owner: job.owner, promise, abort });
    }
  };

  return {
    workDir: opts.workDir,
    register(kind, handler, options) {
      handlers.set(kind, { handler, timeLimitMs: options?.timeLimitMs ?? defaultLimit });
    },
    enqueue(kind, id, options) {
      const name = `${kind}:${id}`;
      if (closed || queued.has(name)) return;
      queued.add(name);
      waiting.push({ kind, id, owner: options?.owner ?? `job:${name}` });
      // Started on the next tick: the request that queued the job answers first.
      setImmediate(pump);
    },
    stats() {
      return { waiting: waiting.length, running: running.size, failed };
    },
    failures() {
      return Promise.resolve([...lastFailures]);
    },
    start() {
      return Promise.resolve();
    },
    idle() {
      if (waiting.length === 0 && running.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      waiting.length = 0;
      queued.clear();
      const jobs = [...running.values()];
      for (const job of jobs) job.abort.abort();
      await Promise.all(jobs.map((j) => j.promise));
      settleIdle();
    },
  };
}

/** The file a job reads its source from. */
export function sourcePath(jobs: Pick<MediaJobs, 'workDir'>, kind: string, id: string): string {
  return path.join(jobs.workDir, kind, id);
}

/** Moves an upload's temporary file to where its job finds it, even across file systems. */
export async function keepSource(
  jobs: Pick<MediaJobs, 'workDir'>,
  kind: string,
  id: string,
  file: string,
): Promise<void> {
  const target = sourcePath(jobs, kind, id);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.rename(file, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.promises.copyFile(file, target);
    await fs.promises.rm(file, { force: true });
  }
}

export async function dropSource(jobs: Pick<MediaJobs, 'workDir'>, kind: string, id: string): Promise<void> {
  await fs.promises.rm(sourcePath(jobs, kind, id), { force: true });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The media job queue; tests wait on `app.mediaJobs.idle()`. */
    mediaJobs: MediaJobs;
  }
}
