// `npm run bench`: a fresh generated database, the built server in its own process, and each
// scenario driven by autocannon from another process. Prints req/s and p50/p99 latency per scenario
// beside the same run's GET /api/health as the ceiling, and appends the table to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USAGE, UsageError, parseBenchArgs } from './args.mjs';
import { generateDatabase, prepareTarget } from './generate.mjs';
import { appendResults, commandLine, machineInfo, problemsOf, resultsSection, resultsTable } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { buildIfStale, distDir, startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Paths given on the command line are relative to where the command was typed (npm moves to the root).
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
process.chdir(path.resolve(here, '../..'));
const log = (msg) => console.log(`› ${msg}`);

/** Runs one scenario in a separate load-generator process and returns its summary. */
function runLoad(ctx) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.mjs'), JSON.stringify(ctx)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`scenario ${ctx.scenario}: the load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
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

async function main() {
  const argv = process.argv.slice(2);
  const options = parseBenchArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const selected = selectScenarios(options.only);
  const startedAt = new Date();
  const machine = machineInfo();
  buildIfStale(log);

  const { target, cleanup } = await prepareTarget(options, log);
  let server;
  let cleaned = false;
  const finish = async () => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop();
    await cleanup();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and removing the bench data…`);
      finish().finally(() => process.exit(130));
    });
  }

  try {
    log(`Generating ${options.members} members on ${options.db} in ${target.dataDir}`);
    const facts = await generateDatabase(target, options, { log, port: options.port });
    server = await startServer(target, {
      port: options.port,
      onLog: (text) => process.stderr.write(text.replace(/^(?=.)/gm, '[server] ')),
    });
    log(`Server ${distDir}/server/main.js (pid ${server.pid}) listening on ${server.url}`);
    await server.waitIdle();

    const results = [];
    for (const s of selected) {
      log(`${s.name}: ${options.warmup} s warm-up + ${options.duration} s at ${options.connections} connections…`);
      const r = await runLoad({
        ...facts,
        scenario: s.name,
        baseUrl: server.url,
        seed: options.seed,
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
      });
      results.push(r);
      await server.waitIdle();
      const problems = problemsOf(r);
      log(
        `${s.name}: ${r.requestsPerSecond.toFixed(1)} req/s, p50 ${r.latency.p50.toFixed(2)} ms, p99 ${r.latency.p99.toFixed(2)} ms${problems.length ? ` — ⚠ ${problems.join(', ')}` : ''}`,
      );
    }
    await server.stop();

    const table = resultsTable(results);
    console.log(
      `\n${facts.engine}, ${facts.members} members, ${options.connections} connections, ${options.duration} s per scenario\n`,
    );
    console.log(table);
    const command = commandLine(argv);
    if (options.record) {
      appendResults('bench/RESULTS.md', resultsSection({ startedAt, machine, command, options, facts, results }));
      log('Appended to bench/RESULTS.md');
    }
    if (options.json) {
      fs.writeFileSync(
        path.resolve(invokedFrom, options.json),
        `${JSON.stringify({ startedAt, machine, command, options, facts, results }, null, 2)}\n`,
      );
      log(`Wrote ${options.json}`);
    }
    const flagged = results.filter((r) => problemsOf(r).length);
    if (flagged.length) {
      console.error(
        `\n⚠ ${flagged.map((r) => r.name).join(', ')} had errors or non-2xx answers: their numbers are not valid.`,
      );
      return 1;
    }
    return 0;
  } finally {
    await finish();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof UsageError ? `bench: ${err.message}\n\n${USAGE}` : (err.stack ?? err));
    process.exit(1);
  },
);
