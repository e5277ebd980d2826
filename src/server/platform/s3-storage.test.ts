import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../testing/s3-server';
import { createStorage } from './create-storage';
import { contentTypeOf, SIGNED_URL_SECONDS } from './s3-storage';
import type { Storage } from './storage';

const MiB = 1024 * 1024;

let server: TestS3Server;
let storage: Storage;
let client: S3Client;
beforeAll(async () => {
  server = await startS3Server();
  // S3's smallest part: an 11 MiB stream goes up in three parts.
  storage = await server.storage({ partSize: 5 * MiB });
  client = new S3Client({
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
});
afterAll(async () => {
  client?.destroy();
  await server?.stop();
});

/** The bytes behind a /media/ redirect, as the browser would fetch them. */
async function fetchRedirected(key: string, headers: Record<string, string> = {}) {
  const target = await storage.redirect(key);
  if (!target) throw new Error('no redirect');
  return fetch(target.url, { headers });
}

describe('S3 storage', () => {
  it('puts a buffer, says it exists, and serves it through a signed URL with its type', async () => {
    const data = crypto.randomBytes(2000);
    await storage.put('posts/a.webp', data);
    expect(await storage.exists('posts/a.webp')).toBe(true);
    expect(await storage.exists('posts/missing.webp')).toBe(false);
    const res = await fetchRedirected('posts/a.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('streams a large file up in parts, and a Range GET on its signed URL answers 206 with those bytes', async () => {
    const data = crypto.randomBytes(11 * MiB);
    // Chunks of 1 MiB: the upload never needs the whole file at once.
    const chunks = Array.from({ length: 11 }, (_, i) => data.subarray(i * MiB, (i + 1) * MiB));
    await storage.putStream('videos/long.mp4', Readable.from(chunks));
    const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: 'videos/long.mp4' }));
    expect(head.ContentLength).toBe(data.length);
    expect(head.ContentType).toBe('video/mp4');
    // Completed as a multipart upload (S3 calls it a POST), not one PUT.
    expect(server.events).toContain('ObjectCreated:Post videos/long.mp4');
    expect(server.events).not.toContain('ObjectCreated:Put videos/long.mp4');

    const from = 6 * MiB - 10;
    const res = await fetchRedirected('videos/long.mp4', { Range: `bytes=${from}-${from + 99}` });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${from}-${from + 99}/${data.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(from, from + 100))).toBe(true);
  });

  it('removes an object, and removing it again is no error', async () => {
    await storage.put('avatars/gone.webp', Buffer.from('x'));
    await storage.remove('avatars/gone.webp');
    expect(await storage.exists('avatars/gone.webp')).toBe(false);
    await storage.remove('avatars/gone.webp');
    expect(await server.keys('avatars/')).toEqual([]);
  });

  it('keeps /media/ URLs and redirects them to short-lived signed URLs, cached for less than their life', async () => {
    expect(storage.root).toBeNull();
    expect(storage.url('posts/a.webp')).toBe('/media/posts/a.webp');
    const target = (await storage.redirect('posts/a.webp'))!;
    expect(target.url.startsWith(`${server.endpoint}/${server.bucket}/posts/a.webp?`)).toBe(true);
    expect(new URL(target.url).searchParams.get('X-Amz-Expires')).toBe(String(SIGNED_URL_SECONDS));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(target.cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan(SIGNED_URL_SECONDS);
    expect(storage.mediaOrigins).toEqual([server.endpoint]);
  });

  it('points URLs at S3_PUBLIC_URL when one is given', async () => {
    const cdn = await server.storage({ publicUrl: 'https://cdn.exemplo.com.br/midia/' });
    expect(cdn.url('posts/a b.webp')).toBe('https://cdn.exemplo.com.br/midia/posts/a%20b.webp');
    expect(await cdn.redirect('posts/a.webp')).toEqual({
      url: 'https://cdn.exemplo.com.br/midia/posts/a.webp',
      cacheControl: 'public, max-age=604800',
    });
    expect(cdn.mediaOrigins).toEqual(['https://cdn.exemplo.com.br']);
  });

  it('refuses keys that climb out of the bucket prefix', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    expect(() => storage.url('/abs.webp')).toThrow(/Unsafe storage key/);
  });

  it('is what createStorage makes when the configuration names a bucket, and local disk otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-storage-'));
    try {
      const local = await createStorage({ dataDir, s3: undefined });
      expect(local.root).toBe(path.join(dataDir, 'media'));
      expect(await local.redirect('posts/a.webp')).toBeNull();
      const bucket = await createStorage({
        dataDir,
        s3: { bucket: server.bucket, endpoint: server.endpoint, region: 'us-east-1', ...S3RVER_CREDENTIALS },
      });
      expect(bucket.root).toBeNull();
      expect(await bucket.exists('posts/a.webp')).toBe(true);
      bucket.close?.();
      // Nothing of the bucket's lands on local disk.
      expect(fs.readdirSync(path.join(dataDir, 'media'))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names the type of each kind of media file', () => {
    expect(contentTypeOf('brands/x-logo.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('reels/x.MP4')).toBe('video/mp4');
    expect(contentTypeOf('what.bin')).toBe('application/octet-stream');
  });

  it('pings with HeadBucket, and fails once the server is gone', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    const missing = await server.storage({ bucket: 'no-such-bucket' });
    await expect(missing.ping()).rejects.toThrow();
    await server.stop();
    await expect(storage.ping()).rejects.toThrow();
  });
});
