// Builds and runs the real server (dist/server/main.js) as a child process, the way production runs it,
// plus a probe that does nothing until the soak asks it for a memory reading (heap-probe.cjs).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale, distDir } from '../build-state.mjs';

export { distDir };

const HEAP_PROBE = fileURLToPath(new URL('./heap-probe.cjs', import.meta.url));
/** The probe's answer (heap-probe.cjs), kept out of the server's log. */
const HEAP_LINE = /^bench-heap (\{.*\})\n/gm;

export function buildIfStale(log) {
  if (buildIsStale()) {
    log(`Building into ${distDir}/ (sources are newer than the build)…`);
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  linkModules();
}

/**
 * The server bundle leaves packages external, and Node resolves them from the bundle's own folder
 * upwards. A DIST_DIR outside the project (e.g. /tmp/dist-x) would find none: link node_modules beside it.
 */
function linkModules() {
  const dist = path.resolve(distDir);
  const rel = path.relative(process.cwd(), dist);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return;
  const link = path.join(dist, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.resolve('node_modules'), link, 'dir');
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The environment the server gets: only the target database, no demo data, and no login throttle,
 * write or checkout budget, per-address connection cap or anonymous stock share to trip: a few
 * members on one address drive thousands of likes, comments and checkouts a second over many
 * connections. The checkout scenario plays an external storefront, so its origin is allowed.
 */
export function serverEnv({ dialect, dataDir, databaseUrl }, port) {
  const env = { ...process.env };
  // An inherited DATABASE_URL or REDIS_URL would point the server somewhere other than the bench data.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.CLIENT_DIR;
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000000',
    WRITE_RATE_SCALE: '0',
    NEW_ACCOUNT_RATE_SCALE: '0',
    REPEATED_COMMENT_WINDOW_S: '0',
    MAX_CONNECTIONS_PER_IP: '0',
    STORE_CHECKOUT_RATE_LIMIT: '100000000',
    STORE_ANON_HOLD_PERCENT: '100',
    ALLOWED_ORIGINS: 'https://loja.exemplo.com.br',
    ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Starts the built server and resolves once GET /api/health answers 200. */
export async function startServer(target, { port, timeoutMs = 60_000, onLog = () => {}, cpuProfDir } = {}) {
  port ??= await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : []),
      '--require',
      HEAP_PROBE,
      path.resolve(distDir, 'server/main.js'),
    ],
    { env: serverEnv(target, port), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = [];
  const heapReadings = [];
  const collect = (chunk) => {
    let text = chunk.toString();
    text = text.replace(HEAP_LINE, (_, json) => {
      heapReadings.shift()?.(JSON.parse(json));
      return '';
    });
    if (!text) return;
    output.push(text);
    if (output.length > 200) output.shift();
    onLog(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited)
      throw new Error(`The server exited (${exited.code ?? exited.signal}) before it was ready:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    pid: child.pid,
    /**
     * Runs a full collection in the server and resolves with what it keeps afterwards, in MiB
     * ({ rss, heapUsed, external }), or null when the server does not answer within `timeoutMs`.
     */
    measureKept({ timeoutMs = 10_000 } = {}) {
      if (exited) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          heapReadings.splice(heapReadings.indexOf(done), 1);
          resolve(null);
        }, timeoutMs);
        const done = (bytes) => {
          clearTimeout(timer);
          resolve(Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, v / 1024 ** 2])));
        };
        heapReadings.push(done);
        child.kill('SIGUSR2');
      });
    },
    /** Resolves once the server has burnt almost no CPU for a while (leftover work drained). */
    waitIdle: (opts) => waitIdle(child.pid, opts),
    /** SIGTERM lets the server finish in-flight requests and close its database; SIGKILL if it hangs. */
    async stop() {
      if (exited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** CPU time (clock ticks) a process has used, from /proc; null where there is no /proc. */
function cpuTicks(pid) {
  try {
    // Fields after the ")" of the command name: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Requests the load generator gave up on (its run ended) keep the server busy for a while — seconds,
 * for argon2 logins. Waiting for that keeps one scenario's leftovers out of the next one's numbers.
 */
export async function waitIdle(pid, { intervalMs = 250, maxTicks = 2, timeoutMs = 30_000 } = {}) {
  if (cpuTicks(pid) === null) return sleep(2000);
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last = cpuTicks(pid);
  while (quiet < 2 && Date.now() < deadline) {
    await sleep(intervalMs);
    const now = cpuTicks(pid);
    if (now === null) return;
    quiet = now - last <= maxTicks ? quiet + 1 : 0;
    last = now;
  }
}
