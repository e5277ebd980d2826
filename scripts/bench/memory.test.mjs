// node --test scripts/bench/ — how the bench reads the server's memory: RSS windows, readings after
// full collections, and the probe that takes them inside a real server process.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { memorySampler, summariseMemory } from './memory.mjs';
import { memoryLines } from './report.mjs';

// startServer runs `${DIST_DIR}/server/main.js`: here, a stand-in that answers health and logs a line.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(
  path.join(dist, 'server/main.js'),
  `require('node:http').createServer((req, res) => res.end('{}')).listen(Number(process.env.PORT), '127.0.0.1', () => {
     process.stderr.write('listening\\n');
     globalThis.held = Buffer.alloc(8 * 1024 * 1024, 1);
   });
   process.on('SIGTERM', () => process.exit(0));`,
);
process.env.DIST_DIR = dist;
const { startServer } = await import('./server.mjs');

test.after(() => fs.rmSync(dist, { recursive: true, force: true }));

test('memory growth compares the median minute after the warm-up with the median last minute', () => {
  // A sawtooth between 200 and 260 MiB that drifts up by 10 MiB a minute, sampled every 5 s.
  const samples = [{ at: 0, mib: 100 }];
  for (let at = 10; at <= 190; at += 5)
    samples.push({ at, mib: 200 + ((at / 5) % 3) * 30 + Math.floor((at - 10) / 60) * 10 });
  const m = summariseMemory(samples, 10);
  assert.equal(m.basis, 'rss');
  assert.equal(m.afterWarmup, 230);
  assert.equal(m.end, 250);
  assert.equal(m.peak, 290);
  assert.ok(Math.abs(m.growth - 20 / 230) < 1e-9);
  assert.deepEqual(m.perMinute, [230, 240, 250, 290]);
  // One swing at the very end does not move the level.
  const swing = summariseMemory([...samples, { at: 195, mib: 400 }], 10);
  assert.equal(swing.end, 250);
  assert.equal(summariseMemory([], 10), null);
});

test('with readings after full collections, growth compares the first with the last of them', () => {
  // RSS swings up to 380 MiB between collections; what the server keeps climbs 200 → 230.
  const samples = [];
  for (let at = 0; at <= 300; at += 5) samples.push({ at, mib: 250 + (at % 60) * 2 });
  const kept = [60, 120, 180, 240, 300].map((at, i) => ({ at, rss: 200 + i * 7.5, heapUsed: 40 + i, external: 3 }));
  const m = summariseMemory(samples, 60, kept);
  assert.equal(m.basis, 'kept');
  assert.equal(m.afterWarmup, 200);
  assert.equal(m.end, 230);
  assert.ok(Math.abs(m.growth - 0.15) < 1e-9);
  assert.equal(m.peak, 360);
  assert.deepEqual(memoryLines({ name: 'mixed', memory: m }), [
    '- mixed: RSS by minute (median, MiB): 305, 305, 305, 305, 250',
    '- mixed: after a full collection each minute, RSS (MiB): 200, 208, 215, 223, 230; live heap (MiB): 40, 41, 42, 43, 44',
  ]);
  // A single reading cannot tell a level: the RSS windows decide.
  assert.equal(summariseMemory(samples, 60, kept.slice(0, 1)).basis, 'rss');
});

test('the sampler reads what is kept at the end of the warm-up and then on its period, never after stop', async () => {
  const calls = [];
  const sampler = memorySampler(process.pid, {
    warmupSeconds: 0.05,
    keptEveryMs: 40,
    measureKept: async () => {
      calls.push(performance.now());
      return { rss: 100 + calls.length, heapUsed: 10, external: 1 };
    },
  });
  sampler.start();
  await new Promise((r) => setTimeout(r, 200));
  const m = sampler.stop();
  const count = calls.length;
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(calls.length, count, 'no reading after stop');
  assert.ok(count >= 3, `${count} readings in 200 ms`);
  assert.equal(m.basis, 'kept');
  assert.ok(m.kept[0].at >= 0.05, 'the first reading waits for the warm-up');
  assert.equal(m.afterWarmup, 101);
  assert.equal(m.end, 100 + m.kept.length);
});

test('the server started by the bench answers a memory reading after a full collection, outside its log', async () => {
  const logged = [];
  const server = await startServer(
    { dialect: 'sqlite', dataDir: dist },
    { onLog: (text) => logged.push(text), timeoutMs: 20_000 },
  );
  try {
    const first = await server.measureKept();
    const second = await server.measureKept();
    for (const reading of [first, second]) {
      assert.ok(reading.rss > 8, `rss ${reading.rss} MiB holds the 8 MiB buffer`);
      assert.ok(reading.heapUsed > 0 && reading.heapUsed < reading.rss);
      assert.ok(reading.external >= 8, `external ${reading.external} MiB holds the buffer`);
    }
    assert.ok(logged.join('').includes('listening'));
    assert.ok(!logged.join('').includes('bench-heap'), 'the readings stay out of the log');
  } finally {
    await server.stop();
  }
  assert.equal(await server.measureKept(), null, 'a stopped server gives no reading');
});
