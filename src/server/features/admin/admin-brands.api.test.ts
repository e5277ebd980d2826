import { describe, expect, it } from 'vitest';
import { auditRowsOf, operatorApp } from '../../testing/fixtures/admin';
import { jpeg } from '../../testing/fixtures/posts';
import { signupMember } from '../../testing/harness';
import { multipartForm, sendForm } from '../../testing/multipart-form';

const env = operatorApp();

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  env.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = (payload: object) => send('POST', '/api/admin/brands', env.operator.cookie, payload);

const valid = { name: 'Café & Cia', category: 'Cafeterias', segmentId: 'restaurantes', bio: 'Grãos do Brasil.' };

describe('creating a brand', () => {
  it('creates a live brand with a slug id, the generated art and an audit row', async () => {
    const res = await create({ ...valid, website: 'https://cafeecia.com.br' });
    expect(res.statusCode).toBe(201);
    const brand = res.json().brand;
    // What the console shows of the new brand, and what its audit row records.
    const created = { ...valid, website: 'https://cafeecia.com.br', verified: false, suspended: false };
    expect(brand).toMatchObject({ id: 'cafe-cia', ...created, followers: 0, owners: 0 });
    expect(brand.logoUrl).toBe('/avatars/initials.svg?name=Caf%C3%A9%20%26%20Cia');
    expect(brand.coverUrl).toBe('/avatars/cover.svg?name=Caf%C3%A9%20%26%20Cia');
    expect((await env.t.app.inject({ url: brand.coverUrl })).headers['content-type']).toContain('image/svg+xml');
    expect(await auditRowsOf(env.t.database.db, 'cafe-cia')).toEqual([
      {
        actorId: env.operator.member.id,
        via: 'console',
        action: 'brand.create',
        before: null,
        after: created,
      },
    ]);
    // It is live: members find it in the brand list and in search.
    const member = await signupMember(env.t.app);
    const list = (await send('GET', '/api/brands', member.cookie)).json().brands as { id: string }[];
    expect(list.map((b) => b.id)).toContain('cafe-cia');
    const found = (await send('GET', '/api/search?q=Cia', member.cookie)).json().brands as { id: string }[];
    expect(found.map((b) => b.id)).toContain('cafe-cia');
  });

  it('gives a second brand of the same name the next free id', async () => {
    const again = await create({ ...valid, name: 'Cafe & CIA' });
    expect(again.statusCode).toBe(201);
    expect(again.json().brand.id).toBe('cafe-cia-2');
    expect(again.json().brand.website).toBeNull();
  });

  it('refuses bad input with pt-BR messages and creates nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, name: '' }, 'name', 'Informe o nome da marca.'],
      [{ ...valid, name: '!!!' }, 'name', 'O nome precisa ter letras ou números.'],
      [{ ...valid, name: 'x'.repeat(61) }, 'name', 'O nome pode ter até 60 caracteres.'],
      [{ ...valid, category: ' ' }, 'category', 'Informe a categoria da marca.'],
      [{ ...valid, segmentId: 'nada' }, 'segmentId', 'Escolha um dos segmentos da rede.'],
      [{ ...valid, bio: 'b'.repeat(301) }, 'bio', 'A bio pode ter até 300 caracteres.'],
      [
        { ...valid, website: 'javascript:alert(1)' },
        'website',
        'Informe um site que comece com http:// ou https://, como https://exemplo.com.br.',
      ],
      [
        { ...valid, website: 'ftp://exemplo.com.br' },
        'website',
        'Informe um site que comece com http:// ou https://, como https://exemplo.com.br.',
      ],
    ];
    const before = await env.t.database.db.selectFrom('brands').select('id').execute();
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    }
    expect(await env.t.database.db.selectFrom('brands').select('id').execute()).toHaveLength(before.length);
  });
});

describe('listing brands', () => {
  it('searches by name, includes suspended brands, and pages', async () => {
    await send('POST', '/api/admin/brands/urbana-moda/suspend', env.operator.cookie);
    const urbana = await send('GET', '/api/admin/brands?q=urbana', env.operator.cookie);
    expect(urbana.json().brands).toEqual([
      expect.objectContaining({ id: 'urbana-moda', suspended: true, owners: 0, followersText: expect.any(String) }),
    ]);
    await send('POST', '/api/admin/brands/urbana-moda/reinstate', env.operator.cookie);
    for (let i = 1; i <= 7; i++) expect((await create({ ...valid, name: `Marca Extra ${i}` })).statusCode).toBe(201);
    const first = (await send('GET', '/api/admin/brands', env.operator.cookie)).json();
    expect(first.brands).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await send('GET', `/api/admin/brands?cursor=${first.nextCursor}`, env.operator.cookie)).json();
    const ids = [...first.brands, ...next.brands].map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(21);
    expect(next.nextCursor).toBeNull();
    expect(ids).toEqual(expect.arrayContaining(['nexo-tech', 'cafe-cia', 'cafe-cia-2']));
    expect((await send('GET', '/api/admin/brands?cursor=lixo', env.operator.cookie)).statusCode).toBe(400);
  });
});

describe('editing a brand', () => {
  it('changes only the fields sent, records before and after, and keeps the id', async () => {
    const res = await send('PATCH', '/api/admin/brands/cafe-cia', env.operator.cookie, {
      bio: 'Cafés especiais.',
      website: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({
      id: 'cafe-cia',
      name: 'Café & Cia',
      bio: 'Cafés especiais.',
      website: null,
    });
    const rows = await auditRowsOf(env.t.database.db, 'cafe-cia');
    expect(rows.at(-1)).toEqual({
      actorId: env.operator.member.id,
      via: 'console',
      action: 'brand.update',
      before: { bio: 'Grãos do Brasil.', website: 'https://cafeecia.com.br' },
      after: { bio: 'Cafés especiais.', website: null },
    });
  });

  it('loses nothing when an edit fails, and answers 404 for an unknown brand', async () => {
    const bad = await send('PATCH', '/api/admin/brands/cafe-cia', env.operator.cookie, {
      name: 'Café Novo',
      website: 'nada',
    });
    expect(bad.statusCode).toBe(400);
    const row = await env.t.database.db
      .selectFrom('brands')
      .selectAll()
      .where('id', '=', 'cafe-cia')
      .executeTakeFirst();
    expect(row).toMatchObject({ name: 'Café & Cia', bio: 'Cafés especiais.', website: null });
    const missing = await send('PATCH', '/api/admin/brands/nada-disso', env.operator.cookie, { bio: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
  });

  it('replaces the logo and the cover through the media pipeline, refusing what is not a picture', async () => {
    const form = multipartForm({}, { data: await jpeg(400, 300), filename: 'logo.jpg', type: 'image/jpeg' });
    const res = await sendForm(env.t.app, 'POST', '/api/admin/brands/cafe-cia/images/logo', env.operator.cookie, form);
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().brand.logoUrl as string;
    expect(logoUrl).toMatch(/^\/media\/brand-images\/.+\.webp$/);
    expect((await env.t.app.inject({ url: logoUrl })).statusCode).toBe(200);
    // A second logo replaces the first, whose file goes.
    const again = multipartForm({}, { data: await jpeg(200, 200, '#ff0000'), filename: 'b.jpg', type: 'image/jpeg' });
    const second = await sendForm(
      env.t.app,
      'POST',
      '/api/admin/brands/cafe-cia/images/logo',
      env.operator.cookie,
      again,
    );
    expect(second.json().brand.logoUrl).not.toBe(logoUrl);
    expect((await env.t.app.inject({ url: logoUrl })).statusCode).toBe(404);
    const text = multipartForm({}, { data: Buffer.from('não é imagem'), filename: 'a.jpg', type: 'image/jpeg' });
    const refused = await sendForm(
      env.t.app,
      'POST',
      '/api/admin/brands/cafe-cia/images/cover',
      env.operator.cookie,
      text,
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Envie uma imagem em JPEG, PNG, GIF ou WebP.');
    const row = await env.t.database.db
      .selectFrom('brands')
      .selectAll()
      .where('id', '=', 'cafe-cia')
      .executeTakeFirst();
    expect(row?.cover_url).toBe('/avatars/cover.svg?name=Caf%C3%A9%20%26%20Cia');
    const actions = (await auditRowsOf(env.t.database.db, 'cafe-cia')).map((r) => r.action);
    expect(actions.filter((a) => a === 'brand.update')).toHaveLength(3);
  });
});

describe('verifying a brand', () => {
  it('sets and clears the badge, recording each change once', async () => {
    const on = await send('POST', '/api/admin/brands/cafe-cia-2/verify', env.operator.cookie);
    expect(on.json().brand.verified).toBe(true);
    await send('POST', '/api/admin/brands/cafe-cia-2/verify', env.operator.cookie);
    const member = await signupMember(env.t.app);
    const card = (await send('GET', '/api/brands/cafe-cia-2', member.cookie)).json().brand;
    expect(card.verified).toBe(true);
    const off = await send('POST', '/api/admin/brands/cafe-cia-2/unverify', env.operator.cookie);
    expect(off.json().brand.verified).toBe(false);
    const rows = (await auditRowsOf(env.t.database.db, 'cafe-cia-2')).slice(1);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['brand.verify', { verified: false }, { verified: true }],
      ['brand.unverify', { verified: true }, { verified: false }],
    ]);
  });
});
