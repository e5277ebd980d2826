// The server's resident memory while a scenario runs, read from /proc: the soak's leak check compares
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
 * Samples every `intervalMs` once `start()` is called (when the load begins). `stop()` returns the
 * summary of summariseMemory in MiB, or null when nothing could be read.
 */
export function memorySampler(pid, { warmupSeconds, intervalMs = 1000 }) {
  const samples = [];
  let timer = null;
  let startedAt = 0;
  const take = () => {
    const mib = rssMiB(pid);
    if (mib !== null) samples.push({ at: (performance.now() - startedAt) / 1000, mib });
  };
  return {
    start() {
      startedAt = performance.now();
      take();
      timer = setInterval(take, intervalMs);
    },
    stop() {
      clearInterval(timer);
      take();
      return summariseMemory(samples, warmupSeconds);
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
 * The level after the warm-up and at the end, each the median of a window of samples (the first
 * LEVEL_WINDOW_SECONDS after the warm-up, the last LEVEL_WINDOW_SECONDS): under load the collector
 * swings RSS by a quarter within seconds, so single samples would measure where a swing happened to
 * be rather than whether memory grows. `perMinute` is the median of each minute after the warm-up.
 */
export function summariseMemory(samples, warmupSeconds) {
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
  const afterWarmup = median(first);
  const end = median(final);
  return {
    afterWarmup,
    end,
    peak: Math.max(...samples.map((s) => s.mib)),
    growth: end / afterWarmup - 1,
    perMinute,
  };
}
