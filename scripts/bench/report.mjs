// Turns scenario results into the table printed after a run and appended to bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/,/g, ' ');

const fmtMs = (ms) => fmt(ms, ms < 1 ? 2 : ms < 10 ? 1 : 0);

export function problemsOf(r) {
  const parts = [];
  if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  if (r.non2xx) {
    const codes = Object.entries(r.statusCodes).filter(([c]) => !c.startsWith('2'));
    parts.push(`${r.non2xx} non-2xx (${codes.map(([c, n]) => `${c}×${n}`).join(', ')})`);
  }
  return parts;
}

/** A Markdown table (it reads fine in a terminal too): throughput, latency and the share of the ceiling. */
export function resultsTable(results) {
  const ceiling = results.find((r) => r.name === 'health')?.requestsPerSecond;
  const rows = [
    ['Scenario', 'req/s', 'p50 ms', 'p99 ms', '% of health', 'errors / non-2xx'],
    ...results.map((r) => {
      const problems = problemsOf(r);
      return [
        problems.length ? `⚠ ${r.name}` : r.name,
        fmt(r.requestsPerSecond, r.requestsPerSecond < 100 ? 1 : 0),
        fmtMs(r.latency.p50),
        fmtMs(r.latency.p99),
        ceiling ? `${fmt((100 * r.requestsPerSecond) / ceiling, 1)} %` : '—',
        problems.length ? problems.join(', ') : '0',
      ];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => [...row[i]].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 || i === 5 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()}`,
    // Other work on the machine skews every number; the load average says how busy it was.
    loadAverage: os.loadavg()[0],
    node: process.version,
  };
}

/** How the run was started, as someone would type it again. */
export function commandLine(argv) {
  const quoted = argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`));
  if (process.env.npm_lifecycle_event === 'bench')
    return ['npm run bench', ...(quoted.length ? ['--', ...quoted] : [])].join(' ');
  return ['node scripts/bench/run.mjs', ...quoted].join(' ');
}

export function resultsSection({ startedAt, machine, command, options, facts, results }) {
  const when = startedAt.toISOString().replace('T', ' ').slice(0, 16);
  return [
    `## ${when} UTC — ${facts.engine}, ${fmt(facts.members)} members`,
    '',
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB.toFixed(1)} GiB RAM, ${machine.os}; ` +
      `load average ${machine.loadAverage.toFixed(2)} at the start`,
    `- Node ${machine.node}; ${facts.engine}`,
    `- Command: \`${command}\``,
    `- ${options.connections} connections, ${options.duration} s measured per scenario after ${options.warmup} s of warm-up; ` +
      'load generator in its own process on the same machine',
    '',
    resultsTable(results),
    '',
  ].join('\n');
}

const HEADER = `# Benchmark results

Each \`npm run bench\` appends a section here (see docs/benchmarks.md). Numbers from different
machines or different loads on the same machine do not compare; compare scenarios within one run,
and use \`% of health\` (the same run's framework ceiling) to compare across runs.
`;

export function appendResults(file, section) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, HEADER);
  fs.appendFileSync(file, `\n${section}`);
}
