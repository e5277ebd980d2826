import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { formatDurationLimit, type VideoLimit } from '../../../shared/video-rules';
import { AppError } from '../errors';
import { newId } from '../ids';
import type { Storage } from '../storage';
import { processImage, type ProcessedImage } from './image';
import { tooLarge } from './upload';

export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

export function run(
  bin: string,
  args: string[],
  opts: { timeoutMs?: number; binary?: boolean; signal?: AbortSignal | undefined } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        timeout: opts.timeoutMs ?? 120_000,
        killSignal: 'SIGKILL',
        ...(opts.signal ? { signal: opts.signal } : {}),
      },
      (err, stdout, stderr) => {
        if (err) {
          const detail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' | ');
          reject(Object.assign(new Error(`${path.basename(bin)} failed: ${detail || err.message}`), { cause: err }));
        } else resolve(stdout);
      },
    );
  });
}

export interface VideoProbe {
  durationMs: number | null;
  /** As displayed: a phone video recorded upright reports its rotated size. */
  width: number;
  height: number;
  codec: string;
  hasAudio: boolean;
  /** What decides whether a browser plays the file as it is (see transcode.ts). */
  pixelFormat?: string | undefined;
  audioCodec?: string | undefined;
  bitRate?: number | null | undefined;
}

interface ProbeJson {
  format?: { duration?: string; bit_rate?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

function seconds(v: string | undefined): number | null {
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) : null;
}

/** Reads a video's real duration and size with ffprobe; a file without a video stream is refused. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  let parsed: ProbeJson;
  try {
    const out = await run(
      ffprobePath(),
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: 30_000 },
    );
    parsed = JSON.parse(out.toString('utf8')) as ProbeJson;
  } catch (err) {
    throw Object.assign(new AppError(415, 'unsupported_media'), { cause: err });
  }
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) throw new AppError(415, 'unsupported_media');
  const rotation =
    Math.abs(Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) %
    180;
  const [w, h] = [video.width!, video.height!];
  return {
    durationMs: seconds(parsed.format?.duration) ?? seconds(video.duration),
    width: rotation === 90 ? h : w,
    height: rotation === 90 ? w : h,
    codec: video.codec_name ?? 'unknown',
    hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')),
    pixelFormat: video.pix_fmt,
    audioCodec: parsed.streams?.find((s) => s.codec_type === 'audio')?.codec_name,
    bitRate: Number(parsed.format?.bit_rate) || null,
  };
}

/** Refuses a video longer than the limit; a probe without a duration is checked again after processing. */
export function checkDuration(durationMs: number | null, limits: { maxDurationMs: number }): void {
  if (durationMs !== null && durationMs > limits.maxDurationMs) {
    throw new AppError(422, 'video_too_long', ptBR.videoMedia.tooLong(formatDurationLimit(limits.maxDurationMs)));
  }
}

/** One frame as PNG (upright: ffmpeg applies the rotation), no wider than 1920 px. */
export async function extractPoster(file: string, atMs = 0): Promise<Buffer> {
  const grab = (ms: number) =>
    run(ffmpegPath(), [
      '-v',
      'error',
      '-ss',
      (ms / 1000).toFixed(3),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(1920,iw)':-2",
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      'pipe:1',
    ]);
  let frame = await grab(atMs);
  // Seeking past the last key frame of a short clip yields nothing: fall back to the first frame.
  if (frame.length === 0 && atMs > 0) frame = await grab(0);
  if (frame.length === 0) throw new AppError(415, 'unsupported_media');
  return frame;
}

const CONTAINERS: Record<string, { ext: string; args: string[] }> = {
  'video/mp4': { ext: 'mp4', args: ['-movflags', '+faststart'] },
  'video/quicktime': { ext: 'mp4', args: ['-movflags', '+faststart'] },
  'video/webm': { ext: 'webm', args: [] },
  'video/x-matroska': { ext: 'mkv', args: [] },
};

/**
 * Copies the streams into a fresh container without any metadata (a phone's location tag lives
 * there), and moves the MP4 index to the front so playback starts before the download ends.
 * No re-encoding: this takes about as long as copying the file.
 */
export async function remuxWithoutMetadata(
  file: string,
  mime: string,
  outDir: string,
): Promise<{ file: string; mime: string }> {
  const target = CONTAINERS[mime] ?? CONTAINERS['video/mp4']!;
  const strip = [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c',
    'copy',
    '-map_metadata',
    '-1',
    '-map_metadata:s:v',
    '-1',
    '-map_metadata:s:a',
    '-1',
    '-map_chapters',
    '-1',
  ];
  const out = path.join(outDir, `clean.${target.ext}`);
  try {
    await run(ffmpegPath(), ['-v', 'error', '-y', '-i', file, ...strip, ...target.args, out]);
    return { file: out, mime: target.ext === 'mp4' ? 'video/mp4' : mime };
  } catch (err) {
    // Codecs MP4 cannot carry (ProRes from a camera, say) stay in a QuickTime container.
    if (mime !== 'video/quicktime') throw Object.assign(new AppError(415, 'unsupported_media'), { cause: err });
    const mov = path.join(outDir, 'clean.mov');
    await run(ffmpegPath(), ['-v', 'error', '-y', '-i', file, ...strip, '-movflags', '+faststart', mov]).catch(
      (e: unknown) => {
        throw Object.assign(new AppError(415, 'unsupported_media'), { cause: e });
      },
    );
    return { file: mov, mime: 'video/quicktime' };
  }
}

export interface ProcessedVideo {
  key: string;
  mime: string;
  durationMs: number | null;
  width: number;
  height: number;
  poster: ProcessedImage;
}

/**
 * Probe, strip metadata, store the video and a poster frame (as image renditions); with the probe.
 * A file over the kind's size or duration limit is refused before anything is stored.
 */
export async function processVideo(
  storage: Storage,
  file: string,
  mime: string,
  opts: { prefix: string; limits: VideoLimit },
): Promise<ProcessedVideo & { probe: VideoProbe }> {
  const { size } = await fs.promises.stat(file);
  if (size > opts.limits.maxBytes) throw tooLarge('video', opts.limits.maxBytes);
  let probe = await probeVideo(file);
  checkDuration(probe.durationMs, opts.limits);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bs-video-'));
  try {
    const clean = await remuxWithoutMetadata(file, mime, work);
    // A browser recording has no duration in its header; the fresh container has one.
    if (probe.durationMs === null) {
      const remuxed = await probeVideo(clean.file);
      if (remuxed.durationMs === null) throw new AppError(415, 'unsupported_media', ptBR.videoMedia.unplayable);
      checkDuration(remuxed.durationMs, opts.limits);
      probe = { ...probe, durationMs: remuxed.durationMs };
    }
    const frame = await extractPoster(clean.file, probe.durationMs ? Math.min(1000, probe.durationMs / 2) : 0);
    const poster = await processImage(storage, frame, { prefix: opts.prefix });
    const key = `${opts.prefix}/${newId('vid')}.${path.extname(clean.file).slice(1)}`;
    await storage.putStream(key, fs.createReadStream(clean.file));
    return {
      key,
      mime: clean.mime,
      durationMs: probe.durationMs,
      width: probe.width,
      height: probe.height,
      poster,
      probe,
    };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
