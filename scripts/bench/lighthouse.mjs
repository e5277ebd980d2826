// Lighthouse (mobile preset) on the pages a visitor meets first: /auth, the feed, the store and a
// product, against the production build with the demo data, in Debian's Chromium.
//
//   npm run lighthouse [-- --no-record] [--save DIR]
//     appends a table to bench/RESULTS.md unless --no-record; --save keeps each page's full report
//     (JSON, for its audits' details) in DIR
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appendResults, machineInfo } from './report.mjs';
import { buildIfStale, distDir, freePort } from './server.mjs';

const GOALS = { performance: 90, accessibility: 95, 'best-practices': 95 };
const DEMO = { email: 'demo@brandsocial.com.br', password: 'brandsocial' };

const { values } = parseArgs({
  options: { 'no-record': { type: 'boolean', default: false }, save: { type: 'string' } },
});
const log = (line) => console.log(line);

async function startDemoServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-lighthouse-'));
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, { SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  const child = spawn(process.execPath, [path.resolve(distDir, 'server/main.js')], { env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function demoCookie(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('bs_session='))
    .split(';')[0];
}

const chromePath = process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  console.error(`Lighthouse needs the full Chromium at ${chromePath}: sudo apt-get install -y chromium`);
  process.exit(1);
}
buildIfStale(log);
const server = await startDemoServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows = [];
try {
  const cookie = await demoCookie(server.url);
  const products = await (await fetch(`${server.url}/store/store_brandsocial/products`)).json();
  const pages = [
    { path: '/auth', cookie: null },
    { path: '/', cookie },
    { path: '/store', cookie },
    { path: `/product/${products.products[0].id}`, cookie },
  ];
  for (const page of pages) {
    const audit = () =>
      lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(GOALS),
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      });
    let result = await audit();
    // A trace Chromium recorded without its navigation start: Lighthouse's own advice is to run again.
    for (let retry = 0; retry < 2 && result.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
      log(`${page.path}: the trace had no navigation start (NO_NAVSTART); running again`);
      result = await audit();
    }
    const { categories, audits } = result.lhr;
    if (values.save) {
      fs.mkdirSync(values.save, { recursive: true });
      const name = page.path === '/' ? 'home' : page.path.split('/')[1];
      fs.writeFileSync(path.join(values.save, `${name}.json`), JSON.stringify(result.lhr));
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.path.startsWith('/product/') ? '/product/{id}' : page.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      // Missing when the run failed (its score is then 0): shown as NaN rather than ending the run.
      lcp: audits['largest-contentful-paint']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
    });
    log(`${page.path}: ${JSON.stringify(rows.at(-1))}`);
  }
} finally {
  await chrome.kill();
  server.stop();
}

const table = [
  '| Page | Performance | Accessibility | Best practices | LCP | CLS | TBT |',
  '| ---- | ----------: | ------------: | -------------: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${((r.lcp ?? NaN) / 1000).toFixed(2)} s | ${(r.cls ?? NaN).toFixed(3)} | ${Math.round(r.tbt ?? NaN)} ms |`,
  ),
].join('\n');
console.log(`\n${table}`);
const missed = rows.flatMap((r) =>
  [
    ['performance', r.performance],
    ['accessibility', r.accessibility],
    ['best-practices', r.bestPractices],
  ]
    .filter(([id, value]) => value < GOALS[id])
    .map(([id, value]) => `${r.page} ${id} ${value} < ${GOALS[id]}`),
);
if (missed.length) console.log(`\nBelow the goals: ${missed.join('; ')}`);

if (!values['no-record']) {
  const m = machineInfo();
  appendResults(
    'bench/RESULTS.md',
    [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — Lighthouse, mobile preset`,
      '',
      `- Machine: ${m.cpus} CPUs (${m.cpuModel}), load average ${m.loadAverage.toFixed(2)} at the start; Node ${process.version}; Chromium at ${chromePath}`,
      '- Command: `npm run lighthouse`; production build, SQLite, demo data, the demo member signed in for every page but /auth',
      `- Goals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}`,
      '',
      table,
      '',
    ].join('\n'),
  );
}
