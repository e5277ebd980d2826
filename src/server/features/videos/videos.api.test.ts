import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LongVideo } from '../../../shared/videos';
import { seedVideoDemo } from '../../seed/video-seed';
import { signupMember } from '../../testing/harness';
import { memberGet, signupMembers, useTestApp, type SignedUpMember } from '../../testing/test-app';
import { h264Clip, mediaFile, overAnHourClip, probeFile, twoMinuteClip, upload } from '../../testing/fixtures/clips';
import { insertFollow, setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp();
let ana: SignedUpMember;
let bruno: SignedUpMember;
beforeAll(async () => {
  await seedVideoDemo(t.seedDeps);
  [ana, bruno] = await signupMembers(t.app, ['Ana Vídeos', 'Bruno Vídeos']);
});

const get = memberGet(t);
/** A long video sent from the upload page. */
const uploadVideo = (who: SignedUpMember, fields: Record<string, string>, file?: Parameters<typeof upload>[4]) =>
  upload(t.app, '/api/videos', who.cookie, fields, file);
const clip = async () => ({ data: fs.readFileSync(await h264Clip()), filename: 'video.mp4' });

describe('long video uploads', () => {
  it('requires a title and a video: "Campos obrigatórios"', async () => {
    const noTitle = await uploadVideo(ana, { title: '   ', description: 'Sem título' }, await clip());
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({
      code: 'video_fields_required',
      message: 'Campos obrigatórios: Informe o título e escolha um vídeo.',
    });

    const noVideo = await uploadVideo(ana, { title: 'Meu vídeo' });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().code).toBe('video_fields_required');
  });

  it('refuses a text file named .mp4', async () => {
    const res = await uploadVideo(
      ana,
      { title: 'Falso' },
      { data: Buffer.from('texto puro '.repeat(50)), filename: 'falso.mp4' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Arquivo Inválido: Por favor, selecione um arquivo de vídeo.');
  });

  it('takes a two-minute video (long videos go up to 60 min), with its real duration and a poster', async () => {
    const res = await uploadVideo(
      ana,
      { title: 'Dois minutos', description: '' },
      { data: fs.readFileSync(await twoMinuteClip()) },
    );
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json().video as LongVideo;
    expect(accepted).toMatchObject({
      status: 'processing',
      title: 'Dois minutos',
      description: '',
      durationMs: null,
      isMine: true,
    });
    expect(accepted.id).toMatch(/^long_video_/);
    expect((await get(`/api/videos/${accepted.id}`, bruno)).statusCode).toBe(404);

    await t.app.mediaJobs.idle();
    const video = (await get(`/api/videos/${accepted.id}`, bruno)).json().video as LongVideo;
    expect(video.status).toBe('ready');
    expect(video.author).toMatchObject({ kind: 'member', name: 'Ana Vídeos' });
    const stored = mediaFile(t.storage, video.media!.videoUrl!);
    const probe = await probeFile(stored);
    expect(video.durationMs).toBe(probe.durationMs);
    expect(Math.abs(video.durationMs! - 120_000)).toBeLessThan(500);
    expect(fs.existsSync(mediaFile(t.storage, video.media!.src))).toBe(true);
  });
});

describe('the 60-minute limit', () => {
  it('refuses a 61-minute video at once, saying the limit, and keeps nothing', async () => {
    const before = await t.database.db.selectFrom('long_videos').select('id').execute();
    const res = await uploadVideo(
      ana,
      { title: 'Uma hora e pouco', description: '' },
      { data: fs.readFileSync(await overAnHourClip()) },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'video_too_long',
      message: 'Este vídeo é longo demais: o limite é de 60 minutos.',
    });
    expect(await t.database.db.selectFrom('long_videos').select('id').execute()).toHaveLength(before.length);
  });
});

describe('featured videos', () => {
  it('lists the member’s own videos first, then 3 demo ones', async () => {
    const empty = (await get('/api/videos/featured', bruno)).json().videos as LongVideo[];
    expect(empty).toHaveLength(3);
    expect(empty.every((v) => v.author.kind === 'brand' && v.status === 'ready' && v.durationMs !== null)).toBe(true);

    const res = await uploadVideo(bruno, { title: 'Vídeo do Bruno', description: 'Descrição longa' }, await clip());
    const mineId = res.json().video.id as string;
    const withOwn = (await get('/api/videos/featured', bruno)).json().videos as LongVideo[];
    expect(withOwn.map((v) => v.id)).toEqual([mineId, ...empty.map((v) => v.id)]);
    // Shown to its author while it is still processing.
    expect(withOwn[0]).toMatchObject({ status: 'processing', isMine: true });
    // Nobody else's list shows it.
    expect(((await get('/api/videos/featured', ana)).json().videos as LongVideo[]).map((v) => v.id)).not.toContain(
      mineId,
    );
    await t.app.mediaJobs.idle();
  });

  it('opens a demo video with title, author, duration and description', async () => {
    const [first] = (await get('/api/videos/featured', ana))
      .json()
      .videos.filter((v: LongVideo) => !v.isMine) as LongVideo[];
    const video = (await get(`/api/videos/${first!.id}`, ana)).json().video as LongVideo;
    expect(video.title.length).toBeGreaterThan(0);
    expect(video.description.length).toBeGreaterThan(0);
    expect(video.author.kind).toBe('brand');
    expect(video.durationMs).toBeGreaterThan(5000);
    expect(video.media?.videoUrl).toMatch(/\.mp4$/);
  });
});

describe('privacy', () => {
  it('keeps a private account’s video for its approved followers', async () => {
    const carla = await signupMember(t.app, { name: 'Carla Privada' });
    const id = (await uploadVideo(carla, { title: 'Só para seguidores' }, await clip())).json().video.id as string;
    await t.app.mediaJobs.idle();
    await setPrivacy(t.app, carla.cookie, { privateAccount: true });
    try {
      expect((await get(`/api/videos/${id}`, ana)).statusCode).toBe(403);
      expect((await get(`/api/videos/${id}`, carla)).statusCode).toBe(200);
      await insertFollow(t, ana.member.id, carla.member.id);
      expect((await get(`/api/videos/${id}`, ana)).statusCode).toBe(200);
    } finally {
      await setPrivacy(t.app, carla.cookie, { privateAccount: false });
    }
  });
});

describe('own videos', () => {
  it('pages a member’s own videos and lets only the author delete one', async () => {
    const ids: string[] = [];
    for (const title of ['Um', 'Dois', 'Três']) {
      ids.unshift((await uploadVideo(ana, { title }, await clip())).json().video.id);
    }
    await t.app.mediaJobs.idle();
    const first = (await get('/api/videos/mine?limit=2', ana)).json();
    expect(first.videos.map((v: LongVideo) => v.id)).toEqual(ids.slice(0, 2));
    const second = (await get(`/api/videos/mine?limit=2&cursor=${first.nextCursor}`, ana)).json();
    expect(second.videos[0].id).toBe(ids[2]);

    const del = (who: SignedUpMember) =>
      t.app.inject({ method: 'DELETE', url: `/api/videos/${ids[0]}`, headers: { cookie: who.cookie } });
    expect((await del(bruno)).statusCode).toBe(403);
    expect((await del(ana)).statusCode).toBe(204);
    expect((await get(`/api/videos/${ids[0]}`, ana)).statusCode).toBe(404);
  });
});
