import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { multipart } from '../posts/post-fixtures';

/**
 * Video files for the API tests, made by ffmpeg from its built-in sources (no files checked in).
 * Each is kept under the temp directory by a hash of its arguments, so the suites make it once.
 */
const run = promisify(execFile);
const ffmpeg = () => process.env.FFMPEG_PATH || 'ffmpeg';
const ffprobe = () => process.env.FFPROBE_PATH || 'ffprobe';
const cacheDir = path.join(os.tmpdir(), 'bs-test-clips-v1');

async function clip(ext: string, args: string[]): Promise<string> {
  const key = crypto.createHash('sha256').update(args.join('\0')).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${key}.${ext}`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: parallel test files never read half a clip.
  const tmp = path.join(cacheDir, `${key}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.${ext}`);
  await run(ffmpeg(), ['-v', 'error', '-y', ...args, tmp], { timeout: 120_000 });
  fs.renameSync(tmp, file);
  return file;
}

const source = (size: string, rate: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
];

/** 2 s, vertical, H.264/AAC already: the pipeline only copies it into a clean fast-start MP4. */
export const h264Clip = () =>
  clip('mp4', [
    ...source('180x320', 30, 2),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
  ]);

/** 2 s of MPEG-4 Part 2 with MP3 sound in a QuickTime file: the pipeline must re-encode it. */
export const mpeg4Clip = () =>
  clip('mov', [
    ...source('160x120', 25, 2),
    '-c:v',
    'mpeg4',
    '-q:v',
    '8',
    '-c:a',
    'libmp3lame',
    '-shortest',
    '-f',
    'mov',
  ]);

/** Two minutes, tiny: too long for a reel, fine for a long video. */
export const twoMinuteClip = () =>
  clip('mp4', [
    ...source('64x64', 5, 120),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-shortest',
  ]);

/** Sixty-one minutes at one tiny frame a second, silent: over the long videos' 60-minute limit. */
export const overAnHourClip = () =>
  clip('mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=32x32:rate=1:duration=3660',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ]);

/** A clip whose header is fine (the upload probe passes) but whose pictures are noise. */
export async function corruptClip(): Promise<Buffer> {
  const data = Buffer.from(
    fs.readFileSync(
      await clip('mp4', [
        ...source('180x320', 30, 2),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
      ]),
    ),
  );
  const mdat = data.indexOf('mdat');
  // Everything after the index is overwritten: frames, sound, all of it.
  for (let i = mdat + 4; i < data.length; i++) data[i] = (i * 7919) & 0xff;
  return data;
}

export interface ProbedFile {
  durationMs: number;
  video: { codec: string; width: number; height: number; pixFmt: string } | null;
  audio: { codec: string } | null;
}

export async function probeFile(file: string): Promise<ProbedFile> {
  const { stdout } = await run(ffprobe(), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const json = JSON.parse(stdout) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  };
  const v = json.streams.find((s) => s.codec_type === 'video');
  const a = json.streams.find((s) => s.codec_type === 'audio');
  return {
    durationMs: Math.round(Number(json.format.duration) * 1000),
    video: v ? { codec: v.codec_name, width: v.width ?? 0, height: v.height ?? 0, pixFmt: v.pix_fmt ?? '' } : null,
    audio: a ? { codec: a.codec_name } : null,
  };
}

/** Where the MP4 index sits: before the media data means playback starts before the download ends. */
export function isFastStart(data: Buffer): boolean {
  const moov = data.indexOf('moov');
  const mdat = data.indexOf('mdat');
  return moov > 0 && mdat > 0 && moov < mdat;
}

export async function upload(
  app: FastifyInstance,
  url: string,
  cookie: string,
  fields: Record<string, string>,
  file?: { data: Buffer; filename?: string; contentType?: string },
) {
  const form = multipart(
    fields,
    file
      ? { filename: file.filename ?? 'video.mp4', contentType: file.contentType ?? 'video/mp4', data: file.data }
      : undefined,
  );
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie } });
}
