/** No media job runs longer than this, whatever its clip: a long video's encode included. */
export const JOB_TIME_LIMIT_MAX_MS = 2 * 3600_000;
/** A job of a kind registered without a limit of its own (a reel, a post's web copy). */
export const JOB_TIME_LIMIT_DEFAULT_MS = 10 * 60_000;
const JOB_TIME_LIMIT_MIN_MS = 2 * 60_000;

/**
 * How long encoding a clip may take: four times its length (a slow machine encodes 720p at a
 * fraction of real time), at least two minutes, never more than the hard cap.
 */
export function jobTimeLimit(durationMs: number | null, capMs = JOB_TIME_LIMIT_MAX_MS): number {
  const wanted = Math.max(JOB_TIME_LIMIT_MIN_MS, (durationMs ?? 60_000) * 4);
  return Math.min(wanted, capMs);
}

/** The reason a job's signal carries when the queue stopped it for running past its limit. */
export class JobTimedOut extends Error {
  constructor(readonly limitMs: number) {
    super(`media job ran past its limit of ${limitMs} ms`);
    this.name = 'JobTimedOut';
  }
}

/** Whether a job was stopped for taking too long, rather than by the server closing. */
export const timedOut = (signal: AbortSignal) => signal.aborted && signal.reason instanceof JobTimedOut;
