import fs from 'node:fs';
import path from 'node:path';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { AppError } from '../errors';
import type { Storage } from '../storage';
import { removeMedia, storedVideo, type StoredMedia } from './media';
import { processStreamableVideo, type VideoLimits } from './transcode';

/** The work of one kind of job (a reel, a long video) for one item id. */
export type JobHandler = (id: string, signal: AbortSignal) => Promise<void>;

/**
 * Media processing off the request path: an in-process queue running a few jobs at a time. It
 * keeps nothing across restarts on purpose: each feature keeps its items in a 'processing' state
 * with their source file in `workDir`, and queues them again when the server starts.
 */
export interface MediaJobs {
  /** Where sources wait for their job; survives restarts (under DATA_DIR). */
  readonly workDir: string;
  register(kind: string, handler: JobHandler): void;
  /** Queues a job once: the same kind and id already waiting or running is not queued again. */
  enqueue(kind: string, id: string): void;
  /** Resolves when nothing is waiting or running (tests wait on it). */
  idle(): Promise<void>;
  /** Stops taking jobs, aborts the running ones (their items stay 'processing') and waits for them. */
  close(): Promise<void>;
}

export interface MediaJobsOptions {
  workDir: string;
  /** Jobs at once; video encoding takes whole cores, so 1 or 2. */
  concurrency?: number;
  /** Jobs of one kind at once: an hour-long video never holds up every reel behind it. */
  perKind?: number;
  /** A handler that throws (it should record failures itself): logged, the queue goes on. */
  onError?: (err: unknown, job: { kind: string; id: string }) => void;
}

export function createMediaJobs(opts: MediaJobsOptions): MediaJobs {
  const concurrency = Math.max(1, opts.concurrency ?? 2);
  const perKind = Math.max(1, opts.perKind ?? 1);
  const handlers = new Map<string, JobHandler>();
  const waiting: { kind: string; id: string }[] = [];
  const queued = new Set<string>();
  const running = new Map<string, { promise: Promise<void>; abort: AbortController }>();
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

  const pump = () => {
    while (!closed && running.size < concurrency) {
      // The oldest job whose kind has room: FIFO within a kind, kinds side by side.
      const at = waiting.findIndex((j) => runningOf(j.kind) < perKind);
      if (at < 0) return;
      const job = waiting.splice(at, 1)[0]!;
      const name = `${job.kind}:${job.id}`;
      const handler = handlers.get(job.kind);
      const abort = new AbortController();
      const promise = (async () => {
        try {
          if (!handler) throw new Error(`No media job handler for ${job.kind}`);
          await handler(job.id, abort.signal);
        } catch (err) {
          if (!abort.signal.aborted) opts.onError?.(err, job);
        } finally {
          running.delete(name);
          queued.delete(name);
          pump();
          settleIdle();
        }
      })();
      running.set(name, { promise, abort });
    }
  };

  return {
    workDir: opts.workDir,
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    enqueue(kind, id) {
      const name = `${kind}:${id}`;
      if (closed || queued.has(name)) return;
      queued.add(name);
      waiting.push({ kind, id });
      // Started on the next tick: the request that queued the job answers first.
      setImmediate(pump);
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

/** How a video job reads and settles the row of its item (a reel, a long video). */
export interface VideoItemStore {
  /** Whether the item still waits to be processed (false when deleted or already settled). */
  pending(id: string): Promise<boolean>;
  /** Marks it ready with its media; false when the item was deleted meanwhile. */
  complete(id: string, media: StoredMedia): Promise<boolean>;
  fail(id: string, message: string): Promise<void>;
}

/**
 * The job of one uploaded video: make it streamable, keep its poster and duration, then mark it
 * ready, or failed with a pt-BR reason the author sees. An aborted job (the server stopping)
 * leaves the item 'processing' with its source, to be queued again at the next start.
 */
export function videoJob(
  deps: { storage: Storage; jobs: Pick<MediaJobs, 'workDir'> },
  kind: string,
  opts: { prefix: string; limits: VideoLimits; items: VideoItemStore },
): JobHandler {
  return async (id, signal) => {
    const source = sourcePath(deps.jobs, kind, id);
    if (!(await opts.items.pending(id))) {
      await dropSource(deps.jobs, kind, id);
      return;
    }
    let unexpected: unknown;
    try {
      if (!fs.existsSync(source)) throw new AppError(410, 'unsupported_media', ptBR.videoMedia.sourceLost);
      const video = await processStreamableVideo(deps.storage, source, {
        prefix: opts.prefix,
        limits: opts.limits,
        signal,
      });
      const media = storedVideo(video);
      if (!(await opts.items.complete(id, media))) await removeMedia(deps.storage, media);
    } catch (err) {
      if (signal.aborted) return;
      await opts.items.fail(id, err instanceof AppError ? err.message : ptBR.videoMedia.processingFailed);
      // A refusal (too long, undecodable) is the member's file; anything else is worth a log line.
      if (!(err instanceof AppError)) unexpected = err;
    }
    await dropSource(deps.jobs, kind, id);
    if (unexpected) throw unexpected;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The media job queue; tests wait on `app.mediaJobs.idle()`. */
    mediaJobs: MediaJobs;
  }
}
