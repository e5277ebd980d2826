import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A clip drawn by ffmpeg from its built-in sources, once per machine (kept under the temp directory). */
function clip(name: string, input: string[], output: string[]): string {
  const file = path.join(os.tmpdir(), name);
  if (!fs.existsSync(file)) {
    // Written aside and renamed: parallel workers never read half a clip.
    const tmp = `${file}.${process.pid}.tmp${path.extname(file)}`;
    execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', ['-v', 'error', '-y', ...input, ...output, tmp]);
    fs.renameSync(tmp, file);
  }
  return file;
}

const picture = (size: string, rate: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (frequency: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${frequency}:duration=${seconds}`,
];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const webMp4 = [...h264, '-c:a', 'aac', '-shortest', '-movflags', '+faststart'];

/** A 3 s vertical H.264/AAC clip, as a reel. */
export const reelClip = () => clip('bs-e2e-reel-v1.mp4', [...picture('360x640', 24, 3), ...tone(500, 3)], webMp4);

/** A 4 s landscape clip with enough bytes for a throttled upload to show its progress. */
export const longClip = () =>
  clip('bs-e2e-long-v1.mp4', [...picture('640x360', 24, 4), ...tone(300, 4)], [...webMp4, '-crf', '18']);

/** Sixty-one minutes at one tiny frame a second, silent: a small file over the 60-minute limit. */
export const overAnHourClip = () => clip('bs-e2e-over-an-hour-v1.mp4', picture('32x32', 1, 3660), h264);

/** 2 s of MPEG-4 Part 2 with MP3 sound in a QuickTime file: a phone format Chromium does not play. */
export function phoneClip(): { name: string; mimeType: string; buffer: Buffer } {
  const file = clip(
    'bs-e2e-mpeg4-v1.mov',
    [...picture('320x240', 25, 2), ...tone(440, 2)],
    ['-c:v', 'mpeg4', '-q:v', '8', '-c:a', 'libmp3lame', '-shortest', '-f', 'mov'],
  );
  return { name: 'celular.mov', mimeType: 'video/quicktime', buffer: fs.readFileSync(file) };
}
