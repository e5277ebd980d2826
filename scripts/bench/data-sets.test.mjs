// node --test scripts/bench/ — data-set sizes, the generators' sampling, index deferral, the like
// toggle's request sequence, the soak's flag and the large/small report.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SIZES, parseBenchArgs } from './args.mjs';
import { distinctSorted } from './generators/feed.mjs';
import { createRandom } from './random.mjs';
import { dataSetLabel, growthTable, problemsOf } from './report.mjs';
import { likeToggler } from './social-scenarios.mjs';
import { createThrowawayDatabase, openStore } from './store.mjs';

test('sizes: small by default, large and both as the goals state them, single counts overridable', () => {
  assert.deepEqual(parseBenchArgs([]).dataSets, [{ size: 'small', ...SIZES.small }]);
  assert.deepEqual(SIZES.large, { members: 100_000, posts: 2_000_000, likes: 20_000_000, follows: 1_000_000 });
  const both = parseBenchArgs(['--size', 'both', '--likes', '500']).dataSets;
  assert.deepEqual(
    both.map((d) => [d.size, d.members, d.posts, d.likes]),
    [
      ['small', 10_000, 100_000, 500],
      ['large', 100_000, 2_000_000, 500],
    ],
  );
  assert.throws(() => parseBenchArgs(['--size', 'huge']), /--size must be small, large or both/);
  assert.equal(
    dataSetLabel({ size: 'small', ...SIZES.small }),
    'small (10 000 members, 100 000 posts, 1 000 000 likes, 100 000 follows)',
  );
});

test('distinctSorted: distinct, ascending, in range, sparse and dense alike', () => {
  const random = createRandom(3);
  for (const [count, limit] of [
    [0, 10],
    [5, 1000],
    [900, 1000],
    [1000, 1000],
  ]) {
    const xs = [...distinctSorted(random, count, limit)];
    assert.equal(xs.length, count);
    assert.equal(new Set(xs).size, count);
    assert.ok(xs.every((x, i) => x >= 0 && x < limit && (i === 0 || x > xs[i - 1])));
  }
});

test('the like toggle likes every session × post pair once, then unlikes each', () => {
  const next = likeToggler(['a', 'b'], ['p1', 'p2', 'p3']);
  const seen = Array.from({ length: 12 }, () => next({ headers: {} }));
  const key = (r) => `${r.headers.cookie} ${r.path}`;
  const likes = seen.slice(0, 6);
  const unlikes = seen.slice(6);
  assert.ok(likes.every((r) => r.method === 'PUT') && unlikes.every((r) => r.method === 'DELETE'));
  assert.equal(new Set(likes.map(key)).size, 6);
  assert.deepEqual(unlikes.map(key), likes.map(key));
  assert.equal(likes[0].path, '/api/posts/p1/like');
});

test('growth: cost relative to each run’s health ceiling, flagged above 1.5×', () => {
  const run = (health, feed, post) => ({
    results: [
      { name: 'health', requestsPerSecond: health, latency: { p50: 1, p99: 2 } },
      { name: 'feed', requestsPerSecond: feed, latency: { p50: 10, p99: 40 } },
      { name: 'post', requestsPerSecond: post, latency: { p50: 5, p99: 9 } },
    ],
  });
  // Large ran on a machine half as fast (health halved): feed's cost did not grow, post's tripled.
  const lines = growthTable(run(20_000, 2_000, 3_000), run(10_000, 1_000, 500)).split('\n');
  assert.match(
    lines[0],
    /\| Scenario \| small req\/s \| large req\/s \| small p99 ms \| large p99 ms \| cost large\/small \|/,
  );
  assert.match(lines[2], /\| feed +\| +2 000 \| +1 000 \| +40 \| +40 \| +1\.00× \|/);
  assert.match(lines[3], /\| ⚠ post +\| +3 000 \| +500 \| .* \| +3\.00× \|/);
  assert.equal(lines.length, 4);
});

async function checkDeferredIndexes(store, indexNames) {
  await store.query('CREATE TABLE t (a integer PRIMARY KEY, b text NOT NULL)');
  await store.query('CREATE INDEX t_b_idx ON t (b)');
  function* rows() {
    for (let i = 0; i < 1000; i++) yield [i, `v${i % 7}`];
  }
  assert.equal(await store.bulkInsert('t', ['a', 'b'], rows(), { deferIndexes: true, batchSize: 300 }), 1000);
  assert.deepEqual(await indexNames(), ['t_b_idx']);
  assert.deepEqual(
    (await store.query(`SELECT count(*) AS n FROM t WHERE b = 'v3'`)).map((r) => Number(r.n)),
    [143],
  );
}

test('deferred indexes on SQLite: dropped for the insert, rebuilt after, rows all there', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
  const store = await openStore({ dialect: 'sqlite', dataDir });
  try {
    await checkDeferredIndexes(store, async () =>
      (await store.query(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 't'`)).map((r) => r.name),
    );
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true });
  }
});

// Runs where PostgreSQL is configured (CI); the primary key's index stays, being a constraint's.
test(
  'deferred indexes on PostgreSQL: the same, inside the insert transaction',
  { skip: !process.env.DATABASE_URL && 'DATABASE_URL unset' },
  async () => {
    const database = await createThrowawayDatabase();
    let store;
    try {
      store = await openStore({ dialect: 'postgres', databaseUrl: database.url });
      await checkDeferredIndexes(store, async () =>
        (await store.query(`SELECT indexname FROM pg_indexes WHERE tablename = 't' ORDER BY indexname`))
          .map((r) => r.indexname)
          .filter((name) => name !== 't_pkey'),
      );
    } finally {
      await store?.close();
      await database.drop();
    }
  },
);

test('a soak whose memory keeps growing after the warm-up is flagged; a short run is not', () => {
  const run = (durationSeconds, growth) => ({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: {},
    durationSeconds,
    memory: { afterWarmup: 200, end: 200 * (1 + growth), peak: 260, growth },
  });
  assert.deepEqual(problemsOf(run(600, 0.25)), ['memory grew 25.0 % after the warm-up']);
  assert.deepEqual(problemsOf(run(600, 0.1)), []);
  assert.deepEqual(problemsOf(run(10, 0.5)), []);
});
