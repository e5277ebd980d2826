import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDialect } from '../../src/server/testing/harness';
import { createDataPlace, ensureServerBuild, startServer, type DataPlace } from './server-process';
import { newLedger, signup } from './workload';

let main: string;
let place: DataPlace;
beforeAll(async () => {
  main = ensureServerBuild('shutdown');
  place = await createDataPlace();
});
afterAll(async () => {
  await place?.destroy();
});

/**
 * Starts a multipart upload and holds back its end, so the request is surely in flight. It asks
 * for '100 Continue' and sends its first half only on that answer: the server emits a request as
 * it sends the answer, so once `written` resolves, the request has reached the app and is routed.
 */
function slowUpload(base: string, cookie: string, content: string, file: Buffer) {
  const boundary = '----proofshutdown';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(file.length / 2);
  const url = new URL('/api/posts', base);
  let finish!: () => void;
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
        expect: '100-continue',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('continue', () => req.write(Buffer.concat([head, file.subarray(0, half)]), () => sent()));
    req.flushHeaders();
    finish = () => req.end(Buffer.concat([file.subarray(half), tail]));
  });
  return { answer, written, finish: () => finish() };
}

/** Polls until a new connection is refused; false if it never is (a generous safety net). */
async function refused(base: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${base}/api/health`);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

it(`finishes in-flight requests on SIGTERM, refuses new ones, exits 0 and closes the database cleanly (${testDialect})`, async () => {
  const server = await startServer(main, place);
  const member = await signup(server.url, newLedger());
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#22c55e' } })
    .jpeg()
    .toBuffer();

  const uploads = [
    slowUpload(server.url, member.cookie, 'Enviado durante o desligamento 1', photo),
    slowUpload(server.url, member.cookie, 'Enviado durante o desligamento 2', photo),
  ];
  // In flight: the server has routed both and holds their first halves.
  await Promise.all(uploads.map((u) => u.written));
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  server.child.kill('SIGTERM');

  // Closing: no new connection is taken while the old requests finish (the signal lands when the
  // server next gets the processor, so this waits for the refusal rather than for a fixed time).
  await expect(refused(server.url)).resolves.toBe(true);
  expect(server.child.exitCode, 'still running while requests are in flight').toBeNull();

  for (const u of uploads) u.finish();
  const answers = await Promise.all(uploads.map((u) => u.answer));
  for (const a of answers) expect(a.status, a.body.slice(0, 200)).toBe(201);
  expect(await server.exited, server.output()).toBe(0);

  if (testDialect === 'sqlite') {
    // A clean close checkpoints the write-ahead log back into the database file.
    const wal = path.join(place.dataDir, 'brandsocial.db-wal');
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, 'WAL left behind').toBe(true);
  }
  const { db, close } = await place.open();
  try {
    if (testDialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows.map((r) => r.integrity_check)).toEqual(['ok']);
    }
    const ids = answers.map((a) => (JSON.parse(a.body) as { post: { id: string } }).post.id);
    const rows = await db.selectFrom('posts').select('id').where('id', 'in', ids).execute();
    expect(rows.length).toBe(2);
  } finally {
    await close();
  }
});
