import type { Page } from '@playwright/test';
import { apiComment, apiJson, apiPost, apiSignup, TINY_PNG } from './proof-api';
import { expect, test } from './utils';

/*
 * Stored XSS: members put script payloads in every text they control; every page that shows them
 * must show them as text. The page's CSP would stop inline handlers anyway, so it is bypassed here:
 * this journey proves the rendering itself is safe, not only the policy behind it.
 */
test.use({ bypassCSP: true });

/** Each payload sets `window.__xss` to its own name if it ever runs. */
const payload = (where: string) => ({
  img: `<img src=x onerror="window.__xss='${where}'">${where}`,
  script: `<script>window.__xss='${where}'</script>${where}`,
  svg: `"><svg onload="window.__xss='${where}'">${where}`,
});

async function expectNoScriptRan(page: Page, url: string, visible: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  for (const text of visible)
    await expect(page.getByText(text, { exact: false }).first(), `${url} shows "${text}" as text`).toBeVisible();
  // Late renders and images have had their chance to fire once the network is quiet and every picture
  // the browser meant to fetch has loaded or failed (lazy ones far below the fold wait for a scroll).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `a payload ran on ${url}`,
  ).toBeUndefined();
  expect(dialogs, `dialogs on ${url}`).toEqual([]);
  expect(
    await page.locator('img[src="x"][onerror], svg[onload], a[href^="javascript:" i]').count(),
    `live payload markup on ${url}`,
  ).toBe(0);
}

test('script payloads in names, bios, posts, comments, products and searches render as text', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const attackerApi = await playwright.request.newContext({ baseURL });
  const victimApi = page.request;

  const evil = payload('atacante');
  const attacker = await apiSignup(attackerApi, evil.img.slice(0, 80));
  await apiJson(attackerApi, 'patch', '/api/settings/profile', { bio: payload('bio').svg });
  const website = await attackerApi.patch('/api/settings/profile', {
    data: { website: "javascript:window.__xss='site'//exemplo.com" },
  });
  expect(website.status(), 'a javascript: website is refused').toBe(400);
  const attackerPost = await apiPost(
    attackerApi,
    `${payload('post').script} ${payload('post2').img}`,
    payload('alt').svg.slice(0, 300),
  );

  const victim = await apiSignup(victimApi, payload('vitima').script.slice(0, 80));
  await apiJson(victimApi, 'patch', '/api/settings/profile', { bio: payload('minhabio').img });
  const victimPost = await apiPost(victimApi, payload('meupost').img);
  await apiJson(victimApi, 'put', `/api/members/${attacker.id}/follow`);
  await apiComment(victimApi, attackerPost, payload('comentario').svg);

  // The attacker reaches the victim's notifications with a like, a comment and a follow.
  await apiJson(attackerApi, 'put', `/api/posts/${victimPost}/like`);
  await apiComment(attackerApi, victimPost, payload('notificacao').img);
  await apiJson(attackerApi, 'put', `/api/members/${victim.id}/follow`);

  // The victim's own store: a product and a store name with payloads.
  await apiJson(victimApi, 'put', '/api/shop/name', { storeName: payload('loja').script.slice(0, 60) });
  const product = await victimApi.post('/api/shop/products', {
    multipart: {
      name: payload('produto').img.slice(0, 80),
      priceCents: '1990',
      description: payload('descricao').svg,
      image: { name: 'p.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  await expectNoScriptRan(page, '/', ['post2']);
  // The profile's list view shows each post's text (its grid shows only pictures).
  await page.evaluate(() => localStorage.setItem('brandsocial:profile-view', 'list'));
  await expectNoScriptRan(page, '/profile', ['vitima', 'minhabio', 'meupost']);
  await expectNoScriptRan(page, `/post/${attackerPost}`, ['post2', 'comentario']);
  await expectNoScriptRan(page, `/post/${victimPost}`, ['notificacao']);
  await expectNoScriptRan(page, `/u/${attacker.id}`, ['atacante', 'bio']);
  await expectNoScriptRan(page, '/notifications', ['atacante']);
  await expectNoScriptRan(page, '/settings/store', ['produto']);
  await expectNoScriptRan(page, `/search?q=${encodeURIComponent(payload('busca').img)}`, []);
  await expectNoScriptRan(page, '/settings/profile', []);
  await attackerApi.dispose();
});

test("a store product's HTML description is sanitised before it is shown: formatting stays, scripts never run", async ({
  page,
}) => {
  await apiSignup(page.request, 'Comprador Atento');
  const id = 'prod_demo_01';
  const tamper = (product: { description: string }) => {
    product.description = `<p><strong>Algodão orgânico</strong> <a href="javascript:window.__xss='link'">ver mais</a></p>${payload('descricao').img}${payload('descricao2').svg}`;
  };
  // The description comes from the store service, which may be a remote one: the client cleans it.
  await page.route(new RegExp(`/store/[^/]+/products/${id}(\\?|$)`), async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    tamper(body.product);
    await route.fulfill({ response: res, json: body });
  });
  // The page opened directly carries the same answer in its HTML: as the state the server rendered it
  // from (src/server/platform/spa-render.ts), or as boot data when it did not (spa-boot.ts).
  await page.route(`**/product/${id}`, async (route) => {
    const res = await route.fetch();
    let tampered = 0;
    const html = (await res.text())
      .replace(
        /(<script type="application\/json" id="server-render">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const state = JSON.parse(json) as {
            queries: { queries: { queryKey: unknown[]; state: { data?: { description?: string } } }[] };
          };
          for (const query of state.queries.queries)
            if (query.queryKey.includes(id) && query.state.data?.description !== undefined) {
              tamper(query.state.data as { description: string });
              tampered += 1;
            }
          return open + JSON.stringify(state).replace(/</g, '\\u003c') + close;
        },
      )
      .replace(
        /(<script type="application\/json" id="boot-data">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as Record<string, { product?: { description: string } }>;
          for (const [url, value] of Object.entries(data))
            if (url.endsWith(`/products/${id}`)) {
              tamper(value.product!);
              tampered += 1;
            }
          return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
        },
      );
    expect(tampered, 'the page carries the product it shows').toBe(1);
    // The page's own headers (its CSP among them), less those of the compressed body it replaces.
    const headers = Object.fromEntries(
      Object.entries(res.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ status: res.status(), headers, body: html });
  });
  await expectNoScriptRan(page, `/product/${id}`, ['Algodão orgânico', 'ver mais']);
  await expect(page.locator('strong', { hasText: 'Algodão orgânico' })).toBeVisible();
});
