import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberGet, useMembers, useTestApp } from '../../testing/test-app';
import { h264Clip, isFastStart, mediaFile, mpeg4Clip, probeFile, upload } from '../../testing/fixtures/clips';
import { POST_WEB_COPY, resumePostWebCopies } from './post-web-copy';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const [ana, bruno] = useMembers(t, ['Ana Codecs', 'Bruno Codecs']);
const get = memberGet(t);
const postVideo = async (data: Buffer, filename: string, contentType: string) => {
  const res = await upload(
    t.app,
    '/api/posts',
    ana.cookie,
    { content: 'Vídeo do celular' },
    { data, filename, contentType },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string; media: { videoUrl: string; mime: string; src: string } };
};

describe('a post video some browsers cannot play', () => {
  it('is published at once as uploaded, then swapped, reposts too, for an H.264/AAC copy', async () => {
    const post = await postVideo(fs.readFileSync(await mpeg4Clip()), 'celular.mov', 'video/quicktime');
    // Published as it came (MPEG-4 Part 2 and MP3, which Chrome does not play), for everyone already.
    expect((await probeFile(mediaFile(t.storage, post.media.videoUrl))).video?.codec).toBe('mpeg4');
    expect((await get(`/api/posts/${post.id}`, bruno)).statusCode).toBe(200);
    const repost = (
      await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/repost`, headers: { cookie: bruno.cookie } })
    ).json().post as { id: string };

    await t.app.mediaJobs.idle();
    const copied = (await get(`/api/posts/${post.id}`, bruno)).json().post;
    expect(copied.media.mime).toBe('video/mp4');
    expect(copied.media.videoUrl).not.toBe(post.media.videoUrl);
    const probe = await probeFile(mediaFile(t.storage, copied.media.videoUrl));
    expect(probe.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p' });
    expect(probe.audio).toEqual({ codec: 'aac' });
    expect(isFastStart(fs.readFileSync(mediaFile(t.storage, copied.media.videoUrl)))).toBe(true);
    // The upload's files are gone; the repost shows the copy.
    expect(fs.existsSync(mediaFile(t.storage, post.media.videoUrl))).toBe(false);
    expect(fs.existsSync(mediaFile(t.storage, post.media.src))).toBe(false);
    expect((await get(`/api/posts/${repost.id}`, ana)).json().post.media.videoUrl).toBe(copied.media.videoUrl);
    // Nothing is left waiting.
    expect(fs.readdirSync(path.join(t.app.mediaJobs.workDir, POST_WEB_COPY))).toEqual([]);
  });

  it('leaves a video every browser plays as it is', async () => {
    const post = await postVideo(fs.readFileSync(await h264Clip()), 'video.mp4', 'video/mp4');
    await t.app.mediaJobs.idle();
    expect((await get(`/api/posts/${post.id}`, bruno)).json().post.media.videoUrl).toBe(post.media.videoUrl);
  });

  it('makes the copies a stopped server left unmade when it starts again', async () => {
    const post = await postVideo(fs.readFileSync(await h264Clip()), 'video.mp4', 'video/mp4');
    await t.app.mediaJobs.idle();
    // As if the server had stopped after keeping this post's upload for a copy.
    const dir = path.join(t.app.mediaJobs.workDir, POST_WEB_COPY);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(await mpeg4Clip(), path.join(dir, post.id));
    expect(await resumePostWebCopies({ jobs: t.app.mediaJobs })).toBe(1);
    await t.app.mediaJobs.idle();
    const copied = (await get(`/api/posts/${post.id}`, ana)).json().post;
    expect(copied.media.videoUrl).not.toBe(post.media.videoUrl);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing behind for a post deleted before its copy was made', async () => {
    const post = await postVideo(fs.readFileSync(await h264Clip()), 'video.mp4', 'video/mp4');
    await t.app.mediaJobs.idle();
    const dir = path.join(t.app.mediaJobs.workDir, POST_WEB_COPY);
    fs.copyFileSync(await mpeg4Clip(), path.join(dir, post.id));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: { cookie: ana.cookie } });
    expect(del.statusCode).toBeLessThan(300);
    const before = fs.readdirSync(path.join(t.storage.root!, 'posts')).length;
    await resumePostWebCopies({ jobs: t.app.mediaJobs });
    await t.app.mediaJobs.idle();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.readdirSync(path.join(t.storage.root!, 'posts')).length).toBe(before);
  });
});
