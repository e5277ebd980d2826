// node --test scripts/bench/ — the floor servers write a like as the app does and keep every
// counter equal to its marks, one like at a time and many in one batch.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server.mjs';
import { createThrowawayDatabase } from '../store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

async function withServer(script, args, body) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, script), String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
      child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    });
    const url = `http://127.0.0.1:${port}`;
    const like = async (member, post) =>
      (await fetch(`${url}/like/${post}`, { method: 'PUT', headers: { 'x-member': String(member) } })).json();
    const check = async () => (await fetch(`${url}/check`)).json();
    await body({ like, check });
  } finally {
    child.kill();
  }
}

/** Twenty members like one post at once, one of them twice; then each of them unlikes it. */
async function provesToggles({ like, check }) {
  assert.deepEqual(await like(1, 7), { liked: true, likes: 1 });
  assert.deepEqual(await like(1, 7), { liked: false, likes: 0 });
  const members = Array.from({ length: 20 }, (_, i) => i + 2);
  const answers = await Promise.all([...members.map((m) => like(m, 9)), like(2, 9)]);
  assert.equal(answers.filter((a) => a.liked).length, 20);
  assert.equal(answers.filter((a) => !a.liked).length, 1);
  await like(2, 9);
  assert.deepEqual(await check(), { marks: 20, likes: 20, wrong: 0 });
  await Promise.all(members.map((m) => like(m, 9)));
  assert.deepEqual(await check(), { marks: 0, likes: 0, wrong: 0 });
}

const numbers = (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));

test('the SQLite floor toggles likes in its group commit and keeps counters equal to marks', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-floor-'));
  try {
    await withServer('sqlite-server.mjs', [path.join(dir, 'floor.db')], provesToggles);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

for (const mode of ['one', 'batched']) {
  test(
    `the PostgreSQL floor (${mode}) toggles likes and keeps counters equal to marks`,
    { skip: !process.env.DATABASE_URL && 'DATABASE_URL unset' },
    async () => {
      const database = await createThrowawayDatabase();
      try {
        await withServer('postgres-server.mjs', [database.url, mode], async ({ like, check }) =>
          provesToggles({ like, check: async () => numbers(await check()) }),
        );
      } finally {
        await database.drop();
      }
    },
  );
}
