import { describe, expect, it } from 'vitest';
import { signupMember } from '../testing/harness';
import { manifestWithPage, useAppWithClient } from '../testing/client-build';

const TEMPLATE =
  '<!doctype html><html lang="pt-BR" data-theme="default"><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
  // Indented as in index.html: a rendered page must leave no text node before the app's first element.
  '<body><div id="root">\n      <!--splash--><p>Carregando</p><!--/splash-->\n    </div></body></html>';

const manifest = manifestWithPage('src/client/features/feed/FeedPage.tsx', 'assets/FeedPage-c.js');

/*
 * Stands in for the SSR build of src/client/entry-server.tsx: it asks for the member through the
 * server, fails on /store and is too slow on /product/slow.
 */
const RENDERER = `
export async function render(url, get, now) {
  const me = await get('/api/me');
  const feed = await get('/api/feed?limit=10');
  if (url === '/store') throw new Error('render failed');
  if (url === '/product/slow') await new Promise((resolve) => setTimeout(resolve, 3000));
  return {
    html: '<main data-url="' + url + '">' + me.body.member.name + '</main>',
    state: { queries: { me: me.status, feed: feed.status, posts: feed.body.posts.length }, clock: { now } },
  };
}
export async function warm() {}
`;

function serverState(html: string): any {
  const json = html.match(/<script type="application\/json" id="server-render">(.*?)<\/script>/s)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('pages whose first screen the server renders', () => {
  const t = useAppWithClient({
    client: { 'index.html': TEMPLATE, '.vite/manifest.json': JSON.stringify(manifest) },
    ssrEntry: RENDERER,
    app: { demo: true },
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, 'accept-encoding': 'identity' } : {} });

  it('puts the member’s own first screen in #root, with the state it came from and its code after the paint', async () => {
    const ana = await signupMember(t.app, { name: 'Ana Servidor' });
    const bia = await signupMember(t.app, { name: 'Bia Servidor' });

    const res = await page('/', ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main data-url="/">Ana Servidor</main></div>');
    expect(res.body).not.toContain('Carregando');
    expect(serverState(res.body)).toMatchObject({
      queries: { me: 200, feed: 200 },
      clock: { now: expect.any(Number) },
    });
    // The state replaces the boot data, which would repeat it.
    expect(res.body).not.toContain('id="boot-data"');
    // The app's entry and the page's chunks are asked for by public/after-paint.js, once painted.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const tag = res.body.match(/<script defer src="\/after-paint.js"([^>]*)><\/script>/)?.[1] ?? '';
    expect(tag).toContain('data-entry="/assets/index-a.js"');
    expect(tag).toContain('data-chunks="/assets/FeedPage-c.js /assets/shell-b.js"');

    expect((await page('/', bia.cookie)).body).toContain('<main data-url="/">Bia Servidor</main>');
  });

  it('leaves the page to the browser when the render fails or takes too long', async () => {
    const m = await signupMember(t.app);
    for (const url of ['/store', '/product/slow']) {
      const res = await page(url, m.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(
        '<div id="root">\n      <!--splash--><p>Carregando</p><!--/splash-->\n    </div>',
      );
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
      expect(res.body, url).toContain('id="boot-data"');
      expect(serverState(res.body), url).toBeUndefined();
    }
  });

  it('renders only the first pages of a signed-in member', async () => {
    const m = await signupMember(t.app);
    const visitor = await page('/');
    expect(visitor.body).toContain('<!--splash-->');
    expect(serverState(visitor.body)).toBeUndefined();
    const other = await page('/notifications', m.cookie);
    expect(other.body).toContain('<!--splash-->');
    expect(serverState(other.body)).toBeUndefined();
  });
});
