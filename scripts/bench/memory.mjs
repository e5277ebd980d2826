// The server's memory while a scenario runs: resident memory read from /proc every second, and, for a
// soak, what the server keeps after a full collection once a minute. The soak's leak check compares
// the level once the warm-up is over with the level at the end.
import fs from 'node:fs';

/** Resident set size of a process in MiB; null where there is no /proc. */
export function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples every `intervalMs` once `start()` is called (when the load begins). With `measureKept` (the
 * server's, see server.mjs) it also reads what the server keeps after a full collection at the end of
 * the warm-up and every `keptEveryMs` after. `stop()` returns the summary of summariseMemory in MiB,
 * or null when nothing could be read.
 */
export function memorySampler(pid, { warmupSeconds, intervalMs = 1000, measureKept, keptEveryMs = 60_000 }) {
  const samples = [];
  const kept = [];
  const timers = [];
  let startedAt = 0;
  let stopped = false;
  const now = () => (performance.now() - startedAt) / 1000;
  const take = () => {
    const mib = rssMiB(pid);
    if (mib !== null) samples.push({ at: now(), mib });
  };
  const keep = async () => {
    const at = now();
    const reading = await measureKept();
    // A reading that lands after the load ended would measure an idle server.
    if (reading && !stopped) kept.push({ at, ...reading });
  };
  return {
    start() {
      startedAt = performance.now();
      take();
      timers.push(setInterval(take, intervalMs));
      if (measureKept)
        timers.push(
          setTimeout(() => {
            void keep();
            timers.push(setInterval(keep, keptEveryMs));
          }, warmupSeconds * 1000),
        );
    },
    stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      take();
      return summariseMemory(samples, warmupSeconds, kept);
    },
  };
}

/** Seconds of samples whose median stands for the level at each end of the run. */
export const LEVEL_WINDOW_SECONDS = 60;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The level after the warm-up and at the end. With readings after full collections (`kept`, at least
 * two), the first and the last of them: what the server holds, which is what a leak makes grow
 * (`basis: 'kept'`). Otherwise each the median of a window of RSS samples (the first
 * LEVEL_WINDOW_SECONDS after the warm-up, the last LEVEL_WINDOW_SECONDS): under load the collector
 * swings RSS by a quarter within seconds, so single samples would measure where a swing happened to
 * be rather than whether memory grows (`basis: 'rss'`). `perMinute` is the median RSS of each minute
 * after the warm-up.
 */
export function summariseMemory(samples, warmupSeconds, kept = []) {
  if (!samples.length) return null;
  const settled = samples.filter((s) => s.at >= warmupSeconds);
  const measured = settled.length ? settled : [samples[samples.length - 1]];
  const start = measured[0].at;
  const last = measured[measured.length - 1].at;
  const first = measured.filter((s) => s.at < start + LEVEL_WINDOW_SECONDS).map((s) => s.mib);
  const final = measured.filter((s) => s.at > last - LEVEL_WINDOW_SECONDS).map((s) => s.mib);
  const perMinute = [];
  for (let from = start; from <= last; from += 60) {
    const minute = measured.filter((s) => s.at >= from && s.at < from + 60).map((s) => s.mib);
    if (minute.length) perMinute.push(median(minute));
  }
  const byKept = kept.length >= 2;
  const afterWarmup = byKept ? kept[0].rss : median(first);
  const end = byKept ? kept[kept.length - 1].rss : median(final);
  return {
    basis: byKept ? 'kept' : 'rss',
    afterWarmup,
    end,
    peak: Math.max(...samples.map((s) => s.mib)),
    growth: end / afterWarmup - 1,
    perMinute,
    kept,
  };
}
