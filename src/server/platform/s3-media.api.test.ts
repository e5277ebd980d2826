import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupMember } from '../testing/harness';
import { createPost, jpeg, multipart } from '../testing/fixtures/posts';
import { sendForm } from '../testing/multipart-form';
import { h264Clip } from '../testing/fixtures/clips';
import { memberRequests, useTestApp } from '../testing/test-app';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import type { Storage } from './storage';
import { SIGNED_URL_SECONDS } from './s3-storage';

// Media on an S3-compatible server (decision 033): /media/ answers with redirects to signed URLs.
let s3: TestS3Server;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = await s3.storage();
});
afterAll(async () => {
  await s3?.stop();
});
const t = useTestApp(() => ({ storage }));
const req = memberRequests(t);

interface MediaView {
  src: string;
  srcSet: string;
  videoUrl: string | null;
}

/** The keys a post's media names, read back from its URLs. */
function keysOf(media: MediaView): string[] {
  const urls = [...media.srcSet.split(', ').map((s) => s.split(' ')[0]!), ...(media.videoUrl ? [media.videoUrl] : [])];
  return urls.map((u) => u.replace(/^\/media\//, '')).sort();
}

/** `GET /media/…` through the app: a redirect to the bucket, which the test follows as a browser would. */
async function follow(url: string, headers: Record<string, string> = {}) {
  const redirect = await t.app.inject({ method: 'GET', url });
  expect(redirect.statusCode).toBe(302);
  const location = String(redirect.headers.location);
  expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  return { redirect, res: await fetch(location, { headers }) };
}

describe('media on S3-compatible storage', () => {
  it('serves a post picture by a short-lived redirect to the bucket, which answers its WebP bytes', async () => {
    const m = await signupMember(t.app);
    const post = await createPost(t.app, m.cookie, 'Foto no bucket', {
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(800, 600),
    });
    const media = post.media as MediaView;
    expect(media.src).toMatch(/^\/media\/posts\/.+\.webp$/);
    expect(t.storage.root).toBeNull();

    const { redirect, res } = await follow(media.src);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(redirect.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan(SIGNED_URL_SECONDS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('lets the page load media from the bucket under its Content-Security-Policy', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
  });

  it("answers a Range request for a video post's file with 206 and those bytes, after the redirect", async () => {
    const m = await signupMember(t.app);
    const data = fs.readFileSync(await h264Clip());
    const post = await createPost(t.app, m.cookie, 'Vídeo no bucket', {
      filename: 'clipe.mp4',
      contentType: 'video/mp4',
      data,
    });
    await t.app.mediaJobs.idle();
    const media = (await req('GET', `/api/posts/${post.id}`, m.cookie)).json().post.media as MediaView;
    expect(media.videoUrl).toMatch(/^\/media\/.+\.mp4$/);

    const whole = Buffer.from(await (await follow(media.videoUrl!)).res.arrayBuffer());
    expect(whole.length).toBeGreaterThan(1000);
    const { res } = await follow(media.videoUrl!, { Range: 'bytes=100-599' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 100-599/${whole.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(100, 600))).toBe(true);
  });

  it("removes a deleted post's objects from the bucket", async () => {
    const m = await signupMember(t.app);
    const post = await createPost(t.app, m.cookie, 'Vou sumir do bucket');
    const keys = keysOf(post.media as MediaView);
    expect(keys.length).toBeGreaterThan(0);
    const inBucket = await s3.keys();
    for (const key of keys) expect(inBucket).toContain(key);

    expect((await req('DELETE', `/api/posts/${post.id}`, m.cookie)).statusCode).toBe(204);
    const after = await s3.keys();
    for (const key of keys) expect(after).not.toContain(key);
  });

  it('never redirects to dot-files or paths out of the media keys', async () => {
    for (const url of ['/media/.incoming/posts/x', '/media/posts%2F..%2F..%2Fsecret.key', '/media/posts//x.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('media behind S3_PUBLIC_URL', () => {
  const cdn = 'https://cdn.exemplo.com.br/midia';
  let cdnStorage: Storage;
  beforeAll(async () => {
    cdnStorage = await s3.storage({ publicUrl: cdn });
  });
  const c = useTestApp(() => ({ storage: cdnStorage }));

  it('points media at the public base, while an avatar keeps the app path that redirects there', async () => {
    const m = await signupMember(c.app);
    const post = await createPost(c.app, m.cookie, 'Direto da CDN');
    expect((post.media as MediaView).src).toMatch(/^https:\/\/cdn\.exemplo\.com\.br\/midia\/posts\/.+\.webp$/);

    const form = multipart(
      {},
      { filename: 'eu.jpg', contentType: 'image/jpeg', data: await jpeg(400, 400), name: 'avatar' },
    );
    const res = await sendForm(c.app, 'POST', '/api/settings/avatar', m.cookie, form);
    expect(res.statusCode).toBe(200);
    const avatarUrl = String(res.json().member.avatarUrl);
    expect(avatarUrl).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const redirect = await c.app.inject({ method: 'GET', url: avatarUrl });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${cdn}${avatarUrl.slice('/media'.length)}`);
    expect(redirect.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('readiness on S3', () => {
  it('reports the storage not ready once the S3 server stops', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.storage).toBe(true);

    await s3.stop();
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ ready: false, checks: { database: true, bus: true, storage: false } });
  });
});
