import type { Page, Request } from '@playwright/test';
import { expect, expectAtLeast, signupAndEnter, test } from './utils';

/** The API calls a page makes from now on (fetch/XHR only: pictures and scripts are not counted). */
function apiCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a signed-in page opened directly shows its data without asking the API for it again', async ({ page }) => {
  await signupAndEnter(page);

  const calls = apiCalls(page);
  await page.goto('/store');
  await expectAtLeast(page.getByRole('article'), 16);
  const first = page.getByRole('article').first().locator('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  // The preloaded picture is the one the first card shows.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  expect(await first.getAttribute('src')).toBe(preloaded);
  // The shell's code comes as one chunk among a few (see vite.config.ts), all listed in the HTML: the
  // server-rendered page asks for them once it has painted (public/after-paint.js).
  const chunks = ((await page.locator('script[data-chunks]').getAttribute('data-chunks')) ?? '').split(' ');
  expect(chunks.filter((file) => file.startsWith('/assets/shell-'))).toHaveLength(1);
  // 25 before the brand studio shared the store's rules and reply types with the store's pages; 27 since
  // the product sheet over tagged content shares the store's buying pieces (variant, quantity, stock).
  expect(chunks.length).toBeLessThan(28);
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/shell-"]').first()).toBeAttached();
  // The embedded data block is read once and removed.
  await expect(page.locator('#boot-data')).toHaveCount(0);
  expect(calls.filter((p) => /^\/api\/(me|store\/config)$|^\/store\/[^/]+\/(products|variants)/.test(p))).toEqual([]);

  calls.length = 0;
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(calls.filter((p) => ['/api/me', '/api/feed', '/api/stories'].includes(p))).toEqual([]);
  // Cards have no backdrop filter: the compositor would filter each one again on every frame (decision 044).
  const filteredCards = await page.evaluate(
    () =>
      [...document.querySelectorAll('main article, main section')].filter(
        (el) => getComputedStyle(el).backdropFilter !== 'none',
      ).length,
  );
  expect(filteredCards).toBe(0);
  // Moving on within the page goes to the network as before.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Loja' }).click();
  await expectAtLeast(page.getByRole('article'), 16);
  expect(calls.filter((p) => p.endsWith('/products'))).toHaveLength(1);

  calls.length = 0;
  await page.goto('/product/prod_demo_01');
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta Básica Urbana' })).toBeVisible();
  expect(calls.filter((p) => p.startsWith('/store/') || p === '/api/me')).toEqual([]);
});

test('long lists paint their first items, then all the rest, without loading a page early', async ({ page }) => {
  await signupAndEnter(page);
  // Only the next pages count: on a busy machine the server may leave the first screen to the browser,
  // which then asks for the first page itself.
  const nextPages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/feed?') && new URL(request.url()).searchParams.has('cursor'))
      nextPages.push(request.url());
  });
  await page.goto('/');
  const posts = page.getByRole('region', { name: 'Início' }).getByRole('article');
  // More than the first paint's three arrive on their own.
  await expect.poll(() => posts.count()).toBeGreaterThan(3);
  const shown = await posts.count();
  // Nothing more is asked for while the member has not scrolled: the network falls quiet without it.
  await page.waitForLoadState('networkidle');
  expect(nextPages).toEqual([]);
  // Scrolling to the end of what is shown loads the next page.
  await posts.nth(shown - 1).scrollIntoViewIfNeeded();
  await expect.poll(() => nextPages.length).toBeGreaterThan(0);
  await expect.poll(() => posts.count()).toBeGreaterThan(shown);
});

test('the feed starts without the schema library: its pages need only limits and links', async ({ page }) => {
  await signupAndEnter(page);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Início' }).getByRole('article').first()).toBeVisible();
  // The assistant loads last, once the page is idle: by then the feed has fetched what it starts with.
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toBeVisible();
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.length).toBeGreaterThan(3);
  // Zod's error class name survives minification: no script the feed loaded may carry it.
  expect(bodies.filter((body) => body.includes('ZodError'))).toEqual([]);
});
