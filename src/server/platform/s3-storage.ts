import type { Readable } from 'node:stream';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaPath, safeKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible service (R2, MinIO…); AWS S3 itself when absent. Addressed path-style when given. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** A public or CDN base serving the bucket; media URLs point there instead of /media/. */
  publicUrl?: string | undefined;
  /** Multipart part size for putStream; S3 refuses parts under 5 MiB but the last. */
  partSize?: number | undefined;
}

/** How long a signed GET stays valid, and how long the redirect to it may be cached (a minute less). */
export const SIGNED_URL_SECONDS = 5 * 60;
const REDIRECT_CACHE_SECONDS = SIGNED_URL_SECONDS - 60;
/** What local disk serves with (app.ts): media keys are never reused, so a copy may live long. */
const OBJECT_CACHE_CONTROL = 'public, max-age=604800';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

/** Served from the bucket, an object needs the type local disk would have given it from its name. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function notFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
  );
}

/** The bucket through the AWS SDK v3 (decision 033). */
export async function createS3Storage(opts: S3StorageOptions): Promise<Storage> {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    // The SDK's default checksums on every upload are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const publicUrl = opts.publicUrl?.replace(/\/+$/, '');
  const signedGet = (key: string) =>
    getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: SIGNED_URL_SECONDS });
  // Where signed URLs point depends on the bucket's name and the endpoint rules: ask the signer once.
  const signedOrigin = new URL(await signedGet('origin-probe')).origin;
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const objectUrl = (key: string) => `${publicUrl}/${safeKey(key).split('/').map(encodeURIComponent).join('/')}`;
  return {
    root: null,
    mediaOrigins: [...new Set([publicOrigin ?? signedOrigin])],
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: safeKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    },
    async putStream(key, stream: Readable) {
      // Multipart in parts of partSize, a few in flight: a long video never sits whole in memory.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: safeKey(key),
          Body: stream,
          ContentType: contentTypeOf(key),
          CacheControl: OBJECT_CACHE_CONTROL,
        },
        ...(opts.partSize ? { partSize: opts.partSize } : {}),
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    url(key) {
      return publicUrl ? objectUrl(key) : mediaPath(key);
    },
    async redirect(key) {
      if (publicUrl) return { url: objectUrl(key), cacheControl: OBJECT_CACHE_CONTROL };
      // Shorter than the signature's life: a cached redirect never points at an expired URL.
      return { url: await signedGet(safeKey(key)), cacheControl: `private, max-age=${REDIRECT_CACHE_SECONDS}` };
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
