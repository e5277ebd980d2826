// `npm run bench`: a fresh generated database, the built server in its own process, and each
// scenario driven by autocannon from another process. Prints req/s and p50/p99 latency per scenario
// beside the same run's GET /api/health as the ceiling, and appends the table to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USAGE, UsageError, parseBenchArgs } from './args.mjs';
import { generateDatabase, prepareTarget } from './generate.mjs';
import { memorySampler } from './memory.mjs';
import {
  appendResults,
  commandLine,
  dataSetLabel,
  growthSection,
  machineInfo,
  problemsOf,
  resultsSection,
  resultsTable,
  scalingTable,
  SOAK_SECONDS,
} from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { buildIfStale, distDir, startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Paths given on the command line are relative to where the command was typed (npm moves to the root).
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
process.chdir(path.resolve(here, '../..'));
const log = (msg) => console.log(`› ${msg}`);

/**
 * Runs one scenario in a separate load-generator process and returns its summary, with the server's
 * memory over the run (sampled from when the load generator says the load starts). A soak also reads
 * what the server keeps after full collections: a shorter run stays free of forced collections.
 */
function runLoad(ctx, server) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.mjs'), JSON.stringify(ctx)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const memory = memorySampler(server.pid, {
      warmupSeconds: ctx.warmup,
      measureKept: ctx.duration >= SOAK_SECONDS ? () => server.measureKept() : undefined,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('{"event":"load"}') && !memory.started) {
        memory.started = true;
        memory.start();
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const rss = memory.started ? memory.stop() : null;
      if (code !== 0) return reject(new Error(`scenario ${ctx.scenario}: the load generator exited with ${code}`));
      try {
        resolve({ ...JSON.parse(out.trim().split('\n').pop()), memory: rss });
      } catch {
        reject(new Error(`scenario ${ctx.scenario}: unreadable load-generator output: ${out}`));
      }
    });
  });
}

function selectScenarios(only) {
  if (!only) return scenarios;
  const unknown = only.filter((n) => !scenarios.some((s) => s.name === n));
  if (unknown.length)
    throw new UsageError(
      `unknown scenario(s): ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`,
    );
  // health always runs first: every other number is read against it.
  return scenarios.filter((s) => s.name === 'health' || only.includes(s.name));
}

/** Generates one data set, starts the server on it and runs the scenarios; returns the facts and results. */
async function runDataSet(options, dataSet, selected) {
  const { target, cleanup } = await prepareTarget(options, log);
  let server;
  let others = [];
  let cleaned = false;
  const finish = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all([server, ...others].map((s) => s?.stop()));
    await cleanup();
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the server and removing the bench data…`);
    finish().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`Generating the ${dataSetLabel(dataSet)} data set on ${options.db} in ${target.dataDir}`);
    const facts = await generateDatabase(target, dataSet, { log, port: options.port });
    // More instances share the data; the first is the one whose memory is sampled and which runs alone.
    for (let i = 0; i < options.instances; i++) {
      const started = await startServer(target, {
        port: options.port === undefined ? undefined : options.port + i,
        cpuProfDir: options.cpuProfDir,
        onLog: (text) => process.stderr.write(text.replace(/^(?=.)/gm, `[server ${i + 1}] `)),
      });
      if (i === 0) server = started;
      else others.push(started);
      log(`Server ${distDir}/server/main.js (pid ${started.pid}) listening on ${started.url}`);
    }
    await Promise.all([server, ...others].map((s) => s.waitIdle()));

    const results = [];
    for (const s of selected) {
      log(`${s.name}: ${options.warmup} s warm-up + ${options.duration} s at ${options.connections} connections…`);
      const ctx = {
        ...facts,
        // Scenarios that prepare rows of their own (feed-tagged) write them straight into the data set.
        target,
        scenario: s.name,
        baseUrl: server.url,
        seed: options.seed,
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
      };
      let single;
      if (others.length) {
        single = (await runLoad(ctx, server)).requestsPerSecond;
        await server.waitIdle();
      }
      const all = others.length ? { baseUrls: [server.url, ...others.map((o) => o.url)] } : {};
      const r = { ...(await runLoad({ ...ctx, ...all }, server)), ...(single === undefined ? {} : { single }) };
      results.push(r);
      await server.waitIdle();
      const problems = problemsOf(r);
      const rss = r.memory
        ? `, RSS${r.memory.basis === 'kept' ? ' after full collections' : ''} ${r.memory.afterWarmup.toFixed(0)} → ${r.memory.end.toFixed(0)} MiB (${(100 * r.memory.growth).toFixed(1)} %)`
        : '';
      if (r.single !== undefined)
        log(
          `${s.name}: ${r.single.toFixed(1)} req/s on one instance, ×${(r.requestsPerSecond / r.single).toFixed(2)} on ${options.instances}`,
        );
      log(
        `${s.name}: ${r.requestsPerSecond.toFixed(1)} req/s, p50 ${r.latency.p50.toFixed(2)} ms, p99 ${r.latency.p99.toFixed(2)} ms${rss}${problems.length ? ` — ⚠ ${problems.join(', ')}` : ''}`,
      );
    }
    await Promise.all([server, ...others].map((s) => s.stop()));
    return { facts: { ...facts, size: dataSet.size }, results };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await finish();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const options = parseBenchArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const selected = selectScenarios(options.only);
  const machine = machineInfo();
  const command = commandLine(argv);
  buildIfStale(log);

  const runs = [];
  for (const dataSet of options.dataSets) {
    const startedAt = new Date();
    const { facts, results } = await runDataSet(options, { ...options, ...dataSet }, selected);
    runs.push({ startedAt, facts, results });
    console.log(
      `\n${facts.engine}, ${dataSetLabel(facts)}, ${options.connections} connections, ${options.duration} s per scenario\n`,
    );
    console.log(resultsTable(results));
    if (options.instances > 1) console.log(`\n${scalingTable(results, options.instances)}`);
    if (options.record) {
      appendResults('bench/RESULTS.md', resultsSection({ startedAt, machine, command, options, facts, results }));
      log('Appended to bench/RESULTS.md');
    }
  }
  if (runs.length === 2) {
    const growth = growthSection(runs[0], runs[1]);
    console.log(`\n${growth}`);
    if (options.record) appendResults('bench/RESULTS.md', growth);
  }
  if (options.json) {
    fs.writeFileSync(
      path.resolve(invokedFrom, options.json),
      `${JSON.stringify({ machine, command, options, runs }, null, 2)}\n`,
    );
    log(`Wrote ${options.json}`);
  }
  const flagged = runs.flatMap((run) => run.results.filter((r) => problemsOf(r).length));
  if (flagged.length) {
    console.error(
      `\n⚠ ${flagged.map((r) => r.name).join(', ')} had errors or non-2xx answers: their numbers are not valid.`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof UsageError ? `bench: ${err.message}\n\n${USAGE}` : (err.stack ?? err));
    process.exit(1);
  },
);
