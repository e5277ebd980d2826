import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../../src/shared/i18n/pt-BR';
import { VIDEO_LIMITS, videoTooLongMessage, type VideoKind } from '../../src/shared/video-rules';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { multipart, newActor, rowCounts, send, storedFiles, type FilePart } from './support';

/*
 * Every kind of video has a duration and a size limit (src/shared/video-rules.ts): a clip just
 * over either is refused before anything is kept, and one just under is accepted.
 */

const run = promisify(execFile);
const ffmpeg = () => process.env.FFMPEG_PATH || 'ffmpeg';
const clipDir = path.join(os.tmpdir(), 'bs-test-limit-clips-v1');
/** The app's own temporary directory, so a leftover upload shows (other test files use theirs). */
const appTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-media-limits-'));

/** One tiny frame a second keeps even an hour small and quick to draw. */
async function clip(seconds: number, format: 'mp4' | 'webm-stream'): Promise<Buffer> {
  const file = path.join(clipDir, `${format}-${seconds}.${format === 'mp4' ? 'mp4' : 'webm'}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(clipDir, { recursive: true });
    const input = ['-f', 'lavfi', '-i', `testsrc2=size=32x32:rate=1:duration=${seconds}`];
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    if (format === 'mp4') {
      const args = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mp4', tmp];
      await run(ffmpeg(), ['-v', 'error', '-y', ...input, ...args], { timeout: 120_000 });
    } else {
      // Written to a pipe, as a browser's recorder streams it: no duration in the header.
      const { stdout } = await run(ffmpeg(), ['-v', 'error', ...input, '-c:v', 'libvpx', '-f', 'webm', 'pipe:1'], {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        timeout: 120_000,
      });
      fs.writeFileSync(tmp, stdout);
    }
    fs.renameSync(tmp, file);
  }
  return fs.readFileSync(file);
}

interface KindCase {
  url: string;
  fields: Record<string, string>;
  accepted: number;
  /** Stored on the request (posts, stories): a header without a duration is measured then. */
  storedAtOnce: boolean;
}

const kinds: Record<VideoKind, KindCase> = {
  post: { url: '/api/posts', fields: { content: 'Meu vídeo', alt: 'Um vídeo' }, accepted: 201, storedAtOnce: true },
  story: { url: '/api/stories', fields: { title: 'História' }, accepted: 201, storedAtOnce: true },
  highlight: { url: '/api/highlights', fields: { title: 'Destaque' }, accepted: 201, storedAtOnce: true },
  reel: { url: '/api/reels', fields: { description: 'Reel' }, accepted: 202, storedAtOnce: false },
  longVideo: {
    url: '/api/videos',
    fields: { title: 'Vídeo longo', description: '' },
    accepted: 202,
    storedAtOnce: false,
  },
};

const mp4 = (data: Buffer): FilePart => ({ filename: 'video.mp4', contentType: 'video/mp4', data });
const leftovers = () => fs.readdirSync(appTmp).filter((f) => /^bs-(upload|video|transcode)-/.test(f));

/** An accepted upload's temporary file goes just after the answer is sent: waited for, however busy the machine. */
async function settledLeftovers(): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  while (leftovers().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return leftovers();
}

/** A multipart body of `size` bytes of video, streamed: a valid clip's start, then zeros. */
function streamedUpload(fields: Record<string, string>, head: Buffer, size: number) {
  const { payload, headers } = multipart(fields, mp4(head));
  const body = payload as Buffer;
  const at = body.indexOf(head) + head.length;
  const chunk = Buffer.alloc(1024 * 1024);
  async function* parts() {
    yield body.subarray(0, at);
    for (let left = size - head.length; left > 0; left -= chunk.length)
      yield chunk.subarray(0, Math.min(left, chunk.length));
    yield body.subarray(at);
  }
  const stream = Readable.from(parts());
  return { payload: stream, headers: { ...headers, 'content-length': String(body.length - head.length + size) } };
}

let t: TestApp;
let tmpBefore: string | undefined;
beforeAll(async () => {
  tmpBefore = process.env.TMPDIR;
  process.env.TMPDIR = appTmp;
  // Each case signs up a member of its own, all from one address.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  fs.rmSync(appTmp, { recursive: true, force: true });
});

/** Sends the upload as a member of its own and answers what changed. */
async function attempt(kind: VideoKind, file: FilePart | ReturnType<typeof streamedUpload>) {
  const c = kinds[kind];
  const member = await newActor(t, 'Membro Vídeo');
  const before = { rows: await rowCounts(t), files: await storedFiles(t) };
  const body = 'payload' in file ? file : multipart(c.fields, file);
  const res = await send(t, member, 'POST', c.url, body);
  await t.app.mediaJobs.idle();
  return { res, before, after: { rows: await rowCounts(t), files: await storedFiles(t) } };
}

function expectRefused(
  outcome: Awaited<ReturnType<typeof attempt>>,
  status: number,
  code: string,
  message: string,
): void {
  const { res, before, after } = outcome;
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.json()).toMatchObject({ code, message });
  expect(after.rows, 'rows written by a refused upload').toEqual(before.rows);
  expect(after.files, 'media stored by a refused upload').toEqual(before.files);
  expect(leftovers(), 'temporary files left behind').toEqual([]);
}

describe('video limits per kind', () => {
  for (const [kind, c] of Object.entries(kinds) as [VideoKind, KindCase][]) {
    const limit = VIDEO_LIMITS[kind];
    const seconds = limit.maxDurationMs / 1000;

    it(`${c.url} refuses a ${kind} video of ${seconds + 1} s with the limit in pt-BR`, async () => {
      const outcome = await attempt(kind, mp4(await clip(seconds + 1, 'mp4')));
      expectRefused(outcome, 422, 'video_too_long', videoTooLongMessage(kind));
    });

    it(`${c.url} accepts a ${kind} video of ${seconds - 1} s`, async () => {
      const { res } = await attempt(kind, mp4(await clip(seconds - 1, 'mp4')));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(c.accepted);
      expect(await settledLeftovers()).toEqual([]);
    });

    it(`${c.url} refuses a ${kind} video over ${Math.round(limit.maxBytes / 2 ** 20)} MB before keeping it`, async () => {
      const outcome = await attempt(kind, streamedUpload(c.fields, await clip(2, 'mp4'), limit.maxBytes + 1));
      expectRefused(outcome, 413, 'file_too_large', ptBR.media.videoTooLarge(Math.round(limit.maxBytes / 2 ** 20)));
    });

    if (c.storedAtOnce) {
      it(`${c.url} measures a ${kind} video whose header has no duration`, async () => {
        const webm = async (s: number): Promise<FilePart> => ({
          filename: 'gravacao.webm',
          contentType: 'video/webm',
          data: await clip(s, 'webm-stream'),
        });
        expectRefused(await attempt(kind, await webm(seconds + 1)), 422, 'video_too_long', videoTooLongMessage(kind));
        const { res } = await attempt(kind, await webm(seconds - 1));
        expect(res.statusCode, res.body.slice(0, 300)).toBe(c.accepted);
      });
    }
  }
});
