import fs from 'node:fs';
import { AppError } from '../errors';
import type { Storage } from '../storage';
import { timedOut } from './job-limits';
import { dropSource, keepSource, sourcePath, type JobHandler, type MediaJobs } from './jobs';
import { removeMedia, storedVideo, type StoredMedia } from './media';
import { isWebReady, processStreamableVideo } from './transcode';
import type { VideoProbe } from './video';

/*
 * A post's or a story's video is published the moment it is uploaded, as it came (metadata
 * stripped), so the member sees it at once. When its codec is one some browsers cannot play
 * (HEVC from an iPhone, VP9, 10-bit…), an H.264/AAC copy is made off the request and takes its
 * place moments later. Until then a browser that cannot decode it shows the poster.
 */

/** Where an item's media is read and swapped (a post, a story). */
export interface WebCopyTarget {
  /** The item's media now; null once the item is gone. */
  current(id: string): Promise<StoredMedia | null>;
  /** Replaces `from` by `to` when the item still shows `from`; false otherwise. */
  swap(id: string, from: StoredMedia, to: StoredMedia): Promise<boolean>;
}

/** Whether an upload this probe describes needs a copy a browser can play. */
export function needsWebCopy(probe: VideoProbe): boolean {
  return !isWebReady(probe);
}

/** Keeps the upload's file for the copy and queues it (after the item is saved) as `owner`'s job. */
export async function queueWebCopy(
  jobs: Pick<MediaJobs, 'workDir' | 'enqueue'>,
  kind: string,
  id: string,
  file: string,
  owner?: string,
): Promise<void> {
  await keepSource(jobs, kind, id, file);
  jobs.enqueue(kind, id, { owner });
}

/** The job that makes the copy and swaps it in; the item keeps its upload if the copy fails. */
export function webCopyJob(
  deps: { storage: Storage; jobs: Pick<MediaJobs, 'workDir'> },
  kind: string,
  opts: { prefix: string; target: WebCopyTarget },
): JobHandler {
  return async (id, signal, attempt) => {
    const source = sourcePath(deps.jobs, kind, id);
    // The item keeps its upload, as when ffmpeg cannot re-encode it.
    if (attempt.giveUp) return dropSource(deps.jobs, kind, id);
    let unexpected: unknown;
    try {
      const before = await opts.target.current(id);
      if (before?.kind === 'video' && fs.existsSync(source)) {
        const video = await processStreamableVideo(deps.storage, source, {
          prefix: opts.prefix,
          // The upload was accepted already: the copy has no limit of its own.
          limits: { maxDurationMs: Number.POSITIVE_INFINITY },
          signal,
        });
        const copy = storedVideo(video, before.alt);
        if (await opts.target.swap(id, before, copy)) await removeMedia(deps.storage, before);
        else await removeMedia(deps.storage, copy);
      }
    } catch (err) {
      // Stopped with the server: the source stays, and the next start queues it again. Stopped for
      // running past its limit: the item keeps its upload, as when ffmpeg cannot re-encode it.
      if (signal.aborted && !timedOut(signal)) return;
      // A file ffmpeg cannot re-encode stays as uploaded; anything else is worth a log line.
      if (!(err instanceof AppError) && !signal.aborted) {
        // Kept for the queue's next attempt, when there is one.
        if (!attempt.final) throw err;
        unexpected = err;
      }
    }
    await dropSource(deps.jobs, kind, id);
    if (unexpected) throw unexpected;
  };
}

/** Queues again the copies a stopped server left unmade (their sources wait in the work directory). */
export async function resumeWebCopies(jobs: Pick<MediaJobs, 'workDir' | 'enqueue'>, kind: string): Promise<number> {
  const dir = sourcePath(jobs, kind, '');
  const ids = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const id of ids) jobs.enqueue(kind, id);
  return ids.length;
}
