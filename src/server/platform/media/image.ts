import sharp from 'sharp';
import { AppError } from '../errors';
import { newId } from '../ids';
import type { Storage } from '../storage';
import type { Rendition } from './rendition';

/** Widths of the WebP renditions every picture gets; an image is never enlarged to reach one. */
export const RENDITION_WIDTHS = [1080, 640, 320] as const;
const PLACEHOLDER_WIDTH = 16;
/** Decompression bombs stop here: a 15 MB PNG can otherwise claim billions of pixels. */
const MAX_INPUT_PIXELS = 80_000_000;

export interface ProcessedImage {
  /** The key of the widest rendition. */
  key: string;
  /** Widest first. */
  renditions: Rendition[];
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown while the picture loads. */
  placeholder: string;
}

export interface ProcessImageOptions {
  /** Storage folder, e.g. `posts`; each image gets its own sub-folder. */
  prefix: string;
  widths?: readonly number[];
  quality?: number;
}

/** The widths to produce for a source this wide: the standard ones below it, or its own width when it is narrower. */
export function renditionWidths(sourceWidth: number, widths: readonly number[] = RENDITION_WIDTHS): number[] {
  const below = widths.filter((w) => w <= sourceWidth);
  if (below.length === widths.length) return [...below];
  return [sourceWidth, ...below.filter((w) => w < sourceWidth)].filter((w, i, all) => all.indexOf(w) === i);
}

function unreadable(cause: unknown, heic: boolean): AppError {
  const err = new AppError(
    415,
    'unsupported_media',
    heic ? 'Fotos HEIC ainda não são aceitas. Envie em JPEG, PNG ou WebP.' : undefined,
  );
  (err as { cause?: unknown }).cause = cause;
  return err;
}

/**
 * Turns an uploaded picture into what the site serves: upright (EXIF orientation applied), with
 * every piece of metadata dropped (EXIF, GPS, XMP, ICC comments: sharp writes none unless asked),
 * as WebP renditions at the standard widths plus a blur placeholder. The original is not kept.
 */
export async function processImage(
  storage: Storage,
  input: string | Buffer,
  opts: ProcessImageOptions,
): Promise<ProcessedImage> {
  const quality = opts.quality ?? 80;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw unreadable(err, false);
  }
  const animated = (meta.pages ?? 1) > 1;
  const folder = `${opts.prefix}/${newId('img')}`;
  const outputs: { width: number; height: number; data: Buffer }[] = [];
  let placeholderSource: sharp.Sharp;
  try {
    if (animated) {
      // Animated GIF/WebP keep their frames: every rendition is decoded from the source.
      const sourceWidth = meta.autoOrient?.width ?? meta.width;
      for (const w of renditionWidths(sourceWidth, opts.widths)) {
        const out = await sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality })
          .toBuffer({ resolveWithObject: true });
        outputs.push({ width: out.info.width, height: out.info.pageHeight ?? out.info.height, data: out.data });
      }
      placeholderSource = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    } else {
      // Decode once, upright and no wider than the widest rendition; the rest come from those pixels.
      const widest = Math.max(...(opts.widths ?? RENDITION_WIDTHS));
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const w of renditionWidths(info.width, opts.widths)) {
        const out = await sharp(data, raw).resize({ width: w }).webp({ quality }).toBuffer({ resolveWithObject: true });
        outputs.push({ width: out.info.width, height: out.info.height, data: out.data });
      }
      placeholderSource = sharp(data, raw);
    }
  } catch (err) {
    throw unreadable(err, meta.format === 'heif' && meta.compression === 'hevc');
  }
  const tiny = await placeholderSource.resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();

  const renditions: Rendition[] = [];
  for (const out of outputs) {
    const key = `${folder}/${out.width}.webp`;
    await storage.put(key, out.data);
    renditions.push({ width: out.width, height: out.height, key });
  }
  const first = renditions[0]!;
  return {
    key: first.key,
    renditions,
    width: first.width,
    height: first.height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
