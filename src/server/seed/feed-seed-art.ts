import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RENDITION_WIDTHS } from '../platform/media/image';
import type { StoredMedia } from '../platform/media/media';
import { abstractSvg, flatWebp } from './artwork';
import type { SeedDeps } from './seed-deps';

const ARTWORK_CACHE = process.env.ARTWORK_CACHE_DIR || path.join(os.tmpdir(), 'brandsocial-artwork-v1');

interface Artwork {
  placeholder: string;
  renditions: { width: number; height: number; data: Buffer }[];
}

/**
 * Sample pictures are drawn, never downloaded. Drawing them takes a while, and they are the same
 * on every install, so the drawn files are kept in a cache directory between runs.
 */
async function artwork(seed: string, colors: [string, string], width: number, height: number): Promise<Artwork> {
  const name = crypto
    .createHash('sha1')
    .update(`${seed}|${colors.join()}|${width}x${height}`)
    .digest('hex')
    .slice(0, 16);
  const meta = path.join(ARTWORK_CACHE, `${name}.json`);
  try {
    const cached = JSON.parse(await fs.promises.readFile(meta, 'utf8')) as {
      placeholder: string;
      sizes: [number, number][];
    };
    const renditions = await Promise.all(
      cached.sizes.map(async ([w, h]) => ({
        width: w,
        height: h,
        data: await fs.promises.readFile(path.join(ARTWORK_CACHE, `${name}-${w}.webp`)),
      })),
    );
    return { placeholder: cached.placeholder, renditions };
  } catch {
    // Not drawn yet on this machine.
  }
  const svg = Buffer.from(abstractSvg(seed, colors, width, height));
  const renditions = [];
  for (const w of RENDITION_WIDTHS) {
    const out = await sharp(svg).resize({ width: w }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    renditions.push({ width: out.info.width, height: out.info.height, data: out.data });
  }
  const tiny = await sharp(svg).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  const art = { placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, renditions };
  try {
    await fs.promises.mkdir(ARTWORK_CACHE, { recursive: true });
    for (const r of renditions) await writeAtomically(path.join(ARTWORK_CACHE, `${name}-${r.width}.webp`), r.data);
    await writeAtomically(
      meta,
      JSON.stringify({ placeholder: art.placeholder, sizes: renditions.map((r) => [r.width, r.height]) }),
    );
  } catch {
    // A read-only temp directory only costs the next run some time.
  }
  return art;
}

async function writeAtomically(file: string, data: Buffer | string) {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

/** The renditions of a flat picture in the artwork's first colour (see flatWebp). */
async function readyMadeArtwork(colors: [string, string], width: number, height: number): Promise<Artwork> {
  const sized = (w: number) => ({ width: w, height: Math.round((w * height) / width) });
  const renditions = await Promise.all(
    RENDITION_WIDTHS.map(sized).map(async (r) => ({ ...r, data: await flatWebp(colors[0], r.width, r.height) })),
  );
  const tiny = sized(16);
  const placeholder = await flatWebp(colors[0], tiny.width, tiny.height);
  return { placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`, renditions };
}

/** Draws (or takes from the cache) a sample picture and stores its renditions as a post's media. */
export async function seedMedia(
  deps: SeedDeps,
  seed: string,
  colors: [string, string],
  alt: string,
  size: [number, number] = [1080, 1080],
): Promise<StoredMedia> {
  const art = deps.readyMadeMedia
    ? await readyMadeArtwork(colors, size[0], size[1])
    : await artwork(seed, colors, size[0], size[1]);
  const folder = `posts/seed-${crypto.createHash('sha1').update(seed).digest('hex').slice(0, 12)}`;
  const renditions = [];
  for (const r of art.renditions) {
    const key = `${folder}/${r.width}.webp`;
    await deps.storage.put(key, r.data);
    renditions.push({ width: r.width, height: r.height, key });
  }
  return {
    kind: 'image',
    width: renditions[0]!.width,
    height: renditions[0]!.height,
    placeholder: art.placeholder,
    renditions,
    alt,
  };
}
