import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { z } from 'zod';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { VIDEO_LIMITS, type VideoKind } from '../../../shared/video-rules';
import { AppError } from '../errors';
import { sniffMediaType, SNIFF_BYTES, type MediaKind, type SniffedType } from './sniff';

const MB = 1024 * 1024;
/** The largest upload of each media kind; each kind of video has its own, smaller or equal (VIDEO_LIMITS). */
export const UPLOAD_LIMITS: Record<MediaKind, number> = {
  image: 15 * MB,
  video: Math.max(...Object.values(VIDEO_LIMITS).map((l) => l.maxBytes)),
};

/** The size limits of an upload that may be a picture or a video of this kind (a post, a story). */
export const uploadLimitsFor = (kind: VideoKind): Record<MediaKind, number> => ({
  image: UPLOAD_LIMITS.image,
  video: VIDEO_LIMITS[kind].maxBytes,
});

export interface ReceivedUpload {
  /** A temporary file holding the bytes; gone after `cleanup()`. */
  file: string;
  mime: string;
  kind: MediaKind;
  size: number;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface ReceiveOptions {
  accept?: MediaKind[];
  limits?: Partial<Record<MediaKind, number>>;
  /** Shown when the bytes are not of an accepted kind (a reel wants video only, say). */
  invalidTypeMessage?: string;
  /** Max characters per text field. */
  maxFieldChars?: number;
}

export function tooLarge(kind: MediaKind, limit: number): AppError {
  const mb = Math.round(limit / MB);
  return new AppError(
    413,
    'file_too_large',
    kind === 'image' ? ptBR.media.imageTooLarge(mb) : ptBR.media.videoTooLarge(mb),
  );
}

/**
 * Receives one multipart upload: streams the file to a temporary file while its first bytes are
 * checked (the real type, never the name or the declared type) and its size is counted, so a
 * refused upload stops early and a big one never sits in memory. Returns null when no file was sent.
 */
export async function receiveUpload(
  request: FastifyRequest,
  opts: ReceiveOptions = {},
): Promise<{ upload: ReceivedUpload | null; fields: Record<string, string> }> {
  const accept = opts.accept ?? ['image', 'video'];
  const limits = { ...UPLOAD_LIMITS, ...opts.limits };
  const invalid = () => new AppError(415, 'invalid_file_type', opts.invalidTypeMessage);
  const biggest = Math.max(...accept.map((k) => limits[k]));
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | null = null;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bs-upload-'));
  const cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });

  try {
    if (!request.isMultipart()) throw new AppError(400, 'validation_failed');
    const parts = request.parts({
      limits: { fileSize: biggest, files: 1, fields: 10, fieldSize: (opts.maxFieldChars ?? 5000) * 4, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      let head = Buffer.alloc(0);
      let type: SniffedType | null | undefined;
      let size = 0;
      const check = (): SniffedType => {
        type ??= sniffMediaType(head);
        if (!type || !accept.includes(type.kind)) throw invalid();
        return type;
      };
      const gate = new Transform({
        transform(chunk: Buffer, _enc, done) {
          try {
            size += chunk.length;
            if (type === undefined) {
              head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
              if (head.length >= SNIFF_BYTES) check();
            }
            if (type && size > limits[type.kind]) throw tooLarge(type.kind, limits[type.kind]);
            done(null, chunk);
          } catch (err) {
            done(err as Error);
          }
        },
        flush(done) {
          try {
            check();
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      });
      const file = path.join(dir, 'upload');
      await pipeline(part.file, gate, fs.createWriteStream(file));
      const sniffed = check();
      // busboy stops at the overall limit and marks the stream truncated instead of failing.
      if (part.file.truncated) throw tooLarge(sniffed.kind, limits[sniffed.kind]);
      upload = { file, mime: sniffed.mime, kind: sniffed.kind, size, fields, cleanup };
    }
  } catch (err) {
    await cleanup();
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(accept.find((k) => limits[k] === biggest) ?? 'video', biggest);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(400, 'validation_failed');
    throw err;
  }
  if (!upload) await cleanup();
  return { upload, fields };
}

/**
 * Receives one upload, hands it with its text fields to `use`, and removes its temporary file
 * whatever `use` did: the frame of every route that takes a file.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  opts: ReceiveOptions,
  use: (upload: ReceivedUpload | null, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const { upload, fields } = await receiveUpload(request, opts);
  try {
    return await use(upload, fields);
  } finally {
    await upload?.cleanup();
  }
}

/** The text fields sent with a file, read by their schema; the first problem is the 400's message. */
export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
  return parsed.data;
}
