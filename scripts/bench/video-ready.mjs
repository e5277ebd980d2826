// Measures the reel pipeline on the built server: the time from the start of an upload of a 20 s
// 1080p clip to the answer (the reel saved, 'processing'), and to 'ready' (probed, transcoded to
// faststart MP4 when needed, poster made). Two clips: H.264/AAC that is kept as it is (remuxed), and
// one a phone might send that must be re-encoded (HEVC-free, but 30 Mbit/s, so above the 10 Mbit/s cap).
//
//   node scripts/bench/video-ready.mjs [--runs 3]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-video-'));
const port = 3000 + Math.floor(Math.random() * 2000) + 2000;
const base = `http://127.0.0.1:${port}`;

function makeClip(name, videoArgs) {
  const file = path.join(work, name);
  execFileSync(ffmpeg, [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20', '-shortest'],
    ...videoArgs,
    ...['-c:a', 'aac', '-b:a', '128k', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

const clips = [
  { label: '20 s 1080p H.264 6 Mbit/s (kept, remuxed)', file: makeClip('kept.mp4', ['-c:v', 'libx264', '-b:v', '6M']) },
  {
    label: '20 s 1080p H.264 30 Mbit/s (re-encoded)',
    file: makeClip('heavy.mp4', ['-c:v', 'libx264', '-b:v', '30M', '-maxrate', '30M', '-bufsize', '30M']),
  },
];

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(work, 'data'), SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

try {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('build first: npm run build');
  await waitForHealth();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'demo@brandsocial.com.br', password: 'brandsocial' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('bs_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`login answered ${login.status}`);
  const headers = { cookie, origin: base };

  for (const clip of clips) {
    const bytes = fs.readFileSync(clip.file);
    const acks = [];
    const readies = [];
    for (let run = 0; run < runs; run++) {
      const form = new FormData();
      form.append('description', `Medição ${run + 1}`);
      form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'clip.mp4');
      const started = performance.now();
      const res = await fetch(`${base}/api/reels`, { method: 'POST', headers, body: form });
      const body = await res.json();
      if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
      acks.push(performance.now() - started);
      for (;;) {
        const reel = (await (await fetch(`${base}/api/reels/${body.reel.id}`, { headers })).json()).reel;
        if (reel.status === 'failed') throw new Error(`processing failed: ${JSON.stringify(reel)}`);
        if (reel.status === 'ready') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      readies.push(performance.now() - started);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const fmt = (xs) => `median ${Math.round(median(xs))} ms (${xs.map((x) => Math.round(x)).join(', ')})`;
    console.log(`${clip.label}, ${(bytes.length / 1048576).toFixed(1)} MiB`);
    console.log(`  upload answered (processing): ${fmt(acks)}`);
    console.log(`  ready:                         ${fmt(readies)}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
