import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Hostile and tricky files for the upload suite, built in memory. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A decompression bomb: a grey PNG of `side`×`side` pixels whose IDAT is all zeros, so a few
 * hundred kilobytes on the wire claim `side²` bytes once decoded.
 */
let bomb: Buffer | undefined;
export function pngBomb(side = 9000): Buffer {
  if (bomb) return bomb;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((side + 1) * side); // one filter byte per row, then zero pixels
  const idat = zlib.deflateSync(raw, { level: 9 });
  bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return bomb;
}

/** A GIF header claiming a 65535×65535 canvas (a pixel bomb), with one tiny frame. */
export function gifPixelBomb(): Buffer {
  const header = Buffer.from('GIF89a', 'latin1');
  const screen = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0x00, 0x00]); // 65535 × 65535, 2-colour table
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const image = Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
  return Buffer.concat([header, screen, palette, image]);
}

/** Starts like a GIF, then is an HTML page with a script: the classic image/HTML polyglot. */
export function gifHtmlPolyglot(): Buffer {
  return Buffer.from('GIF89a/*<html><body><script>window.__xss=1</script></body></html>*/=1;', 'latin1');
}

/** A real JPEG with an HTML payload after its end marker: it decodes, but the payload must not be served. */
export async function jpegWithTrailer(marker: string): Promise<Buffer> {
  const img = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([img, Buffer.from(`<html><script>alert('${marker}')</script></html>`, 'latin1')]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.__xss=1</script><rect width="10" height="10"/></svg>',
);

export const htmlAsJpeg = Buffer.from('<!doctype html><html><script>window.__xss=1</script></html>');

/** Bytes that start like an MP4 box and then are nothing at all. */
export function brokenMp4(): Buffer {
  const ftyp = Buffer.from([
    0,
    0,
    0,
    0x18,
    ...Buffer.from('ftypisom', 'latin1'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(4096, 0x41)]);
}

/** A JPEG whose EXIF carries the camera and a GPS position (São Paulo). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ProofCam', Model: 'Rastreador' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

/** Whether the bytes hold an EXIF GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsTag(buf: Buffer): boolean {
  return buf.includes(Buffer.from([0x25, 0x88])) || buf.includes(Buffer.from([0x88, 0x25]));
}

/** A JPEG start followed by padding up to `bytes`: the sniffer says image, the size says no. */
export function oversizeJpeg(bytes: number): Buffer {
  const buf = Buffer.alloc(bytes, 0);
  buf[0] = 0xff;
  buf[1] = 0xd8;
  buf[2] = 0xff;
  return buf;
}

/** A one-second QuickTime clip tagged with a location and a camera, as phones write them. */
export function movWithLocation(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-mov-'));
  const file = path.join(dir, 'clip.mov');
  try {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      'location=+23.5505-046.6333/',
      '-metadata',
      'make=ProofCam',
      '-f',
      'mov',
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
