import type { Page } from '@playwright/test';
import { apiPost } from './proof-api';
import { demo, expect, settleOnLoad, test } from './utils';

const PRODUCT = 'prod_demo_01';

test('the feed, the store and a product are readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const login = await context.request.post('/api/auth/login', { data: { email: demo.email, password: demo.password } });
  expect(login.status()).toBe(200);
  const page = await context.newPage();

  await page.goto('/');
  const firstPost = page.getByRole('article').first();
  await expect(firstPost).toBeVisible();
  await expect(firstPost.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/store');
  await expect(page.getByRole('article')).not.toHaveCount(0);
  await expect(page.getByRole('article').first().locator('img')).toHaveAttribute('fetchpriority', 'high');

  await page.goto(`/product/${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta Básica Urbana' })).toBeVisible();
  // The description needs a browser to be sanitised: it waits, as a placeholder, for the app.
  await expect(page.getByRole('status', { name: 'Carregando…' }).first()).toBeVisible();
  await context.close();
});

/** Keeps the first post's and the top bar's elements as the parser built them, before the app's code has run. */
async function markServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        const kept = window as unknown as { serverArticle?: Element | null; serverBanner?: Element | null };
        kept.serverArticle = document.querySelector('article');
        kept.serverBanner = document.querySelector('header');
      }
    });
  });
}

test('the app takes over the server’s markup without redrawing it, and it responds', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const login = await page.request.post('/api/auth/login', { data: { email: demo.email, password: demo.password } });
  expect(login.status()).toBe(200);
  const content = `Escrito no servidor ${Date.now()}`;
  await apiPost(page.request, content);
  await markServerMarkup(page);

  await page.goto('/');
  const article = page.getByRole('article').filter({ hasText: content });
  await expect(article).toBeVisible();
  // Hydration kept the very elements the server sent (a mismatch would have replaced them).
  expect(
    await page.evaluate(() => {
      const { serverArticle, serverBanner } = window as unknown as {
        serverArticle?: Element | null;
        serverBanner?: Element | null;
      };
      return [
        !!serverArticle && serverArticle.isConnected && serverArticle === document.querySelector('article'),
        !!serverBanner && serverBanner.isConnected && serverBanner === document.querySelector('header'),
      ];
    }),
  ).toEqual([true, true]);
  // The embedded state is read once and removed; the page was written with the server's clock.
  await expect(page.locator('#server-render')).toHaveCount(0);
  // After hydration the time shows its full date in the member's zone.
  await expect(article.locator('time')).toHaveAttribute('title', /\d{2}\/\d{2}\/\d{4}/);

  const like = article.getByRole('button', { name: /^Curtir/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('on a desktop the menus take their columns without moving the feed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: demo.email, password: demo.password } });
  expect(login.status()).toBe(200);
  await page.addInitScript(() => {
    // Once the styles apply (they hold back deferred scripts, and so this event), before the app runs.
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('main');
      (window as unknown as { firstLeft?: number }).firstLeft = main?.getBoundingClientRect().left;
    });
  });
  await settleOnLoad(page).goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('complementary')).toBeVisible();
  const [before, after] = await page.evaluate(() => [
    (window as unknown as { firstLeft?: number }).firstLeft,
    document.querySelector('main')?.getBoundingClientRect().left,
  ]);
  expect(before).toBeGreaterThan(0);
  expect(after).toBe(before);
  await context.close();
});

test('the shell is outside any Suspense boundary, so it hydrates with the root', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: demo.email, password: demo.password } });
  expect(login.status()).toBe(200);
  const html = await (await page.request.get('/')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  // React marks a boundary's markup with <!--$-->; the first one is the page's, inside <main>.
  const main = root.indexOf('id="conteudo"');
  expect(root).toContain('<header');
  expect(main).toBeGreaterThan(0);
  expect(root.indexOf('<!--$-->')).toBeGreaterThan(main);
});

test('the page says it responds only once every part of it has hydrated', async ({ browser }) => {
  // React hydrates the shell and the page after the root, at idle priority: on a slow phone the root
  // can be live while the menus are not, and a key pressed then reaches them before they listen.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = settleOnLoad(await context.newPage());
  const login = await page.request.post('/api/auth/login', { data: { email: demo.email, password: demo.password } });
  expect(login.status()).toBe(200);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Criar' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // Radix moves focus to the first entry only when it saw the key that opened the menu.
  await expect(page.getByRole('menuitem', { name: 'Novo Post' })).toBeFocused();
  await context.close();
});
