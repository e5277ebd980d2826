// The floor: what a bare Fastify server and the database driver reach on this machine for a like,
// as a share of their own health route, with none of the app's work (sessions, visibility, the read
// cache, the query builder). Issue 24's goals are shares of health; this says how much of the gap
// the stack itself leaves (decision 054).
//
//   npm run bench:floor -- [--only sqlite,postgres,postgres-batched] [--duration 8] [--warmup 2]
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { freePort } from '../server.mjs';
import { createThrowawayDatabase } from '../store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

const VARIANTS = {
  sqlite: { server: 'sqlite-server.mjs', engine: 'sqlite' },
  postgres: { server: 'postgres-server.mjs', engine: 'postgres', mode: 'one' },
  'postgres-batched': { server: 'postgres-server.mjs', engine: 'postgres', mode: 'batched' },
};

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: Object.keys(VARIANTS).join(',') },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const names = values.only.split(',');
for (const name of names) if (!VARIANTS[name]) throw new Error(`unknown floor "${name}"`);

async function startServer(script, args) {
  const child = spawn(process.execPath, [path.join(here, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
  });
  return child;
}

async function load(url, route) {
  const spec = { url, route, connections: Number(values.connections), duration: Number(values.duration) };
  const { stdout } = await run(process.execPath, [
    path.join(here, 'load.mjs'),
    JSON.stringify({ ...spec, warmup: Number(values.warmup) }),
  ]);
  return JSON.parse(stdout);
}

async function measure(name) {
  const variant = VARIANTS[name];
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-floor-'));
  const db = variant.engine === 'postgres' ? await createThrowawayDatabase() : null;
  const args = db ? [String(port), db.url, variant.mode] : [String(port), path.join(dir, 'floor.db')];
  const server = await startServer(variant.server, args);
  try {
    const url = `http://127.0.0.1:${port}`;
    const health = await load(url, 'health');
    const like = await load(url, 'like');
    const check = await (await fetch(`${url}/check`)).json();
    if (Number(check.wrong) !== 0 || Number(check.marks) !== Number(check.likes))
      throw new Error(`${name}: counters differ from their marks ${JSON.stringify(check)}`);
    if (health.errors || health.non2xx || like.errors || like.non2xx)
      throw new Error(`${name}: failed requests ${JSON.stringify({ health, like })}`);
    return { name, health, like };
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    await db?.drop();
  }
}

const rows = [];
for (const name of names) {
  const r = await measure(name);
  rows.push(r);
  console.error(
    `› ${name}: health ${Math.round(r.health.requestsPerSecond)}, like ${Math.round(r.like.requestsPerSecond)} req/s`,
  );
}
const n = (x) => Math.round(x).toLocaleString('en-US').replace(/,/g, ' ');
console.log(`\n${os.cpus().length} cores, ${values.connections} connections, ${values.duration} s per load\n`);
console.log('| Floor | health req/s | like req/s | like p99 ms | like % of health |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const { name, health, like } of rows) {
  const share = ((100 * like.requestsPerSecond) / health.requestsPerSecond).toFixed(1);
  console.log(`| ${name} | ${n(health.requestsPerSecond)} | ${n(like.requestsPerSecond)} | ${like.p99} | ${share} % |`);
}
