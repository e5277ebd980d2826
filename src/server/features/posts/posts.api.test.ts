import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost, insertPostRow, jpeg, multipart } from '../../testing/fixtures/posts';
import { memberRequests, useTestApp } from '../../testing/test-app';
import { silentClip } from '../../testing/fixtures/clips';
import { sendForm } from '../../testing/multipart-form';

// Many members sign up from one address here.
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
let clip: Buffer;
beforeAll(async () => {
  clip = fs.readFileSync(await silentClip('320x240', 1.5));
});

const req = memberRequests(t);

const upload = (cookie: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const form = multipart(fields, file);
  return sendForm(t.app, 'POST', '/api/posts', cookie, form);
};

async function postsCount(cookie: string): Promise<number> {
  return (await req('GET', '/api/me', cookie)).json().member.postsCount;
}

describe('creating a post', () => {
  it('stores an image post with WebP renditions, a placeholder and no metadata', async () => {
    const m = await signupMember(t.app, { name: 'Paula Fotógrafa' });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e11d48' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
      .jpeg()
      .toBuffer();
    const res = await upload(
      m.cookie,
      { content: 'Pôr do sol na praia 🌅', alt: 'Praia ao entardecer' },
      { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: photo },
    );
    expect(res.statusCode).toBe(201);
    const post = res.json().post;
    expect(post).toMatchObject({
      author: { kind: 'member', id: m.member.id, name: 'Paula Fotógrafa', verified: false },
      content: 'Pôr do sol na praia 🌅',
      isMine: true,
      isRepost: false,
      stats: { likes: 0, comments: 0, shares: 0, reposts: 0, bookmarks: 0 },
      likedByMe: false,
      media: { kind: 'image', width: 1080, height: 810, alt: 'Praia ao entardecer', videoUrl: null },
    });
    expect(post.media.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(post.media.srcSet.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['1080w', '640w', '320w']);
    for (const entry of post.media.srcSet.split(', ')) {
      const url: string = entry.split(' ')[0];
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect(await postsCount(m.cookie)).toBe(1);
  });

  it("files a post under the segment the member picks, shown on that segment's page; an unknown one is refused", async () => {
    const m = await signupMember(t.app);
    const photo = { filename: 'look.jpg', contentType: 'image/jpeg', data: await jpeg() };
    const res = await upload(m.cookie, { content: 'Meu look de hoje', segmentId: 'moda' }, photo);
    expect(res.statusCode).toBe(201);
    expect(res.json().post.segmentId).toBe('moda');
    const page = (await req('GET', '/api/segments/moda/posts?limit=30', m.cookie)).json();
    expect(page.posts.map((p: { id: string }) => p.id)).toContain(res.json().post.id);

    // An empty field is no segment; a made-up one is a 400 with a pt-BR message, and nothing is stored.
    const none = await upload(m.cookie, { content: 'Sem segmento', segmentId: '' }, photo);
    expect(none.statusCode).toBe(201);
    expect(none.json().post.segmentId).toBeNull();
    const bad = await upload(m.cookie, { content: 'Segmento inventado', segmentId: 'culinaria' }, photo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', message: 'Escolha um dos segmentos da lista.' });
    expect(await postsCount(m.cookie)).toBe(2);
  });

  it('stores a video post with its real duration and a poster', async () => {
    const m = await signupMember(t.app);
    const res = await upload(
      m.cookie,
      { content: 'Meu primeiro vídeo' },
      { filename: 'video.mov', contentType: 'video/quicktime', data: clip },
    );
    expect(res.statusCode).toBe(201);
    const media = res.json().post.media;
    expect(media).toMatchObject({ kind: 'video', width: 320, height: 240, mime: 'video/mp4' });
    expect(media.durationMs).toBeGreaterThanOrEqual(1400);
    expect(media.durationMs).toBeLessThanOrEqual(1700);
    expect((await t.app.inject({ method: 'GET', url: media.videoUrl })).statusCode).toBe(200);
    expect((await sharp((await t.app.inject({ method: 'GET', url: media.src })).rawPayload).metadata()).format).toBe(
      'webp',
    );
  });

  it("refuses a text file sent with a PNG's name and type, by its bytes", async () => {
    const m = await signupMember(t.app);
    const res = await upload(
      m.cookie,
      { content: 'olha' },
      { filename: 'foto.png', contentType: 'image/png', data: Buffer.from('isto é só texto, não uma imagem') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'invalid_file_type',
      message: 'Arquivo Inválido: Por favor, selecione um arquivo de imagem ou vídeo.',
    });
    expect(await postsCount(m.cookie)).toBe(0);
  });

  it('refuses an image over 15 MB and a video over 200 MB with a pt-BR message', async () => {
    const m = await signupMember(t.app);
    const bigImage = Buffer.concat([await jpeg(), Buffer.alloc(15 * 1024 * 1024)]);
    const image = await upload(m.cookie, {}, { filename: 'grande.jpg', contentType: 'image/jpeg', data: bigImage });
    expect(image.statusCode).toBe(413);
    expect(image.json()).toEqual({ code: 'file_too_large', message: 'A imagem é grande demais: o limite é de 15 MB.' });

    const bigVideo = Buffer.concat([clip, Buffer.alloc(200 * 1024 * 1024 - clip.length + 1)]);
    const video = await upload(m.cookie, {}, { filename: 'longo.mp4', contentType: 'video/mp4', data: bigVideo });
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toBe('O vídeo é grande demais: o limite é de 200 MB.');
    expect(await postsCount(m.cookie)).toBe(0);
  });

  it('requires a file, a member, and text within the limit', async () => {
    const m = await signupMember(t.app);
    const none = await upload(m.cookie, { content: 'sem arquivo' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'file_required', message: 'Selecione uma imagem ou um vídeo para publicar.' });
    const long = await upload(
      m.cookie,
      { content: 'a'.repeat(2201) },
      { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('O texto pode ter no máximo 2200 caracteres.');
    const anonymous = await upload(
      '',
      { content: 'x' },
      { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() },
    );
    expect(anonymous.statusCode).toBe(401);
    const json = await req('POST', '/api/posts', m.cookie, { content: 'json' });
    expect(json.statusCode).toBe(400);
  });

  it('serves a post on its own and answers 404 for an unknown one', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie, 'Post com página própria');
    const seen = await req('GET', `/api/posts/${post.id}`, b.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().post).toMatchObject({ id: post.id, content: 'Post com página própria', isMine: false });
    expect((await req('GET', '/api/posts/pst_nao_existe', b.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/posts/${post.id}`, '')).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('lets no other member change or delete your post', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie, 'Texto original');
    const edit = await req('PATCH', `/api/posts/${post.id}`, other.cookie, { content: 'Invadido' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ code: 'forbidden', message: 'Você não tem permissão para fazer isso.' });
    expect((await req('DELETE', `/api/posts/${post.id}`, other.cookie)).statusCode).toBe(403);
    const after = await req('GET', `/api/posts/${post.id}`, owner.cookie);
    expect(after.json().post.content).toBe('Texto original');
  });

  it('lets the author edit and delete, taking the files, the reposts and the counters with it', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie, 'Vou apagar');
    expect(
      (await req('PATCH', `/api/posts/${post.id}`, owner.cookie, { content: 'Vou apagar, editado' })).json().post
        .content,
    ).toBe('Vou apagar, editado');
    await req('PUT', `/api/posts/${post.id}/like`, fan.cookie);
    const repost = (await req('POST', `/api/posts/${post.id}/repost`, fan.cookie)).json().post;
    expect(await postsCount(fan.cookie)).toBe(1);
    const files = (post.media as { srcSet: string }).srcSet
      .split(', ')
      .map((s) => s.split(' ')[0]!.replace(/^\/media\//, ''));
    for (const f of files) expect(await t.storage.exists(f)).toBe(true);

    expect((await req('DELETE', `/api/posts/${post.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/posts/${post.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/posts/${repost.id}`, fan.cookie)).statusCode).toBe(404);
    expect(await postsCount(owner.cookie)).toBe(0);
    expect(await postsCount(fan.cookie)).toBe(0);
    for (const f of files) expect(await t.storage.exists(f)).toBe(false);
  });

  it('never lets a member delete a brand post', async () => {
    const m = await signupMember(t.app);
    await insertPostRow(t.database.db, {
      id: 'pst_brand_test',
      brand: 'nexo-tech',
      segment: 'tecnologia',
      content: 'Marca',
      likes: 10,
      at: t.clock.now(),
    });
    expect((await req('DELETE', '/api/posts/pst_brand_test', m.cookie)).statusCode).toBe(403);
    const brandPost = (await req('GET', '/api/posts/pst_brand_test', m.cookie)).json().post;
    expect(brandPost.author).toMatchObject({ kind: 'brand', id: 'nexo-tech', name: 'Nexo Tech', verified: true });
  });
});
