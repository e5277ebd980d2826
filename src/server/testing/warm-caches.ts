import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from './harness';

/*
 * The demo's pictures and clips are drawn on first use and kept in the temp directory. On a machine
 * that has never drawn them, every test file that seeds the demo would draw them at once, each in its
 * own worker, and their setup hooks would run out of time on a busy machine. Drawing them here, once,
 * before any worker starts, makes a fresh machine behave like a warm one.
 */
const seedDir = path.resolve(import.meta.dirname, '../seed');
const drawnFrom = crypto.createHash('sha256');
for (const file of fs.readdirSync(seedDir).sort()) drawnFrom.update(fs.readFileSync(path.join(seedDir, file)));
const marker = path.join(os.tmpdir(), `brandsocial-demo-caches-${drawnFrom.digest('hex').slice(0, 16)}.done`);

export default async function warmCaches() {
  if (fs.existsSync(marker)) return;
  const started = Date.now();
  const app = await createTestApp({ demo: true });
  await app.close();
  fs.writeFileSync(marker, new Date().toISOString());
  console.info(`Demo pictures and clips drawn into ${os.tmpdir()} in ${Math.round((Date.now() - started) / 1000)} s`);
}
