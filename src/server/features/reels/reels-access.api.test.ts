import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Reel } from '../../../shared/reels';
import { createTestApp, signupMember } from '../../testing/harness';
import { memberGet, useMembers, useTestApp } from '../../testing/test-app';
import { readyReel, reelCopier } from '../../testing/fixtures/reels';
import { topReelsByLikes } from './reels.service';
import { h264Clip } from '../../testing/fixtures/clips';
import { insertFollow, setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp();
const [ana, bruno] = useMembers(t, ['Ana Reels', 'Bruno Reels']);
const get = memberGet(t);

describe('top reels', () => {
  it('gives Explore the 6 ready reels with the most likes, most liked first', async () => {
    const { copy } = await reelCopier(t, bruno);
    const likes = [5000, 7000, 1000, 6000, 3000, 4000, 2000];
    for (const [i, n] of likes.entries()) {
      await copy({ id: `reel_topo_${i}`, likes_count: n });
    }
    // Likes do not lift a reel that is not ready.
    await copy({ id: 'reel_topo_pendente', status: 'processing', media: null, likes_count: 99_999 });
    const expected = ['reel_topo_1', 'reel_topo_3', 'reel_topo_0', 'reel_topo_5', 'reel_topo_4', 'reel_topo_6'];

    const top = await topReelsByLikes(t.database.db, 6, t.storage);
    expect(top.map((r) => r.id)).toEqual(expected);
    expect(top[0]!.media?.videoUrl).toMatch(/\.mp4$/);

    const explore = (await get('/api/explore', ana)).json() as { items: { kind: string; reel?: { id: string } }[] };
    expect(explore.items.flatMap((i) => (i.kind === 'reel' ? [i.reel!.id] : []))).toEqual(expected);
    await t.database.db.deleteFrom('reels').where('id', 'like', 'reel_topo_%').execute();
  });
});

describe('privacy', () => {
  it('keeps a private account’s reels for its approved followers, and its comment policy holds', async () => {
    const carla = await signupMember(t.app, { name: 'Carla Privada' });
    const reel = await readyReel(t.app, carla);
    await setPrivacy(t.app, carla.cookie, { privateAccount: true });
    try {
      expect((await get(`/api/reels/${reel.id}`, ana)).statusCode).toBe(403);
      expect((await get('/api/reels?limit=20', ana)).json().reels.map((r: Reel) => r.id)).not.toContain(reel.id);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/reels/${reel.id}/like`, headers: { cookie: ana.cookie } }))
          .statusCode,
      ).toBe(403);
      expect((await topReelsByLikes(t.database.db, 50, t.storage)).map((r) => r.id)).not.toContain(reel.id);
      // An approved follower sees it, in the list too.
      await insertFollow(t, ana.member.id, carla.member.id);
      expect((await get(`/api/reels/${reel.id}`, ana)).statusCode).toBe(200);
      expect((await get('/api/reels?limit=20', ana)).json().reels.map((r: Reel) => r.id)).toContain(reel.id);

      await setPrivacy(t.app, carla.cookie, { privateAccount: false, commentPolicy: 'nobody' });
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/reels/${reel.id}/comments`,
        headers: { cookie: bruno.cookie },
        payload: { text: 'Oi!' },
      });
      expect(comment.statusCode).toBe(403);
      expect(comment.json().code).toBe('comments_closed');
    } finally {
      await setPrivacy(t.app, carla.cookie, { privateAccount: false, commentPolicy: 'everyone' });
    }
  });
});

describe('restarts', () => {
  it('queues again, at start-up, a reel a stopped server left processing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-reels-restart-'));
    const id = 'reel_retomado';
    // A reel of Ana's as an upload leaves it: accepted, its source waiting, not processed yet.
    const { copy } = await reelCopier(t, ana);
    await copy({ id, description: 'Retomado', status: 'processing', error: null, media: null });
    fs.mkdirSync(path.join(dataDir, '.incoming', 'reel'), { recursive: true });
    fs.copyFileSync(await h264Clip(), path.join(dataDir, '.incoming', 'reel', id));

    const restarted = await createTestApp({ database: t.database, env: { DATA_DIR: dataDir } });
    try {
      await restarted.app.mediaJobs.idle();
      const res = await restarted.app.inject({
        method: 'GET',
        url: `/api/reels/${id}`,
        headers: { cookie: ana.cookie },
      });
      expect(res.json().reel.status).toBe('ready');
      expect(fs.existsSync(path.join(dataDir, '.incoming', 'reel', id))).toBe(false);
    } finally {
      await restarted.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
