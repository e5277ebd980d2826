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
 * Samples every `intervalMs` once `start()` is called (when the load begins). `stop()` returns
 * { afterWarmup, end, peak, growth } in MiB: afterWarmup is the first sample `warmupSeconds` after the
 * start, growth is end / afterWarmup − 1. Null when nothing could be read.
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

export function summariseMemory(samples, warmupSeconds) {
  if (!samples.length) return null;
  const settled = samples.find((s) => s.at >= warmupSeconds) ?? samples[samples.length - 1];
  const end = samples[samples.length - 1].mib;
  return {
    afterWarmup: settled.mib,
    end,
    peak: Math.max(...samples.map((s) => s.mib)),
    growth: end / settled.mib - 1,
  };
}
