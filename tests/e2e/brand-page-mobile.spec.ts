import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.setTimeout(120_000);

async function expectBrandPage(page: Page, id: string, name: string) {
  await expect(page).toHaveURL(`/brand/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^(Seguir|Seguindo)$/ })).toBeVisible();
  // Its content in tabs, posts first (issue 20's brand page).
  const tabs = page.getByRole('tablist', { name: 'Conteúdo da marca' });
  await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Produtos' })).toBeVisible();
}

test('at 390 px a brand name opens its page from the feed, /brands and search', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');

  // The feed: a brand post's name.
  const post = page
    .locator('main article')
    .filter({ has: page.getByRole('img', { name: 'Verificado' }) })
    .first();
  const brandLink = post.locator('header').getByRole('link').first();
  const name = (await brandLink.innerText()).trim();
  await brandLink.tap();
  await expect(page).toHaveURL(/\/brand\/[a-z0-9-]+$/);
  const id = page.url().split('/brand/')[1]!;
  await expectBrandPage(page, id, name);
  // Its posts are the brand's own.
  const firstPost = page.getByRole('tabpanel', { name: 'Posts' }).getByRole('article').first();
  await expect(firstPost.locator('header')).toContainText(name);

  // /brands: the tile's name.
  await page.goto('/brands');
  await page.getByRole('link', { name: 'Urbana Moda' }).tap();
  await expectBrandPage(page, 'urbana-moda', 'Urbana Moda');
  await page.getByRole('tab', { name: 'Produtos' }).tap();
  await expect(page.getByRole('article', { name: 'Camiseta Básica Urbana' })).toBeVisible();

  // Following from the brand page.
  const follow = page.getByRole('button', { name: /^(Seguir|Seguindo)$/ });
  const before = await follow.getAttribute('aria-pressed');
  await follow.tap();
  await expect(follow).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  // Search results.
  await page.goto('/search?q=urbana');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Urbana Moda/ })
    .first()
    .tap();
  await expectBrandPage(page, 'urbana-moda', 'Urbana Moda');
});
