import type { MediaView } from '../../../shared/posts';
import type { Storage } from '../storage';
import type { ProcessedImage } from './image';
import type { ProcessedVideo } from './video';
import type { Rendition } from './rendition';

export type { Rendition } from './rendition';

/**
 * What a row keeps about its picture or video (as JSON), so any feature — posts, stories, reels,
 * products — stores media the same way. Keys, not URLs: the storage decides the URL when served.
 */
export interface StoredMedia {
  kind: 'image' | 'video';
  width: number;
  height: number;
  placeholder: string;
  /** The picture's renditions, or the video's poster renditions; widest first. */
  renditions: Rendition[];
  video?: { key: string; mime: string; durationMs: number | null } | undefined;
  alt?: string | null | undefined;
}

export function storedImage(image: ProcessedImage, alt?: string | null): StoredMedia {
  return {
    kind: 'image',
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    renditions: image.renditions,
    alt: alt ?? null,
  };
}

/** What an upload became, and whether its video waits for a copy every browser plays (web-copy.ts). */
export interface StoredUpload {
  media: StoredMedia;
  webCopy: boolean;
}

export function storedVideo(video: ProcessedVideo, alt?: string | null): StoredMedia {
  return {
    kind: 'video',
    width: video.width,
    height: video.height,
    placeholder: video.poster.placeholder,
    renditions: video.poster.renditions,
    video: { key: video.key, mime: video.mime, durationMs: video.durationMs },
    alt: alt ?? null,
  };
}

/** Every storage key a media item owns, for removing it with its row. */
export function mediaKeys(media: StoredMedia): string[] {
  return [...media.renditions.map((r) => r.key), ...(media.video ? [media.video.key] : [])];
}

export async function removeMedia(storage: Storage, media: StoredMedia | null | undefined): Promise<void> {
  if (!media) return;
  await Promise.all(mediaKeys(media).map((key) => storage.remove(key)));
}

export function parseStoredMedia(json: string | null): StoredMedia | null {
  return json ? (JSON.parse(json) as StoredMedia) : null;
}

/** The media as the browser needs it: URLs, a srcset, the aspect ratio and the placeholder. */
export function toMediaView(storage: Pick<Storage, 'url'>, media: StoredMedia): MediaView {
  const widest = media.renditions[0];
  return {
    kind: media.kind,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
    src: widest ? storage.url(widest.key) : '',
    srcSet: media.renditions.map((r) => `${storage.url(r.key)} ${r.width}w`).join(', '),
    alt: media.alt ?? null,
    videoUrl: media.video ? storage.url(media.video.key) : null,
    mime: media.video?.mime ?? null,
    durationMs: media.video?.durationMs ?? null,
  };
}
