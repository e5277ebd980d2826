import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { precompress } from './precompress.mjs';

test('writes .br and .gz copies of scripts and styles big enough to gain, and leaves the rest alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-precompress-'));
  try {
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('BrandSocial '.repeat(500))});`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-2.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
    assert.equal(precompress(dir), 1);
    const file = path.join(dir, 'assets', 'app-1.js');
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), script);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), script);
    assert.ok(fs.readFileSync(`${file}.br`).length < script.length / 10);
    assert.ok(!fs.existsSync(path.join(dir, 'assets', 'tiny-2.js.br')));
    assert.ok(!fs.existsSync(path.join(dir, 'assets', 'photo.webp.br')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
