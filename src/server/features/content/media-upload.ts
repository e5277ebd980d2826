import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { VideoKind } from '../../../shared/video-rules';
import { VIDEO_LIMITS } from '../../../shared/video-rules';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/media/image';
import type { MediaJobs } from '../../platform/media/jobs';
import { removeMedia, storedImage, storedVideo, type StoredMedia, type StoredUpload } from '../../platform/media/media';
import {
  parseFields,
  uploadLimitsFor,
  withUpload,
  type ReceiveOptions,
  type ReceivedUpload,
} from '../../platform/media/upload';
import { processVideo } from '../../platform/media/video';
import { needsWebCopy, queueWebCopy } from '../../platform/media/web-copy';
import type { Storage } from '../../platform/storage';

/**
 * Stores an uploaded picture or video through the media pipeline: stripped of metadata, in web
 * renditions, within the limits of its kind. A video some browsers cannot play is stored as it
 * came and flagged for a web copy, made after the item is saved (platform/media/web-copy.ts).
 */
export async function storeUploadedMedia(
  storage: Storage,
  upload: ReceivedUpload,
  opts: { prefix: string; kind: VideoKind; alt?: string | undefined },
): Promise<StoredUpload> {
  if (upload.kind === 'image')
    return {
      media: storedImage(await processImage(storage, upload.file, { prefix: opts.prefix }), opts.alt),
      webCopy: false,
    };
  const video = await processVideo(storage, upload.file, upload.mime, {
    prefix: opts.prefix,
    limits: VIDEO_LIMITS[opts.kind],
  });
  return { media: storedVideo(video, opts.alt), webCopy: needsWebCopy(video.probe) };
}

export interface PublishSpec<F, T, P> {
  /** The kind of item, for its size and length limits. */
  kind: VideoKind;
  /** The text fields sent with the file. */
  fields: z.ZodType<F>;
  /** Checks what the fields ask for before the file is stored (who the item is published as). */
  prepare: (fields: F) => Promise<P>;
  /** Stores the file (`storeUploadedMedia` with the kind's folder). */
  store: (upload: ReceivedUpload, fields: F) => Promise<StoredUpload>;
  /** Saves the item with its stored media and what `prepare` answered. */
  create: (media: StoredMedia, fields: F, prepared: P) => Promise<T>;
  /** The job kind that makes the item's web copy when its video needs one. */
  webCopyJob: string;
}

/**
 * The upload of a post, a story or a highlight: receives the file (a picture or a video), reads
 * its fields, stores the media, saves the item (its files removed again if that fails), queues
 * the web copy a video may need, and removes the temporary file whatever happened.
 */
export function publishUpload<F, T extends { id: string }, P>(
  request: FastifyRequest,
  deps: { storage: Storage; jobs: MediaJobs },
  memberId: string,
  spec: PublishSpec<F, T, P>,
): Promise<T> {
  return withUpload(request, { limits: uploadLimitsFor(spec.kind) }, async (upload, raw) => {
    if (!upload) throw new AppError(400, 'file_required');
    const fields = parseFields(spec.fields, raw);
    const prepared = await spec.prepare(fields);
    const { media, webCopy } = await spec.store(upload, fields);
    let item: T;
    try {
      item = await spec.create(media, fields, prepared);
    } catch (err) {
      await removeMedia(deps.storage, media);
      throw err;
    }
    if (webCopy) await queueWebCopy(deps.jobs, spec.webCopyJob, item.id, upload.file, memberId);
    return item;
  });
}

const videoOnly = `${ptBR.videoMedia.videoOnly.title}: ${ptBR.videoMedia.videoOnly.description}`;

/** How a reel or a long video is received: a video within its kind's size, and nothing else. */
export const videoUpload = (kind: VideoKind): ReceiveOptions => ({
  accept: ['video'],
  limits: uploadLimitsFor(kind),
  invalidTypeMessage: videoOnly,
});
