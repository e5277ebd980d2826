import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './utils';

test.use({ viewport: { width: 390, height: 844 } });

const DELAY = 2500;

/** Holds every API answer and every page's code back a while, as on a slow phone connection. */
async function slowDown(page: Page) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, DELAY));
  await page.route('**/api/**', async (route) => {
    await wait();
    await route.continue();
  });
  await page.route(/\/assets\/[A-Z]\w*Page-[\w-]+\.js$/, async (route) => {
    await wait();
    await route.continue();
  });
}

/**
 * Watches every frame of each load for a spinner standing in for the page (a spinner inside a button
 * is an action in progress, not a loading page).
 */
async function watchForSpinners(page: Page) {
  await page.addInitScript(() => {
    const w = window as typeof window & { spinnerSeen?: string };
    const look = () => {
      for (const el of document.querySelectorAll('.animate-spin')) {
        if (!el.closest('button') && (el as HTMLElement).checkVisibility()) w.spinnerSeen ??= location.pathname;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const spinnerSeen = (page: Page) =>
  page.evaluate(() => (window as typeof window & { spinnerSeen?: string }).spinnerSeen ?? null);

const pages = [
  '/settings',
  '/settings/financial',
  '/settings/store',
  '/settings/privacy',
  '/brands',
  '/segments',
  '/explore',
  '/search?q=moda',
  '/upload-video',
];

test('a cold load of an inner page shows the page’s skeleton, never a lone spinner', async ({ page }) => {
  test.slow();
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await slowDown(page);
  await watchForSpinners(page);
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'commit' });
    const skeleton = page.locator('[data-skeleton], .animate-pulse').first();
    await expect(skeleton, path).toBeVisible();
    // Then the page itself.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-skeleton]'), path).toHaveCount(0, { timeout: 20_000 });
    expect(await spinnerSeen(page), `${path}: a spinner showed while it loaded`).toBeNull();
  }
});
