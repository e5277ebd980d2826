// Turns scenario results into the table printed after a run and appended to bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/,/g, ' ');

const fmtMs = (ms) => fmt(ms, ms < 1 ? 2 : ms < 10 ? 1 : 0);

export const SOAK_SECONDS = 300;
export const SOAK_GROWTH = 0.2;

export function problemsOf(r) {
  const parts = [];
  if (r.wrongRounds?.length) parts.push(`stock wrong in ${r.wrongRounds.join('; ')}`);
  else if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  if (r.non2xx) {
    const codes = Object.entries(r.statusCodes).filter(([c]) => !c.startsWith('2'));
    parts.push(`${r.non2xx} non-2xx (${codes.map(([c, n]) => `${c}×${n}`).join(', ')})`);
  }
  // A soak (five minutes or more) is also a leak check: memory must level off after the warm-up.
  if (r.memory && r.durationSeconds >= SOAK_SECONDS && r.memory.growth > SOAK_GROWTH)
    parts.push(`memory grew ${fmt(100 * r.memory.growth, 1)} % after the warm-up`);
  return parts;
}

/** Markdown (it reads fine in a terminal too); columns listed in `left` are left-aligned, the rest right. */
function markdownTable(rows, left) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => [...row[i]].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (left.includes(i) ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

const shareOfHealth = (results, r) => {
  const ceiling = results.find((x) => x.name === 'health')?.requestsPerSecond;
  return ceiling ? r.requestsPerSecond / ceiling : null;
};

/** Throughput, latency, the share of the ceiling and the server's memory (after warm-up → end). */
export function resultsTable(results) {
  const rows = [
    ['Scenario', 'req/s', 'p50 ms', 'p99 ms', '% of health', 'RSS MiB', 'errors / non-2xx'],
    ...results.map((r) => {
      const problems = problemsOf(r);
      const share = shareOfHealth(results, r);
      return [
        problems.length ? `⚠ ${r.name}` : r.name,
        fmt(r.requestsPerSecond, r.requestsPerSecond < 100 ? 1 : 0),
        fmtMs(r.latency.p50),
        fmtMs(r.latency.p99),
        share === null ? '—' : `${fmt(100 * share, 1)} %`,
        r.memory ? `${fmt(r.memory.afterWarmup)} → ${fmt(r.memory.end)}` : '—',
        problems.length ? problems.join(', ') : '0',
      ];
    }),
  ];
  return markdownTable(rows, [0, 6]);
}

/** '10 000 members, 100 000 posts, …' — what a data set holds (facts from the generators, or the asked counts). */
export function dataSetLabel(d) {
  const parts = [`${fmt(d.members)} members`];
  for (const key of ['posts', 'likes', 'follows']) if (d[key] !== undefined) parts.push(`${fmt(d[key])} ${key}`);
  return `${d.size ? `${d.size} (` : ''}${parts.join(', ')}${d.size ? ')' : ''}`;
}

/**
 * How each scenario's cost grows with the data: large/small of the time a request takes relative to
 * the same run's health ceiling (share of health small ÷ large), so a busier machine during one run
 * does not read as growth. The goal is at most 1.5×.
 */
export function growthTable(small, large) {
  const rows = [['Scenario', 'small req/s', 'large req/s', 'small p99 ms', 'large p99 ms', 'cost large/small']];
  for (const r of large.results) {
    const s = small.results.find((x) => x.name === r.name);
    if (!s || r.name === 'health') continue;
    const ratio = shareOfHealth(small.results, s) / shareOfHealth(large.results, r);
    rows.push([
      ratio > 1.5 ? `⚠ ${r.name}` : r.name,
      fmt(s.requestsPerSecond, s.requestsPerSecond < 100 ? 1 : 0),
      fmt(r.requestsPerSecond, r.requestsPerSecond < 100 ? 1 : 0),
      fmtMs(s.latency.p99),
      fmtMs(r.latency.p99),
      `${fmt(ratio, 2)}×`,
    ]);
  }
  return markdownTable(rows, [0]);
}

/**
 * What more instances bring: each scenario's req/s on one instance and round-robin over `instances`,
 * on the same data and machine (results carry `single`, the one-instance run).
 */
export function scalingTable(results, instances) {
  const rows = [['Scenario', '1 instance req/s', `${instances} instances req/s`, 'scaling']];
  for (const r of results) {
    if (r.single === undefined) continue;
    rows.push([
      r.name,
      fmt(r.single, r.single < 100 ? 1 : 0),
      fmt(r.requestsPerSecond, r.requestsPerSecond < 100 ? 1 : 0),
      `${fmt(r.requestsPerSecond / r.single, 2)}×`,
    ]);
  }
  return markdownTable(rows, [0]);
}

export function growthSection(small, large) {
  return [
    `## ${small.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC — ${large.facts.engine}, large/small`,
    '',
    `- Small: ${dataSetLabel(small.facts)}; large: ${dataSetLabel(large.facts)}`,
    '- Cost large/small: (req/s ÷ health req/s) on small divided by the same on large; ⚠ above the 1.5× goal',
    '',
    growthTable(small, large),
    '',
  ].join('\n');
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

/** What the table's RSS column means in this run. */
function rssExplained(results) {
  const windows = 'the median of the first minute after the warm-up → the median of the last minute';
  if (!results.some((r) => r.memory?.basis === 'kept')) return `RSS is the server process, ${windows}`;
  return (
    'RSS is the server process, what it keeps after a full collection at the end of the warm-up → at the end ' +
    `(a collection forced once a minute, runs of ${SOAK_SECONDS / 60} minutes or more), otherwise ${windows}`
  );
}

/** A soak's memory minute by minute, so that a slow climb shows as a climb. */
export function memoryLines(r) {
  const lines = [];
  const series = (values) => values.map((v) => fmt(v)).join(', ');
  if (r.memory?.perMinute?.length > 2)
    lines.push(`- ${r.name}: RSS by minute (median, MiB): ${series(r.memory.perMinute)}`);
  if (r.memory?.kept?.length > 2)
    lines.push(
      `- ${r.name}: after a full collection each minute, RSS (MiB): ${series(r.memory.kept.map((k) => k.rss))}; ` +
        `live heap (MiB): ${series(r.memory.kept.map((k) => k.heapUsed))}`,
    );
  return lines;
}

export function resultsSection({ startedAt, machine, command, options, facts, results }) {
  const scaling =
    options.instances > 1
      ? [
          '',
          `Scaling over ${options.instances} instances (the same data, round-robin):`,
          '',
          scalingTable(results, options.instances),
        ]
      : [];
  const when = startedAt.toISOString().replace('T', ' ').slice(0, 16);
  return [
    `## ${when} UTC — ${facts.engine}, ${dataSetLabel(facts)}`,
    '',
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB.toFixed(1)} GiB RAM, ${machine.os}; ` +
      `load average ${machine.loadAverage.toFixed(2)} at the start`,
    `- Node ${machine.node}; ${facts.engine}`,
    `- Command: \`${command}\``,
    `- ${options.connections} connections, ${options.duration} s measured per scenario after ${options.warmup} s of warm-up; ` +
      `load generator in its own process on the same machine; ${rssExplained(results)}`,
    '',
    resultsTable(results),
    ...scaling,
    '',
    ...results.flatMap(memoryLines),
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
