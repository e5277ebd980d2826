// The load generator: runs ONE scenario with autocannon and prints its result as JSON on stdout.
// It is its own process so that building and timing requests never steals the server's event loop.
//
//   node scripts/bench/load.mjs '{"scenario":"me","baseUrl":"http://127.0.0.1:3000","members":10000,
//                               "seed":1,"connections":50,"duration":10,"warmup":2}'
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './percentile.mjs';
import { scenarios } from './scenarios.mjs';

export { percentile } from './percentile.mjs';

/**
 * Latencies of the measured (not warm-up) 2xx responses, in ms with sub-millisecond precision:
 * autocannon's own histogram keeps whole milliseconds, which reads 0 for a fast endpoint.
 */
function recordLatencies(instance) {
  let values = new Float64Array(1 << 16);
  let n = 0;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode > 299) return;
    if (n === values.length) {
      const bigger = new Float64Array(values.length * 2);
      bigger.set(values);
      values = bigger;
    }
    values[n++] = responseTime;
  });
  return () => values.subarray(0, n).sort();
}

/** The numbers the report needs, from autocannon's result object and the recorded latencies. */
export function summarise(name, result, sorted) {
  const statusCodes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count);
  return {
    name,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    durationSeconds: result.duration,
    latency: {
      average: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : 0,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

async function main() {
  const ctx = JSON.parse(process.argv[2] ?? '{}');
  const scenario = scenarios.find((s) => s.name === ctx.scenario);
  if (!scenario) throw new Error(`unknown scenario "${ctx.scenario}"`);
  if (scenario.run) {
    // A scenario that drives its own requests (rounds rather than a steady load) reports the same shape.
    process.stdout.write(`${JSON.stringify({ event: 'load' })}\n`);
    process.stdout.write(`${JSON.stringify(await scenario.run(ctx))}\n`);
    return;
  }
  const options = await scenario.setup(ctx);
  // Tells the harness the load starts now (after the logins of the setup), for its memory samples.
  process.stdout.write(`${JSON.stringify({ event: 'load' })}\n`);
  const instance = autocannon({
    // Several instances: autocannon spreads its connections over them in turn.
    url: ctx.baseUrls ?? ctx.baseUrl,
    connections: ctx.connections,
    duration: ctx.duration,
    ...(ctx.warmup > 0 ? { warmup: { connections: ctx.connections, duration: ctx.warmup } } : {}),
    ...options,
  });
  const latencies = recordLatencies(instance);
  const result = await instance;
  process.stdout.write(`${JSON.stringify(summarise(scenario.name, result, latencies()))}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`load.mjs: ${err.stack ?? err}`);
    process.exit(1);
  });
}
