import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractPoster, ffmpegPath, probeVideo } from '../platform/media/video';

// The demo's clips, drawn by ffmpeg from its own sources and cached per machine in the temp folder.

const execFileAsync = promisify(execFile);

const cacheDir = () => path.join(os.tmpdir(), 'brandsocial-seed-clips-v1');

export interface Clip {
  file: string;
  poster: Buffer;
  durationMs: number;
  width: number;
  height: number;
}

export async function ffmpegWorks(): Promise<boolean> {
  try {
    await execFileAsync(ffmpegPath(), ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

const hex = (c: string) => `0x${c.replace('#', '')}`;

export interface ClipSpec {
  name: string;
  colors: [string, string];
  width: number;
  height: number;
  seconds: number;
  tone: number;
}

/**
 * The ready-made stand-in of a clip (SeedDeps.readyMadeMedia): one flat clip per shape, shared by
 * every reel or video of that shape, still a real H.264/AAC file of the same size and length.
 */
export const readyMade = (spec: ClipSpec): ClipSpec => ({
  ...spec,
  name: `ready-${spec.width}x${spec.height}-${spec.seconds}s`,
  colors: ['#6366f1', '#6366f1'],
  tone: 440,
});

/** A drifting gradient with a gliding square; a flat colour for a ready-made clip. */
function pictureArgs({ name, colors, width, height, seconds }: ClipSpec): string[] {
  if (name.startsWith('ready-'))
    return ['-f', 'lavfi', '-i', `color=c=${hex(colors[0])}:s=${width}x${height}:r=24:d=${seconds}`];
  return [
    '-f',
    'lavfi',
    '-i',
    // The moving box is part of the picture's own filter graph: an output filter (-vf) placed before
    // the tone's input would be taken as an option of that input, which ffmpeg refuses.
    `gradients=s=${width}x${height}:r=24:c0=${hex(colors[0])}:c1=${hex(colors[1])}:speed=0.08:d=${seconds},` +
      `drawbox=x='(iw-ih/8)/2+iw/4*sin(2*PI*t/${seconds})':y='ih*0.6':w='ih/8':h='ih/8':color=white@0.55:t=fill`,
  ];
}

const made = new Map<string, Promise<Clip>>();

/** A short H.264/AAC fast-start clip with a soft tone, made once per machine and probed once per process. */
export function makeClip(spec: ClipSpec): Promise<Clip> {
  let clip = made.get(spec.name);
  if (!clip) {
    clip = drawClip(spec);
    made.set(spec.name, clip);
    clip.catch(() => made.delete(spec.name));
  }
  return clip;
}

async function drawClip(spec: ClipSpec): Promise<Clip> {
  const { name, seconds, tone } = spec;
  const args = [
    ...pictureArgs(spec),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:sample_rate=44100:duration=${seconds}`,
    '-af',
    'volume=0.15',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '24',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-shortest',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
  ];
  const key = crypto.createHash('sha256').update(args.join(' ')).digest('hex').slice(0, 12);
  const dir = cacheDir();
  const file = path.join(dir, `${name}-${key}.mp4`);
  const posterFile = `${file}.png`;
  if (!fs.existsSync(posterFile)) {
    fs.mkdirSync(dir, { recursive: true });
    // Made aside, then renamed: two servers (or test files) seeding at once never read half a clip.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    await execFileAsync(ffmpegPath(), ['-v', 'error', '-y', ...args, '-f', 'mp4', tmp], { timeout: 120_000 });
    fs.writeFileSync(`${tmp}.png`, await extractPoster(tmp, Math.min(1000, (seconds * 1000) / 2)));
    fs.renameSync(tmp, file);
    fs.renameSync(`${tmp}.png`, posterFile);
  }
  const probe = await probeVideo(file);
  return {
    file,
    poster: fs.readFileSync(posterFile),
    durationMs: probe.durationMs ?? seconds * 1000,
    width: probe.width,
    height: probe.height,
  };
}

/** Puts a made clip in storage (once: a kept key is reused) with its poster renditions. */
