// node --test scripts/bench/ — the bundle budget check, on a small build laid out like Vite's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, entryScripts, gzipSize, importsOf, measureClient } from '../check-bundle.mjs';

const script = fileURLToPath(new URL('../check-bundle.mjs', import.meta.url));

function fakeBuild(files) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'check-bundle-test-'));
  for (const [name, text] of Object.entries(files)) {
    if (text === undefined) continue;
    fs.mkdirSync(path.dirname(path.join(dist, 'client', name)), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client', name), text);
  }
  return dist;
}

const html = (extra = '') => `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-A1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
  <link rel="stylesheet" href="/assets/index-C3.css">${extra}
</head><body></body></html>`;

const build = {
  'index.html': html(),
  'assets/index-A1.js':
    'import{a as r}from"./vendor-B2.js";import"./polyfill-D4.js";const L=()=>import("./LoginForm-E5.js");export{r,L};',
  'assets/vendor-B2.js': 'import*as s from"./shared-F6.js";export const a=s;',
  'assets/shared-F6.js': 'export const s=1;',
  'assets/polyfill-D4.js': 'globalThis.p=1;',
  'assets/LoginForm-E5.js':
    'import{z}from"./schemas-G7.js";import{a}from"./vendor-B2.js";export const LoginForm=[z,a];',
  'assets/schemas-G7.js': `export const z=${JSON.stringify('x'.repeat(5000))};`,
  'assets/Unused-H8.js': 'export const u=2;',
  'assets/index-C3.css': 'body{}',
};

test('entryScripts reads module scripts and modulepreloads, not stylesheets', () => {
  assert.deepEqual(entryScripts(html()), ['/assets/index-A1.js', '/assets/vendor-B2.js']);
});

test('importsOf separates static imports from lazy import() calls in minified code', () => {
  assert.deepEqual(importsOf(build['assets/index-A1.js']), {
    static: ['./vendor-B2.js', './polyfill-D4.js'],
    dynamic: ['./LoginForm-E5.js'],
  });
  assert.deepEqual(importsOf('export{x}from"./re-export.js";').static, ['./re-export.js']);
});

test('measureClient sums the entry chunks and their static imports, recursively', () => {
  const dist = fakeBuild(build);
  const r = measureClient(path.join(dist, 'client'));
  const gz = (f) => gzipSize(Buffer.from(build[f]));
  const initial = ['assets/index-A1.js', 'assets/vendor-B2.js', 'assets/shared-F6.js', 'assets/polyfill-D4.js'];
  assert.deepEqual(r.initial.map((c) => c.file).sort(), [...initial].sort());
  assert.equal(
    r.initialTotal,
    initial.reduce((n, f) => n + gz(f), 0),
  );
  assert.deepEqual(r.others.map((c) => c.file).sort(), [
    'assets/LoginForm-E5.js',
    'assets/Unused-H8.js',
    'assets/schemas-G7.js',
  ]);
  // The lazy form costs itself plus schemas, not the vendor chunk already loaded.
  assert.deepEqual(r.lazy, [
    { file: 'assets/LoginForm-E5.js', extraGzip: gz('assets/LoginForm-E5.js') + gz('assets/schemas-G7.js'), chunks: 2 },
  ]);
  const withForm = measureClient(path.join(dist, 'client'), { withLazy: ['LoginForm'] });
  assert.equal(withForm.initialTotal, r.initialTotal + r.lazy[0].extraGzip);
  fs.rmSync(dist, { recursive: true });
});

test('measureClient reports a chunk the build references but lacks', () => {
  const dist = fakeBuild({ ...build, 'assets/shared-F6.js': undefined });
  assert.throws(() => measureClient(path.join(dist, 'client')), /shared-F6\.js is referenced but missing/);
  fs.rmSync(dist, { recursive: true });
});

test('the script passes under the budget and fails with exit 1 over it', () => {
  const small = fakeBuild(build);
  const ok = spawnSync(process.execPath, [script], { env: { ...process.env, DIST_DIR: small }, encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /check-bundle: OK/);

  // Base64 of random bytes gzips to about 3/4 of its length: 200 KB of entropy is over 150 KB gzipped.
  const big = fakeBuild({
    ...build,
    'assets/vendor-B2.js': `export const a=${JSON.stringify(crypto.randomBytes(200 * 1024).toString('base64'))};`,
  });
  const over = spawnSync(process.execPath, [script], { env: { ...process.env, DIST_DIR: big }, encoding: 'utf8' });
  assert.equal(over.status, 1);
  assert.match(
    over.stderr,
    /FAILED — the initial JavaScript for \/auth is [\d.]+ KB gzipped, [\d.]+ KB over the 150\.0 KB budget/,
  );
  assert.ok(measureClient(path.join(big, 'client')).initialTotal > BUDGET_BYTES);
  fs.rmSync(small, { recursive: true });
  fs.rmSync(big, { recursive: true });
});

test('the script fails clearly when there is no build', () => {
  const r = spawnSync(process.execPath, [script], {
    env: { ...process.env, DIST_DIR: path.join(os.tmpdir(), 'no-such-dist') },
    encoding: 'utf8',
  });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /no client build/);
});
