import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reel, ReelComment } from '../../shared/reels';
import { createTestApp, signupMember } from '../testing/harness';
import { getJson, useTestApp } from '../testing/test-app';
import { mediaFile } from '../testing/fixtures/clips';
import { brandData } from './catalog-data';
import { seedVideoDemo } from './video-seed';

const t = useTestApp({ demo: true });
let cookie: string;
beforeAll(async () => {
  cookie = (await signupMember(t.app)).cookie;
});

const get = (url: string) => getJson(t.app, url, cookie);

describe('video demo data', () => {
  it('seeds one ready reel per brand, each with two sample comments and a playable clip', async () => {
    const page = await get('/api/reels?limit=20');
    const reels = page.reels as Reel[];
    expect(new Set(reels.map((r) => r.author.id))).toEqual(new Set(brandData.map((b) => b.id)));
    for (const reel of reels) {
      expect(reel.status).toBe('ready');
      expect(reel.description.length).toBeGreaterThan(0);
      expect(reel.media?.videoUrl).toMatch(/\.mp4$/);
      expect(fs.existsSync(mediaFile(t.storage, reel.media!.videoUrl!))).toBe(true);
      expect(reel.media!.durationMs).toBeGreaterThan(2500);
      expect(reel.media!.height).toBeGreaterThan(reel.media!.width);
      expect(reel.stats.comments).toBe(2);
    }
    const comments = (await get(`/api/reels/${reels[0]!.id}/comments`)).comments as ReelComment[];
    expect(comments).toHaveLength(2);
    expect(comments.every((c) => c.author.kind === 'brand' && c.text.length > 0)).toBe(true);
  });

  it('seeds three demo long videos for the right panel', async () => {
    const videos = (await get('/api/videos/featured')).videos as {
      status: string;
      author: { kind: string };
      title: string;
    }[];
    expect(videos).toHaveLength(3);
    expect(videos.every((v) => v.status === 'ready' && v.author.kind === 'brand' && v.title)).toBe(true);
  });

  it('seeds once', async () => {
    const count = async () => (await t.database.db.selectFrom('reels').select('id').execute()).length;
    const before = await count();
    await seedVideoDemo(t.seedDeps);
    expect(await count()).toBe(before);
  });

  it('skips with a warning, and does not fail, when ffmpeg is missing', async () => {
    const plain = await createTestApp();
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await seedVideoDemo(plain.seedDeps);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ffmpeg'));
      expect(await plain.database.db.selectFrom('reels').select('id').execute()).toHaveLength(0);
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
      await plain.close();
    }
  });
});
