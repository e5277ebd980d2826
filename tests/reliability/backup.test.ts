import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDialect } from '../../src/server/testing/harness';
import { createDataPlace, ensureServerBuild, startServer, type DataPlace, type ServerProcess } from './server-process';
import { newLedger, signup } from './workload';

const ROOT = path.resolve(import.meta.dirname, '../..');
let main: string;
let place: DataPlace;
let work: string;
beforeAll(async () => {
  main = ensureServerBuild('backup');
  place = await createDataPlace();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-backup-'));
});
// A failed check must not leave a server running: every one started is stopped here at the latest.
const started: ServerProcess[] = [];
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  started.push(server);
  return server;
};
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await place?.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

function cli(args: string[], dataDir: string) {
  return execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/backup.ts', ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    },
    encoding: 'utf8',
  });
}

function counts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  const out = Object.fromEntries(
    tables.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
  );
  db.close();
  return out;
}

it(`copies the data while the server writes, and a server on the restored copy finds every row and file (${testDialect})`, async () => {
  const server = await start(main, place);
  const ledger = newLedger();
  const member = await signup(server.url, ledger);
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('content', 'Antes do backup');
  form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'foto.jpg');
  const posted = await fetch(`${server.url}/api/posts`, {
    method: 'POST',
    headers: { cookie: member.cookie },
    body: form,
  });
  expect(posted.status).toBe(201);
  const { post } = (await posted.json()) as { post: { id: string; media: { src: string } } };
  const mediaBefore = Buffer.from(await (await fetch(`${server.url}${post.media.src}`)).arrayBuffer());

  // Writes go on while the copy is taken: the copy is a consistent snapshot of some moment.
  let writing = true;
  const load = (async () => {
    while (writing) await signup(server.url, ledger);
  })();
  const backupDir = path.join(work, 'copia');
  const said = cli(['backup', backupDir], place.dataDir);
  writing = false;
  await load;
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);

  if (testDialect === 'postgres') {
    // The database is PostgreSQL's to copy (pg_dump, docs/deploy.md): the backup holds the files.
    expect(said).toContain('pg_dump');
    expect(fs.existsSync(path.join(backupDir, 'brandsocial.db'))).toBe(false);
    expect(fs.readdirSync(path.join(backupDir, 'media'), { recursive: true }).length).toBeGreaterThan(0);
    return;
  }
  expect(said).toMatch(/^Backup em .*: banco de dados e \d+ arquivos\./);
  // A second backup into the same folder is refused rather than mixed with the first.
  expect(() => cli(['backup', backupDir], place.dataDir)).toThrow();

  const restoredDir = path.join(work, 'restaurado');
  cli(['restore', backupDir], restoredDir);
  expect(() => cli(['restore', backupDir], restoredDir)).toThrow();
  const copied = counts(path.join(backupDir, 'brandsocial.db'));
  expect(counts(path.join(restoredDir, 'brandsocial.db'))).toEqual(copied);
  expect(copied.users).toBeGreaterThanOrEqual(1);

  const again = await start(main, { ...place, dataDir: restoredDir });
  try {
    // The session secret and the sessions came back: the member is still signed in.
    const read = await fetch(`${again.url}/api/posts/${post.id}`, { headers: { cookie: member.cookie } });
    expect(read.status).toBe(200);
    const media = await fetch(`${again.url}${post.media.src}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(mediaBefore)).toBe(true);
  } finally {
    again.child.kill('SIGTERM');
    await again.exited;
  }
});
