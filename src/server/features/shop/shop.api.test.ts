import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../testing/fixtures/members';
import { signupMember } from '../../testing/harness';
import { multipartForm as form, type FilePart, sendForm } from '../../testing/multipart-form';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
});

const valid = { name: 'Camiseta Azul', priceCents: '5990', description: 'Algodão orgânico.' };

async function create(cookie: string, fields: Record<string, string> = valid, file: FilePart | null = { data: png }) {
  const f = form(fields, file);
  return sendForm(t.app, 'POST', '/api/shop/products', cookie, f);
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('adding a product', () => {
  it('saves name, price, description and the picture as WebP renditions', async () => {
    const m = await signupMember(t.app);
    const res = await create(m.cookie);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      ownerId: m.member.id,
      name: 'Camiseta Azul',
      priceCents: 5990,
      description: 'Algodão orgânico.',
      likes: 0,
      isLiked: false,
    });
    expect(p.id).toMatch(/^user_prod_/);
    expect(p.image.src).toMatch(/^\/media\/shop\/.+\.webp$/);
    expect(p.image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(p.image).toMatchObject({ width: 200, height: 150 });
    expect(await t.storage.exists(keyOf(p.image.src))).toBe(true);
  });

  it('requires name, price and image with the spec message', async () => {
    const m = await signupMember(t.app);
    const message = 'Campos Obrigatórios: Preencha nome, preço e imagem do produto.';
    const cases: [Record<string, string>, FilePart | null][] = [
      [{ ...valid, name: '  ' }, { data: png }],
      [{ ...valid, priceCents: '' }, { data: png }],
      [{ ...valid, priceCents: '0' }, { data: png }],
      [{ name: 'Sem preço' }, { data: png }],
      [valid, null],
    ];
    for (const [fields, file] of cases) {
      const res = await create(m.cookie, fields, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'product_fields_required', message });
    }
    const badPrice = await create(m.cookie, { ...valid, priceCents: '59,90' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toBe('Informe um preço válido, como 59,90.');
    const list = await t.app.inject({ method: 'GET', url: '/api/shop/products', headers: { cookie: m.cookie } });
    expect(list.json().items).toEqual([]);
  });

  it('accepts only real images, whatever the file name or declared type says', async () => {
    const m = await signupMember(t.app);
    const text = await create(m.cookie, valid, {
      data: Buffer.from('isto não é uma imagem'.repeat(10)),
      filename: 'foto.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Arquivo Inválido: Por favor, selecione um arquivo de imagem.');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(80)]);
    const video = await create(m.cookie, valid, { data: mp4, filename: 'foto.jpg', type: 'image/jpeg' });
    expect(video.statusCode).toBe(415);
  });

  it('answers a save without a session with the spec authentication error', async () => {
    const res = await create('');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'unauthenticated',
      message: 'Erro de autenticação: Entre na sua conta para salvar sua loja.',
    });
    const name = await t.app.inject({ method: 'PUT', url: '/api/shop/name', payload: { storeName: 'Minha' } });
    expect(name.json().message).toMatch(/^Erro de autenticação/);
  });
});

describe('the store name', () => {
  it('defaults to the member first name and can be changed', async () => {
    const m = await signupMember(t.app, { name: 'Carla Mendes' });
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop', headers: { cookie: m.cookie } });
    expect(shop.json()).toEqual({ storeName: 'Loja de Carla' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/name',
      headers: { cookie: m.cookie },
      payload: { storeName: '  Ateliê da Carla ' },
    });
    expect(put.json()).toEqual({ storeName: 'Ateliê da Carla' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shop', headers: { cookie: m.cookie } })).json().storeName,
    ).toBe('Ateliê da Carla');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/name',
      headers: { cookie: m.cookie },
      payload: { storeName: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Informe o nome da loja.');
  });
});

describe('editing, deleting and liking', () => {
  it('lets the owner edit a product and swap its picture, removing the old files', async () => {
    const m = await signupMember(t.app);
    const p = (await create(m.cookie)).json();
    const plain = form({ name: 'Camiseta Verde', priceCents: '6990', description: '' });
    const edited = await sendForm(t.app, 'PATCH', `/api/shop/products/${p.id}`, m.cookie, plain);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Camiseta Verde',
      priceCents: 6990,
      description: '',
      image: { src: p.image.src },
    });

    const jpeg = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#10b981' } })
      .jpeg()
      .toBuffer();
    const withImage = form(
      { name: 'Camiseta Verde', priceCents: '6990' },
      { data: jpeg, filename: 'nova.jpg', type: 'image/jpeg' },
    );
    const swapped = await sendForm(t.app, 'PATCH', `/api/shop/products/${p.id}`, m.cookie, withImage);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().image.src).not.toBe(p.image.src);
    expect(await t.storage.exists(keyOf(p.image.src))).toBe(false);

    const missing = form({ name: '', priceCents: '6990' });
    const bad = await sendForm(t.app, 'PATCH', `/api/shop/products/${p.id}`, m.cookie, missing);
    expect(bad.json().code).toBe('product_fields_required');
  });

  it('keeps other members away from a product they do not own', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const p = (await create(owner.cookie)).json();
    const f = form({ name: 'Roubada', priceCents: '1' });
    const edit = await sendForm(t.app, 'PATCH', `/api/shop/products/${p.id}`, other.cookie, f);
    expect(edit.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/products/${p.id}`,
      headers: { cookie: other.cookie },
    });
    expect(del.statusCode).toBe(403);
    const mine = await t.app.inject({ method: 'GET', url: '/api/shop/products', headers: { cookie: other.cookie } });
    expect(mine.json().items).toEqual([]);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/shop/members/${owner.member.id}/products`,
      headers: { cookie: other.cookie },
    });
    expect(still.json().items[0]).toMatchObject({ id: p.id, name: 'Camiseta Azul' });
  });

  it('deletes a product with its picture', async () => {
    const m = await signupMember(t.app);
    const p = (await create(m.cookie)).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/products/${p.id}`,
      headers: { cookie: m.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await t.storage.exists(keyOf(p.image.src))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/products/${p.id}`,
      headers: { cookie: m.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('counts likes once per member, shows each viewer their own like, and never goes below zero', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const p = (await create(owner.cookie)).json();
    const like = (cookie: string, method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/shop/products/${p.id}/like`, headers: { cookie } });
    expect((await like(fan.cookie, 'PUT')).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like(fan.cookie, 'PUT')).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like(owner.cookie, 'PUT')).json()).toEqual({ likes: 2, isLiked: true });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/shop/members/${owner.member.id}/products`,
      headers: { cookie: fan.cookie },
    });
    expect(seen.json().items[0]).toMatchObject({ likes: 2, isLiked: true });
    const stranger = await signupMember(t.app);
    const seenByStranger = await t.app.inject({
      method: 'GET',
      url: `/api/shop/members/${owner.member.id}/products`,
      headers: { cookie: stranger.cookie },
    });
    expect(seenByStranger.json().items[0]).toMatchObject({ likes: 2, isLiked: false });
    expect((await like(fan.cookie, 'DELETE')).json()).toEqual({ likes: 1, isLiked: false });
    expect((await like(fan.cookie, 'DELETE')).json()).toEqual({ likes: 1, isLiked: false });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/shop/products/user_prod_nada/like',
          headers: { cookie: fan.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('takes a deleted member likes off other members products', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const p = (await create(owner.cookie)).json();
    await t.app.inject({ method: 'PUT', url: `/api/shop/products/${p.id}/like`, headers: { cookie: fan.cookie } });
    const fanProduct = (await create(fan.cookie)).json();
    const gone = await deleteAccount(t.app, fan);
    expect(gone.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/shop/products', headers: { cookie: owner.cookie } });
    expect(list.json().items[0].likes).toBe(0);
    expect(await t.storage.exists(keyOf(fanProduct.image.src))).toBe(false);
  });
});
