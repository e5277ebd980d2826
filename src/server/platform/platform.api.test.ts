import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog, seedDemo } from '../seed/seed';
import { createTestApp, createTestDatabase, signupMember } from '../testing/harness';
import { loginDemoMember, useTestApp } from '../testing/test-app';
import { useAppWithClient } from '../testing/client-build';
import { segmentIdsInOrder } from '../testing/fixtures/catalog';

describe('start-up on an existing database', () => {
  it('migrates again without losing a row, and a session survives a restart', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database, demo: true });
    const listUsers = () => database.db.selectFrom('users').select('id').execute();
    const before = await listUsers();
    expect(before.length).toBeGreaterThan(0);
    const m = await signupMember(first.app);
    await first.close();
    await migrateToLatest(database.db, database.schema);
    expect((await listUsers()).length).toBe(before.length + 1);

    // A new process: new connection, new app, same data.
    const reopened = await database.reopen();
    const second = await createTestApp({ database: { ...database, ...reopened }, demo: true });
    const me = await second.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: m.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().member.email).toBe(m.email);
    await second.close();
    await reopened.close();
    await database.destroy();
  });
});

describe('seed', () => {
  const t = useTestApp({ demo: true });

  it('loads the catalogue and the demo member once, however often it runs', async () => {
    const deps = t.seedDeps;
    const count = async (table: 'segments' | 'brands' | 'users' | 'posts') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const membersBefore = await count('users');
    const postsBefore = await count('posts');
    await seedCatalog(deps);
    await seedDemo(deps);
    expect(await count('segments')).toBe(12);
    expect(await count('brands')).toBe(12);
    expect(await count('users')).toBe(membersBefore);
    expect(await count('posts')).toBe(postsBefore);
    const demo = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@brandsocial.com.br')
      .execute();
    expect(demo).toHaveLength(1);
  });

  it('never loads demo data into a database that already has members', async () => {
    const other = await createTestApp();
    await signupMember(other.app);
    await seedDemo(other.seedDeps);
    const demo = await other.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@brandsocial.com.br')
      .executeTakeFirst();
    expect(demo).toBeUndefined();
    await other.close();
  });

  it('serves the twelve segments with accents and the twelve brands with generated artwork', async () => {
    const cookie = await loginDemoMember(t.app);
    const segments = (await t.app.inject({ method: 'GET', url: '/api/segments', headers: { cookie } })).json().segments;
    expect(segments.map((s: { id: string }) => s.id)).toEqual(segmentIdsInOrder);
    expect(segments.find((s: { id: string }) => s.id === 'musica').label).toBe('Música');
    expect(segments.find((s: { id: string }) => s.id === 'ciencia').label).toBe('Ciência');
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brands', headers: { cookie } })).json().brands;
    expect(brands).toHaveLength(12);
    const cover = await t.app.inject({ method: 'GET', url: brands[0].coverUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const logo = await t.app.inject({ method: 'GET', url: brands[0].logoUrl });
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `palavra-${i % 50}`))};`;

describe('the client and generated avatars', () => {
  const t = useAppWithClient({
    client: {
      'index.html': '<!doctype html><html lang="pt-BR" data-theme="default"><body>app</body></html>',
      'assets/main-abc123.js': 'console.log(1)',
      // As scripts/precompress.mjs leaves a build: compressed copies beside the file.
      'assets/big-def456.js': bigScript,
      'assets/big-def456.js.br': zlib.brotliCompressSync(bigScript),
      'assets/big-def456.js.gz': zlib.gzipSync(bigScript),
    },
  });

  it('serves index.html for client routes, painted with the member theme', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/settings/appearance' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('data-theme="default"');
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const m = await signupMember(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { theme: 'forest' },
      headers: { cookie: m.cookie },
    });
    const page = await t.app.inject({ method: 'GET', url: '/pagina/que/nao/existe', headers: { cookie: m.cookie } });
    expect(page.body).toContain('data-theme="forest"');
  });

  it('answers unknown API paths with a JSON 404 and serves hashed assets as immutable', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the build-time Brotli or gzip copy of a script to browsers that accept it, the plain one otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 4);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('draws avatars from a name, escaping it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/avatars/initials.svg?name=%3Cscript%3E%20%C3%89rica' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('>&#60;É<');
  });
});
