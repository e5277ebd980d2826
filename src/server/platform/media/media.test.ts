import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_LIMITS } from '../../../shared/video-rules';
import { cachedClip } from '../../testing/fixtures/clips';
import { createLocalStorage, type LocalStorage } from '../storage';
import { processImage, renditionWidths } from './image';
import { mediaKeys, removeMedia, storedImage, storedVideo, toMediaView } from './media';
import { extractPoster, probeVideo, processVideo } from './video';

let dir: string;
let storage: LocalStorage;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-media-test-'));
  storage = createLocalStorage(path.join(dir, 'media'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = (key: string) => path.join(storage.root, key);

/** A JPEG as a phone writes it: camera make, GPS position and an orientation flag in its EXIF. */
async function phoneJpeg(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Dona do Celular' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

describe('processImage', () => {
  it('strips every piece of metadata, EXIF GPS included', async () => {
    const input = await phoneJpeg(1200, 900);
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    // The GPS IFD pointer (tag 0x8825, little-endian) and its 'S' latitude reference are there.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const out = await processImage(storage, input, { prefix: 'test' });
    for (const r of out.renditions) {
      const bytes = fs.readFileSync(file(r.key));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/PhoneMaker|GPS|Dona do Celular/);
    }
  });

  it('makes WebP renditions at 1080, 640 and 320 px wide with a blur placeholder', async () => {
    const out = await processImage(storage, await phoneJpeg(2000, 1000), { prefix: 'test' });
    expect(out.renditions.map((r) => [r.width, r.height])).toEqual([
      [1080, 540],
      [640, 320],
      [320, 160],
    ]);
    expect([out.width, out.height]).toEqual([1080, 540]);
    expect(out.key).toBe(out.renditions[0]!.key);
    expect(out.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = await sharp(Buffer.from(out.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(tiny.width).toBe(16);
    for (const r of out.renditions) expect((await sharp(file(r.key)).metadata()).width).toBe(r.width);
  });

  it('never enlarges a small picture', async () => {
    const out = await processImage(storage, await phoneJpeg(500, 250), { prefix: 'test' });
    expect(out.renditions.map((r) => r.width)).toEqual([500, 320]);
    expect(renditionWidths(2000)).toEqual([1080, 640, 320]);
    expect(renditionWidths(640)).toEqual([640, 320]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('applies the EXIF orientation, so a portrait photo stays upright', async () => {
    // Stored 1600×1200 with "rotate 90°": the photo is 1200×1600 as seen.
    const out = await processImage(storage, await phoneJpeg(1600, 1200, 6), { prefix: 'test' });
    expect([out.width, out.height]).toEqual([1080, 1440]);
    expect((await sharp(file(out.key)).metadata()).orientation).toBeUndefined();
  });

  it('keeps the frames of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#09f'), await frame('#f90'), await frame('#0f9')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const out = await processImage(storage, gif, { prefix: 'test' });
    expect(out.renditions.map((r) => [r.width, r.height])).toEqual([
      [400, 300],
      [320, 240],
    ]);
    const meta = await sharp(file(out.key), { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
  });

  it('refuses bytes sharp cannot read with a pt-BR message', async () => {
    await expect(processImage(storage, Buffer.from('não é imagem'), { prefix: 'test' })).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_media',
    });
  });

  it('describes stored media for the browser and removes every file it owns', async () => {
    const img = storedImage(await processImage(storage, await phoneJpeg(800, 600), { prefix: 'test' }), 'Um gato');
    const view = toMediaView(storage, img);
    expect(view).toMatchObject({ kind: 'image', width: 800, height: 600, alt: 'Um gato', videoUrl: null });
    expect(view.src).toMatch(/^\/media\/test\/img_[a-z0-9]+\/800\.webp$/);
    expect(view.srcSet).toMatch(/800\.webp 800w, .*640\.webp 640w, .*320\.webp 320w$/);
    await removeMedia(storage, img);
    for (const key of mediaKeys(img)) expect(fs.existsSync(file(key))).toBe(false);
  });
});

describe('video', () => {
  let clip: string;
  beforeAll(async () => {
    // 2.5 s, 320×240, recorded "upright" (rotation 90) and tagged with a location, as phones do.
    const raw = await cachedClip('mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '2.5',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
    clip = await cachedClip('mp4', [
      '-i',
      raw,
      '-c',
      'copy',
      '-metadata',
      'location=+37.7749-122.4194/',
      '-metadata:s:v:0',
      'rotate=90',
    ]);
  });

  it('probes the real duration and the displayed size', async () => {
    const probe = await probeVideo(clip);
    expect(probe.durationMs).toBeGreaterThanOrEqual(2400);
    expect(probe.durationMs).toBeLessThanOrEqual(2700);
    expect([probe.width, probe.height]).toEqual([240, 320]);
    expect(probe.hasAudio).toBe(true);
  });

  it('extracts an upright poster frame', async () => {
    const frame = await extractPoster(clip, 1000);
    const meta = await sharp(frame).metadata();
    expect([meta.width, meta.height]).toEqual([240, 320]);
  });

  it('stores the video without its location tag, with a WebP poster and its duration', async () => {
    const video = await processVideo(storage, clip, 'video/mp4', { prefix: 'test', limits: VIDEO_LIMITS.post });
    expect(video.mime).toBe('video/mp4');
    expect(video.durationMs).toBeGreaterThan(2000);
    const stored = fs.readFileSync(file(video.key));
    expect(stored.toString('latin1')).not.toContain('37.7749');
    const tags = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format_tags',
      '-of',
      'json',
      file(video.key),
    ]).toString();
    expect(tags).not.toContain('location');
    // faststart: the index (moov) comes before the media data (mdat).
    expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));
    expect((await sharp(file(video.poster.key)).metadata()).format).toBe('webp');
    const view = toMediaView(storage, storedVideo(video));
    expect(view).toMatchObject({ kind: 'video', width: 240, height: 320, mime: 'video/mp4' });
    expect(view.videoUrl).toBe(storage.url(video.key));
  });

  it('refuses a file without a video stream', async () => {
    const audio = await cachedClip('mp4', ['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac']);
    await expect(probeVideo(audio)).rejects.toMatchObject({ status: 415, code: 'unsupported_media' });
    await expect(probeVideo(path.join(dir, 'nothing-here.mp4'))).rejects.toMatchObject({ status: 415 });
  });
});
