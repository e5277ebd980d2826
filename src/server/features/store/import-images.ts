// The pictures a catalogue import names: read, run through the media pipeline, or kept as given.
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/media/image';
import { mediaPath, type Storage } from '../../platform/storage';
import type { ImportProduct } from '../../../shared/store-import';

/** Reads an image reference the file gives (path, http URL, data URL); null means "keep the reference as is". */
export type ImageResolver = (ref: string) => Promise<Buffer | null>;

/** The admin API's resolver: data URLs are decoded; `/media/…` references are kept; anything else is refused. */
export const dataUrlResolver: ImageResolver = async (ref) => {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(ref);
  if (m) return Buffer.from(m[1]!, 'base64');
  if (ref.startsWith('/media/')) return null;
  throw new AppError(400, 'validation_failed', `Imagem não aceita pela API: ${ref.slice(0, 80)}`);
};

export interface StoredImage {
  url: string;
  thumb_url: string | null;
  width: number | null;
  height: number | null;
  blur: string | null;
  type: string;
}

/** Runs each new picture through the shared media pipeline (upright, no metadata, WebP renditions, blur). */
export async function storeImages(
  storage: Storage,
  refs: ImportProduct['images'],
  resolve: ImageResolver,
): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (const ref of refs ?? []) {
    const url = typeof ref === 'string' ? ref : ref.url;
    const type = typeof ref === 'string' ? 'image' : (ref.type ?? 'image');
    const bytes = await resolve(url);
    if (!bytes) {
      out.push({ url, thumb_url: null, width: null, height: null, blur: null, type });
      continue;
    }
    const img = await processImage(storage, bytes, { prefix: 'store' });
    const thumb = img.renditions.find((r) => r.width <= 640) ?? img.renditions[0]!;
    out.push({
      url: mediaPath(img.key),
      thumb_url: mediaPath(thumb.key),
      width: img.width,
      height: img.height,
      blur: img.placeholder,
      type,
    });
  }
  return out;
}
