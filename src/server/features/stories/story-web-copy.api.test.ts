import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useMembers, useTestApp } from '../../testing/test-app';
import { h264Clip, mediaFile, mpeg4Clip, probeFile, upload } from '../../testing/fixtures/clips';

interface WithMedia {
  id: string;
  media: { videoUrl: string; src: string };
}

const t = useTestApp();
const [ana] = useMembers(t, ['Ana Histórias']);

const req = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: ana.cookie }, ...(payload ? { payload } : {}) });
const codecOf = async (url: string) => (await probeFile(mediaFile(t.storage, url))).video?.codec;
const send = async (url: string, data: Buffer, fields: Record<string, string> = {}) => {
  const res = await upload(t.app, url, ana.cookie, fields, {
    data,
    filename: 'celular.mov',
    contentType: 'video/quicktime',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { story?: WithMedia; highlight?: WithMedia };
};
const highlight = async (id: string) =>
  ((await req('GET', '/api/highlights')).json().highlights as WithMedia[]).find((h) => h.id === id)!;

describe('a story video some browsers cannot play', () => {
  it('is published at once, then the story and the highlight made from it show an H.264 copy', async () => {
    const { story } = await send('/api/stories', fs.readFileSync(await mpeg4Clip()));
    expect(await codecOf(story!.media.videoUrl)).toBe('mpeg4');
    const kept = (await req('POST', '/api/highlights/from-story', { storyId: story!.id })).json()
      .highlight as WithMedia;
    expect(kept.media.videoUrl).toBe(story!.media.videoUrl);

    await t.app.mediaJobs.idle();
    const copied = (await req('GET', `/api/stories/${story!.id}`)).json().story as WithMedia;
    expect(copied.media.videoUrl).not.toBe(story!.media.videoUrl);
    expect(await codecOf(copied.media.videoUrl)).toBe('h264');
    expect((await highlight(kept.id)).media.videoUrl).toBe(copied.media.videoUrl);
    // The upload's files went once nothing showed them.
    expect(fs.existsSync(mediaFile(t.storage, story!.media.videoUrl))).toBe(false);
    expect(fs.existsSync(mediaFile(t.storage, story!.media.src))).toBe(false);
  });

  it('copies a highlight uploaded on its own, and leaves an H.264 story as it is', async () => {
    const { highlight: own } = await send('/api/highlights', fs.readFileSync(await mpeg4Clip()), { title: 'Viagem' });
    const { story } = await send('/api/stories', fs.readFileSync(await h264Clip()));
    await t.app.mediaJobs.idle();
    const copied = await highlight(own!.id);
    expect(copied.media.videoUrl).not.toBe(own!.media.videoUrl);
    expect(await codecOf(copied.media.videoUrl)).toBe('h264');
    expect((await req('GET', `/api/stories/${story!.id}`)).json().story.media.videoUrl).toBe(story!.media.videoUrl);
  });
});
