import fs from 'node:fs';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { AppError } from '../errors';
import type { Storage } from '../storage';
import { dropSource, sourcePath, type JobHandler, type MediaJobs } from './jobs';
import { timedOut } from './job-limits';
import { removeMedia, storedVideo, type StoredMedia } from './media';
import { processStreamableVideo, type VideoLimits } from './transcode';

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
 * leaves the item 'processing' with its source, to be queued again at the next start; one that ran
 * past its time limit fails, or it would be queued again, and time out again, at every start. An
 * unexpected error before the final attempt is thrown with the source kept, for the queue's retry.
 */
export function videoJob(
  deps: { storage: Storage; jobs: Pick<MediaJobs, 'workDir'> },
  kind: string,
  opts: { prefix: string; limits: VideoLimits; items: VideoItemStore },
): JobHandler {
  return async (id, signal, attempt) => {
    const source = sourcePath(deps.jobs, kind, id);
    if (!(await opts.items.pending(id))) {
      await dropSource(deps.jobs, kind, id);
      return;
    }
    if (attempt.giveUp) {
      await opts.items.fail(id, ptBR.videoMedia.processingFailed);
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
      if (signal.aborted && !timedOut(signal)) return;
      // Something of ours (storage, the machine) rather than the member's file: another attempt may do.
      if (!attempt.final && !(err instanceof AppError) && !signal.aborted) throw err;
      const message = timedOut(signal)
        ? ptBR.videoMedia.processingTimedOut
        : err instanceof AppError
          ? err.message
          : ptBR.videoMedia.processingFailed;
      await opts.items.fail(id, message);
      // A refusal (too long, undecodable) is the member's file; a time-out is logged by the queue.
      if (!(err instanceof AppError) && !signal.aborted) unexpected = err;
    }
    await dropSource(deps.jobs, kind, id);
    if (unexpected) throw unexpected;
  };
}
