import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Reel } from '../../../shared/reels';
import { memberGet, useMembers, useTestApp, type SignedUpMember } from '../../testing/test-app';
import { postReel, readyReel, reelCopier } from '../../testing/fixtures/reels';
import { jpeg } from '../../testing/fixtures/posts';
import {
  corruptClip,
  h264Clip,
  isFastStart,
  mediaFile,
  mpeg4Clip,
  probeFile,
  twoMinuteClip,
  upload,
} from '../../testing/fixtures/clips';

const t = useTestApp();
const [ana, bruno] = useMembers(t, ['Ana Reels', 'Bruno Reels']);
const get = memberGet(t);

describe('reel uploads', () => {
  it('refuses a text file named .mp4, whatever its declared type, in pt-BR', async () => {
    const res = await upload(
      t.app,
      '/api/reels',
      ana.cookie,
      {},
      { data: Buffer.from('isto não é um vídeo, é só texto\n'.repeat(20)), filename: 'filme.mp4' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'invalid_file_type',
      message: 'Arquivo Inválido: Por favor, selecione um arquivo de vídeo.',
    });
  });

  it('refuses a picture: a reel takes video only', async () => {
    const res = await upload(
      t.app,
      '/api/reels',
      ana.cookie,
      {},
      { data: await jpeg(), filename: 'foto.jpg', contentType: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('invalid_file_type');
  });

  it('refuses a two-minute reel at once, saying the limit, and keeps nothing', async () => {
    const before = await t.database.db.selectFrom('reels').select('id').execute();
    const res = await upload(t.app, '/api/reels', ana.cookie, {}, { data: fs.readFileSync(await twoMinuteClip()) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'video_too_long',
      message: 'Este vídeo é longo demais: o limite é de 90 segundos.',
    });
    expect(await t.database.db.selectFrom('reels').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an upload without a session', async () => {
    const res = await upload(t.app, '/api/reels', '', {}, { data: fs.readFileSync(await h264Clip()) });
    expect(res.statusCode).toBe(401);
  });

  it('answers at once with a processing reel that only its author sees until it is ready', async () => {
    const reel = await postReel(t.app, ana, fs.readFileSync(await h264Clip()), 'Primeiro reel da Ana');
    expect(reel).toMatchObject({
      status: 'processing',
      media: null,
      isMine: true,
      description: 'Primeiro reel da Ana',
    });
    expect(reel.author).toMatchObject({ kind: 'member', name: 'Ana Reels' });

    expect((await get(`/api/reels/${reel.id}`, bruno)).statusCode).toBe(404);
    expect((await get('/api/reels', bruno)).json().reels.map((r: Reel) => r.id)).not.toContain(reel.id);
    expect((await get('/api/reels', ana)).json().reels[0].id).toBe(reel.id);

    await t.app.mediaJobs.idle();
    const seen = (await get(`/api/reels/${reel.id}`, bruno)).json().reel as Reel;
    expect(seen.status).toBe('ready');
    expect(seen.isMine).toBe(false);
    expect(seen.media?.videoUrl).toMatch(/^\/media\/reels\/.+\.mp4$/);
    expect((await get('/api/reels', bruno)).json().reels[0].id).toBe(reel.id);
  });

  it('stores an H.264/AAC fast-start MP4 with a poster and the duration ffprobe reports, re-encoding what browsers cannot play', async () => {
    const source = await probeFile(await mpeg4Clip());
    expect(source.video?.codec).toBe('mpeg4');

    const reel = await readyReel(t.app, ana, fs.readFileSync(await mpeg4Clip()));
    const media = reel.media!;
    const stored = mediaFile(t.storage, media.videoUrl!);
    const probe = await probeFile(stored);
    expect(probe.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p' });
    expect(probe.audio?.codec).toBe('aac');
    expect(isFastStart(fs.readFileSync(stored))).toBe(true);
    expect(media.mime).toBe('video/mp4');
    // The real duration, read back from the stored file (not the spec's 'N/A').
    expect(media.durationMs).toBe(probe.durationMs);
    expect(Math.abs(media.durationMs! - 2000)).toBeLessThan(150);
    // The poster is a picture in storage, with a blur placeholder.
    expect(media.src).toMatch(/\.webp$/);
    expect(fs.existsSync(mediaFile(t.storage, media.src))).toBe(true);
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(media.width).toBe(160);
  });

  it('serves the video with Range requests (206 and the exact bytes) and long cache headers', async () => {
    const reel = await readyReel(t.app, ana);
    const url = reel.media!.videoUrl!;
    const bytes = fs.readFileSync(mediaFile(t.storage, url));

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.headers['content-type']).toMatch(/^video\/mp4/);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-200' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 200))).toBe(true);

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/max-age=\d{5,}/);
  });

  it('never serves the sources waiting for their job', async () => {
    const waiting = path.join(t.app.mediaJobs.workDir, 'reel', 'reel_espera');
    fs.mkdirSync(path.dirname(waiting), { recursive: true });
    fs.writeFileSync(waiting, 'bytes de um envio com a localização do celular');
    const rel = path.relative(t.storage.root!, waiting).split(path.sep).join('/');
    expect((await t.app.inject({ method: 'GET', url: `/media/${rel}` })).statusCode).toBe(404);
  });

  it('shows a failed reel, with the reason in pt-BR, to its author only', async () => {
    const reel = await postReel(t.app, ana, await corruptClip(), 'Reel com defeito');
    await t.app.mediaJobs.idle();
    const mine = (await get(`/api/reels/${reel.id}`, ana)).json().reel as Reel;
    expect(mine.status).toBe('failed');
    expect(mine.error).toBe('Não conseguimos reproduzir este vídeo. Tente outro arquivo (MP4, MOV ou WebM).');
    expect(mine.media).toBeNull();
    expect((await get(`/api/reels/${reel.id}`, bruno)).statusCode).toBe(404);
    expect((await get('/api/reels?limit=20', ana)).json().reels.map((r: Reel) => r.id)).toContain(reel.id);
    expect((await get('/api/reels?limit=20', bruno)).json().reels.map((r: Reel) => r.id)).not.toContain(reel.id);
    // The source is gone with the job.
    expect(fs.existsSync(path.join(t.app.mediaJobs.workDir, 'reel', reel.id))).toBe(false);
  });
});

describe('the reels list', () => {
  it('pages newest first with a cursor, with no reel twice', async () => {
    const { row, copy } = await reelCopier(t, bruno);
    const base = t.clock.now() + 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = `reel_lista_${i}`;
      ids.unshift(id);
      await copy({ id, created_at: base + i, updated_at: base + i });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/reels?limit=3${cursor ? `&cursor=${cursor}` : ''}`, ana);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { reels: Reel[]; nextCursor: string | null };
      expect(page.reels.length).toBeLessThanOrEqual(3);
      seen.push(...page.reels.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 7)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(row.id);
  });

  it('refuses a forged cursor', async () => {
    expect((await get('/api/reels?cursor=nao-e-um-cursor', ana)).statusCode).toBe(400);
  });
});

describe('reactions', () => {
  it('likes and unlikes, counting each member once', async () => {
    const reel = await readyReel(t.app, bruno);
    const like = () =>
      t.app.inject({ method: 'PUT', url: `/api/reels/${reel.id}/like`, headers: { cookie: ana.cookie } });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await get(`/api/reels/${reel.id}`, ana)).json().reel).toMatchObject({
      likedByMe: true,
      stats: { likes: 1 },
    });
    const unlike = await t.app.inject({
      method: 'DELETE',
      url: `/api/reels/${reel.id}/like`,
      headers: { cookie: ana.cookie },
    });
    expect(unlike.json()).toEqual({ liked: false, likes: 0 });
  });

  it('counts a share once per member', async () => {
    const reel = await readyReel(t.app, bruno);
    const share = () =>
      t.app.inject({ method: 'POST', url: `/api/reels/${reel.id}/share`, headers: { cookie: ana.cookie } });
    expect((await share()).json()).toEqual({ shared: true, firstShare: true, shares: 1 });
    expect((await share()).json()).toEqual({ shared: true, firstShare: false, shares: 1 });
  });

  it('adds comments in order and refuses a blank one with "Comentário vazio!"', async () => {
    const reel = await readyReel(t.app, bruno);
    const comment = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reels/${reel.id}/comments`,
        headers: { cookie: ana.cookie },
        payload: { text },
      });
    const blank = await comment('   \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'empty_comment', message: 'Comentário vazio!' });

    const first = await comment('  Que reel lindo!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      comments: 1,
      comment: { text: 'Que reel lindo!', author: { kind: 'member', name: 'Ana Reels' } },
    });
    await comment('Segundo comentário');
    const list = (await get(`/api/reels/${reel.id}/comments`, bruno)).json();
    expect(list.comments.map((c: { text: string }) => c.text)).toEqual(['Que reel lindo!', 'Segundo comentário']);
    expect((await get(`/api/reels/${reel.id}`, bruno)).json().reel.stats.comments).toBe(2);
  });

  it('does not take reactions on a reel still processing', async () => {
    const reel = await postReel(t.app, bruno, fs.readFileSync(await h264Clip()));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reels/${reel.id}/like`,
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(404);
    await t.app.mediaJobs.idle();
  });
});

describe('deleting', () => {
  it('lets only the author delete a reel, and its files go with it', async () => {
    const reel = await readyReel(t.app, ana);
    const del = (who: SignedUpMember) =>
      t.app.inject({ method: 'DELETE', url: `/api/reels/${reel.id}`, headers: { cookie: who.cookie } });
    expect((await del(bruno)).statusCode).toBe(403);
    const video = mediaFile(t.storage, reel.media!.videoUrl!);
    expect(fs.existsSync(video)).toBe(true);
    expect((await del(ana)).statusCode).toBe(204);
    expect(fs.existsSync(video)).toBe(false);
    expect(fs.existsSync(mediaFile(t.storage, reel.media!.src))).toBe(false);
    expect((await get(`/api/reels/${reel.id}`, ana)).statusCode).toBe(404);
  });
});
