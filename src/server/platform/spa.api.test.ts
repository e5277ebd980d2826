import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedPath, STORE_PAGE_SIZE, storePaths } from '../../shared/first-load';
import { signupMember } from '../testing/harness';
import { manifestWithPage, useAppWithClient } from '../testing/client-build';

const manifest = manifestWithPage('src/client/features/store/StorePage.tsx', 'assets/StorePage-c.js');

/** The embedded answers of a page, by URL. */
function bootData(html: string): Record<string, any> | undefined {
  const json = html.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('index.html with the route’s hints and first data', () => {
  const t = useAppWithClient({
    client: {
      'index.html':
        '<!doctype html><html lang="pt-BR" data-theme="default"><head><title>x</title></head><body><div id="root"></div></body></html>',
      '.vite/manifest.json': JSON.stringify(manifest),
    },
    app: { demo: true },
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, 'accept-encoding': 'identity' } : {} });

  it('gives a signed-in member the store’s chunks, first picture and the answers its first calls would get', async () => {
    const m = await signupMember(t.app);
    const res = await page('/store', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/StorePage-c.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-b.js">');
    expect(res.body).not.toContain('href="/assets/index-a.js"');

    const data = bootData(res.body)!;
    expect(data['/api/me'].member.email).toBe(m.email);
    const base = storePaths.base(data['/api/store/config'].storeId);
    const list = data[base + storePaths.products({ offset: 0, limit: STORE_PAGE_SIZE })];
    expect(list.products.length).toBeGreaterThan(0);
    const ids = list.products.map((p: { id: string }) => p.id);
    expect(data[base + storePaths.quantities(ids)].variants.length).toBeGreaterThan(0);
    // The same answers the API gives the client.
    const direct = await t.app.inject({ method: 'GET', url: base + storePaths.products({ limit: STORE_PAGE_SIZE }) });
    expect(list).toEqual(direct.json());

    const preload = res.body.match(/<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/);
    expect(preload?.[1]).toMatch(/^\/media\//);
  });

  it('embeds the feed and the session on the home page, each member only their own', async () => {
    const a = await signupMember(t.app, { name: 'Ana </script><script>alert(1)</script>' });
    const b = await signupMember(t.app);
    const home = await page('/', a.cookie);
    // The member's name cannot end the data block early.
    expect(home.body.match(/<\/script>/g)).toHaveLength(1);
    const data = bootData(home.body)!;
    expect(data['/api/me'].member.name).toBe(a.name);
    expect(data[feedPath()].posts.length).toBeGreaterThan(0);
    expect(data['/api/stories'].groups).toBeInstanceOf(Array);
    expect(bootData((await page('/', b.cookie)).body)!['/api/me'].member.email).toBe(b.email);
  });

  it('embeds nothing for a visitor, nor on /auth, and keeps the build manifest private', async () => {
    const visitor = await page('/store');
    expect(bootData(visitor.body)).toBeUndefined();
    expect(visitor.body).not.toContain('modulepreload');
    const m = await signupMember(t.app);
    expect(bootData((await page('/auth', m.cookie)).body)).toBeUndefined();
    const product = await page('/product/nao-existe', m.cookie);
    expect(Object.keys(bootData(product.body)!).sort()).toEqual(['/api/me', '/api/store/config']);
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('compresses the page for browsers that accept it', async () => {
    const m = await signupMember(t.app);
    const url = '/store';
    const br = await t.app.inject({ method: 'GET', url, headers: { cookie: m.cookie, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(bootData(zlib.brotliDecompressSync(br.rawPayload).toString())).toBeDefined();
    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: m.cookie, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('boot-data');
    const plain = await page(url, m.cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
