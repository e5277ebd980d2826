// node --test scripts/bench/ — the harness's own pieces: flags, data generation, statistics, report.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { verify } from '@node-rs/argon2';
import { parseBenchArgs } from './args.mjs';
import * as members from './generators/members.mjs';
import { percentile, summarise } from './load.mjs';
import { createRandom } from './random.mjs';
import { problemsOf, resultsTable, scalingTable } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { createThrowawayDatabase, openStore } from './store.mjs';

// The users table as migration 001 creates it (the generator only fills it).
const USERS_DDL = `CREATE TABLE users (
  id text PRIMARY KEY, name text NOT NULL, email text NOT NULL UNIQUE, phone text, bio text, website text,
  password_hash text NOT NULL, referral_code text NOT NULL UNIQUE, referred_by text, avatar_url text,
  followers_count integer NOT NULL DEFAULT 0, following_count integer NOT NULL DEFAULT 0,
  posts_count integer NOT NULL DEFAULT 0, theme text NOT NULL DEFAULT 'default',
  assistant_active integer NOT NULL DEFAULT 1, created_at bigint NOT NULL, updated_at bigint NOT NULL)`;

test('flags default to 10 000 members on SQLite, 10 s and 50 connections', () => {
  const o = parseBenchArgs([]);
  assert.deepEqual(
    {
      members: o.members,
      db: o.db,
      duration: o.duration,
      connections: o.connections,
      only: o.only,
      keep: o.keep,
      record: o.record,
    },
    { members: 10000, db: 'sqlite', duration: 10, connections: 50, only: null, keep: false, record: true },
  );
  const p = parseBenchArgs([
    '--db',
    'postgres',
    '--members',
    '500',
    '--only',
    'me, login',
    '--keep',
    '--json',
    'x.json',
    '--no-record',
  ]);
  assert.deepEqual(
    [p.db, p.members, p.only, p.keep, p.json, p.record],
    ['postgres', 500, ['me', 'login'], true, 'x.json', false],
  );
  assert.equal(o.instances, 1);
  assert.equal(parseBenchArgs(['--instances', '2']).instances, 2);
  assert.throws(() => parseBenchArgs(['--instances', '0']), /--instances must be an integer/);
});

test('bad flags are refused with the reason', () => {
  assert.throws(() => parseBenchArgs(['--db', 'mysql']), /--db must be sqlite or postgres/);
  assert.throws(() => parseBenchArgs(['--members', '0']), /--members must be an integer/);
  assert.throws(() => parseBenchArgs(['--duration', 'ten']), /--duration must be an integer/);
  assert.throws(() => parseBenchArgs(['--bogus']), /Unknown option/);
});

test('the seeded generator repeats itself and stays in range', () => {
  const a = createRandom(7);
  const b = createRandom(7);
  const xs = Array.from({ length: 1000 }, () => a.int(10));
  assert.deepEqual(
    xs,
    Array.from({ length: 1000 }, () => b.int(10)),
  );
  assert.ok(xs.every((x) => x >= 0 && x < 10));
  assert.equal(new Set(xs).size, 10);
});

test('percentile is nearest-rank over sorted values', () => {
  const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(sorted, 50), 50);
  assert.equal(percentile(sorted, 99), 99);
  assert.equal(percentile(sorted, 100), 100);
  assert.equal(percentile(new Float64Array(0), 50), 0);
});

test('summarise counts non-2xx answers per status code', () => {
  const result = {
    requests: { average: 100, total: 1000 },
    duration: 10,
    errors: 0,
    timeouts: 0,
    non2xx: 3,
    statusCodeStats: { 200: { count: '997' }, 401: { count: '3' } },
  };
  const s = summarise('me', result, Float64Array.from([1, 2, 3, 4]));
  assert.deepEqual(s.statusCodes, { 200: 997, 401: 3 });
  assert.equal(s.latency.p50, 2);
  assert.equal(s.latency.average, 2.5);
});

test('the table shows each scenario against the health ceiling and flags errors', () => {
  const row = (name, rps, extra = {}) => ({
    name,
    requestsPerSecond: rps,
    latency: { p50: 1.234, p99: 25.6 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { 200: 1 },
    ...extra,
  });
  const table = resultsTable([
    row('health', 20000, { memory: { afterWarmup: 180.2, end: 198.4, peak: 200, growth: 0.1 } }),
    row('me', 5000),
    row('login', 40, { non2xx: 2, statusCodes: { 200: 9, 429: 2 } }),
  ]);
  const lines = table.split('\n');
  assert.match(lines[0], /\| Scenario \| +req\/s \| p50 ms \| p99 ms \| % of health \| +RSS MiB \| errors \/ non-2xx/);
  assert.match(lines[2], /\| health +\| 20 000 \| +1\.2 \| +26 \| +100\.0 % \| 180 → 198 \| 0 +\|/);
  assert.match(lines[3], /\| me +\| +5 000 \| .* \| +25\.0 % \| +— \|/);
  assert.match(lines[4], /\| ⚠ login +\| +40\.0 \| .* \| +0\.2 % \| +— \| 2 non-2xx \(429×2\) \|/);
  assert.deepEqual(problemsOf(row('x', 1, { errors: 4, timeouts: 1 })), ['4 errors', '1 timeouts']);
  // The last-units scenario names the rounds whose stock went wrong.
  assert.deepEqual(problemsOf(row('store-last-units', 1, { errors: 1, wrongRounds: ['round 3: sold 21, -1 left'] })), [
    'stock wrong in round 3: sold 21, -1 left',
  ]);
});

test('the health scenario loads /api/health, not the page at the URL root', async () => {
  const options = await scenarios[0].setup({});
  assert.deepEqual(options.requests, [{ method: 'GET', path: '/api/health' }]);
});

test('scenarios: health first, then session lookup and login, each with a setup', () => {
  assert.deepEqual(
    scenarios.slice(0, 3).map((s) => s.name),
    ['health', 'me', 'login'],
  );
  // A steady scenario hands autocannon its options (setup); one that drives its own rounds runs them (run).
  assert.ok(scenarios.every((s) => (typeof s.setup === 'function' || typeof s.run === 'function') && s.description));
});

async function generateMembers(store, count) {
  await store.query(USERS_DDL);
  const state = {};
  const out = await members.generate(store, {
    options: { members: count },
    random: createRandom(1),
    state,
    now: Date.now(),
  });
  return { out, state };
}

function checkMembers(rows, count) {
  assert.equal(rows.length, count);
  assert.equal(new Set(rows.map((r) => r.referral_code)).size, count);
  assert.ok(rows.every((r) => /^BS[A-Z0-9]{8}$/.test(r.referral_code)));
  assert.ok(rows.every((r) => /^usr_[0-9a-z]{26}$/.test(r.id)));
  assert.deepEqual(
    rows.map((r) => r.email).sort(),
    Array.from({ length: count }, (_, i) => members.memberEmail(i + 1)).sort(),
  );
  assert.ok(rows.every((r) => r.name.split(' ').length >= 2));
  // Referral bonuses are in the counters, as sign-up puts them there: +50 per referral, +5 for being referred.
  const referrals = new Map();
  for (const r of rows) if (r.referred_by) referrals.set(r.referred_by, (referrals.get(r.referred_by) ?? 0) + 1);
  assert.ok(referrals.size > 0);
  for (const r of rows) {
    const bonus = 50 * (referrals.get(r.id) ?? 0) + (r.referred_by ? 5 : 0);
    assert.ok(
      r.followers_count >= bonus && r.followers_count < 1000 + bonus,
      `${r.id}: ${r.followers_count} vs bonus ${bonus}`,
    );
  }
}

test('members on SQLite: unique emails and codes, one valid password hash, referral counters', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
  const store = await openStore({ dialect: 'sqlite', dataDir });
  try {
    const { out, state } = await generateMembers(store, 800);
    assert.deepEqual(out, { members: 800 });
    assert.equal(state.memberIds.length, 800);
    const rows = await store.query('SELECT * FROM users');
    checkMembers(rows, 800);
    const hashes = new Set(rows.map((r) => r.password_hash));
    assert.equal(hashes.size, 1);
    assert.ok(await verify([...hashes][0], members.BENCH_PASSWORD));
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true });
  }
});

// Runs where PostgreSQL is configured (CI); a fresh machine without it runs the SQLite half.
test(
  'members on PostgreSQL: the same data through batched unnest inserts',
  { skip: !process.env.DATABASE_URL && 'DATABASE_URL unset' },
  async () => {
    const database = await createThrowawayDatabase();
    let store;
    try {
      store = await openStore({ dialect: 'postgres', databaseUrl: database.url });
      await generateMembers(store, 12_000);
      const rows = await store.query('SELECT * FROM users');
      checkMembers(rows, 12_000);
    } finally {
      await store?.close();
      await database.drop();
    }
  },
);

test('scaling: each scenario on one instance and over several, and the ratio', () => {
  const row = (name, rps, single) => ({ name, requestsPerSecond: rps, single, latency: { p50: 1, p99: 2 } });
  const lines = scalingTable([row('health', 20000, 19000), row('feed', 3000, 2000), { name: 'x' }], 2).split('\n');
  assert.match(lines[0], /\| Scenario \| 1 instance req\/s \| 2 instances req\/s \| scaling \|/);
  assert.match(lines[2], /\| health +\| +19 000 \| +20 000 \| +1\.05× \|/);
  assert.match(lines[3], /\| feed +\| +2 000 \| +3 000 \| +1\.50× \|/);
  assert.equal(lines.length, 4);
});
