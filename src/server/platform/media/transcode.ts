import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { AppError } from '../errors';
import { formatDurationLimit } from '../../../shared/video-rules';
import { newId } from '../ids';
import type { Storage } from '../storage';
import { processImage } from './image';
import { jobTimeLimit } from './job-limits';
import {
  checkDuration,
  extractPoster,
  ffmpegPath,
  probeVideo,
  remuxWithoutMetadata,
  run,
  type ProcessedVideo,
  type VideoProbe,
} from './video';

/** The longest side of a re-encoded video: 720p keeps reels light on phone data plans. */
export const TRANSCODE_LONG_SIDE = 1280;
/** Files already fit for the web are kept as they are up to this size and bit rate. */
const COPY_MAX_LONG_SIDE = 1920;
const COPY_MAX_BITRATE = 10_000_000;

export interface VideoLimits {
  /** Longer videos are refused (reels 90 s, long videos 60 min). */
  maxDurationMs: number;
}

export { checkDuration, formatDurationLimit };

/**
 * Whether a browser plays the file as it is: H.264 in 8-bit 4:2:0 (what every browser decodes),
 * AAC or no sound, not bigger than 1080p and not heavier than 10 Mbit/s. Anything else (HEVC from
 * an iPhone, VP9, 10-bit, 4K) is re-encoded.
 */
export function isWebReady(probe: VideoProbe): boolean {
  const longSide = Math.max(probe.width, probe.height);
  return (
    probe.codec === 'h264' &&
    probe.pixelFormat === 'yuv420p' &&
    (!probe.hasAudio || probe.audioCodec === 'aac') &&
    longSide <= COPY_MAX_LONG_SIDE &&
    (probe.bitRate ?? 0) <= COPY_MAX_BITRATE
  );
}

/** The ffmpeg arguments that re-encode any video into MP4 (H.264 High / AAC) that starts playing at once. */
export function transcodeArgs(input: string, output: string, probe: VideoProbe): string[] {
  const box = TRANSCODE_LONG_SIDE;
  // Landscape or portrait, the longer side ends at `box`; never enlarged; even sizes for 4:2:0.
  const scale = probe.width >= probe.height ? `scale='min(${box},iw)':-2` : `scale=-2:'min(${box},ih)'`;
  return [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    `${scale},format=yuv420p`,
    '-fpsmax',
    '60',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-maxrate',
    '5M',
    '-bufsize',
    '10M',
    '-profile:v',
    'high',
    // A key frame every two seconds or so: seeking and the first frame stay quick.
    '-g',
    '60',
    '-keyint_min',
    '30',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-movflags',
    '+faststart',
    // Other work shares the machine: two threads per encode at most.
    '-threads',
    '2',
    output,
  ];
}

export interface StreamableVideo {
  file: string;
  mime: 'video/mp4';
  /** False when the streams were only copied into a clean, fast-start container. */
  transcoded: boolean;
}

/** Makes an MP4 a browser can start playing before it has all of it, re-encoding only when needed. */
export async function toStreamableMp4(
  file: string,
  probe: VideoProbe,
  outDir: string,
  opts: { signal?: AbortSignal | undefined } = {},
): Promise<StreamableVideo> {
  if (isWebReady(probe)) {
    // H.264 in any container (MOV, MKV) copies into MP4; a copy that fails falls back to encoding.
    const clean = await remuxWithoutMetadata(file, 'video/mp4', outDir).catch(() => null);
    if (clean) return { file: clean.file, mime: 'video/mp4', transcoded: false };
  }
  const out = path.join(outDir, 'web.mp4');
  const timeoutMs = jobTimeLimit(probe.durationMs);
  try {
    await run(ffmpegPath(), transcodeArgs(file, out, probe), { timeoutMs, signal: opts.signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw Object.assign(new AppError(415, 'unsupported_media', ptBR.videoMedia.unplayable), { cause: err });
  }
  return { file: out, mime: 'video/mp4', transcoded: true };
}

/** The pipeline's generic refusal, said the way a video uploader understands it. */
function unplayable(err: unknown): never {
  throw Object.assign(new AppError(415, 'unsupported_media', ptBR.videoMedia.unplayable), { cause: err });
}

/**
 * The quick check an upload gets before it is accepted (a probe reads only the file's header):
 * something a player can open, and not too long. The encoding itself runs later, off the request.
 */
export async function checkUploadedVideo(file: string, limits: VideoLimits): Promise<VideoProbe> {
  const probe = await probeVideo(file).catch(unplayable);
  checkDuration(probe.durationMs, limits);
  return probe;
}

export interface StreamableResult extends ProcessedVideo {
  transcoded: boolean;
}

/**
 * The whole off-request work for one uploaded video: an MP4 (H.264/AAC, fast start) in storage,
 * a poster frame as image renditions, and the real duration read back from the stored file.
 */
export async function processStreamableVideo(
  storage: Storage,
  file: string,
  opts: { prefix: string; limits: VideoLimits; signal?: AbortSignal | undefined },
): Promise<StreamableResult> {
  const probe = await probeVideo(file).catch(unplayable);
  checkDuration(probe.durationMs, opts.limits);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bs-transcode-'));
  try {
    const web = await toStreamableMp4(file, probe, work, { signal: opts.signal });
    // The duration a player shows is the stored file's, which a probe of the upload may lack (a
    // browser recording has none in its header).
    const stored = await probeVideo(web.file).catch(unplayable);
    if (stored.durationMs === null) throw new AppError(415, 'unsupported_media', ptBR.videoMedia.unplayable);
    checkDuration(stored.durationMs, opts.limits);
    const frame = await extractPoster(web.file, Math.min(1000, stored.durationMs / 2)).catch(unplayable);
    const poster = await processImage(storage, frame, { prefix: opts.prefix });
    const key = `${opts.prefix}/${newId('vid')}.mp4`;
    await storage.putStream(key, fs.createReadStream(web.file));
    return {
      key,
      mime: 'video/mp4',
      durationMs: stored.durationMs,
      width: stored.width,
      height: stored.height,
      poster,
      transcoded: web.transcoded,
    };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
