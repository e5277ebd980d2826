import { storyViewer } from './discover-utils';
import { expect, signupAndEnter, test } from './utils';

test('explore shows the 5 trending segments and a grid of top posts and new stories', async ({ page }) => {
  await signupAndEnter(page);
  await page.getByRole('link', { name: 'Explorar' }).first().click();
  await expect(page).toHaveURL('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

  const chips = page.getByRole('region', { name: 'Segmentos em alta' }).getByRole('link');
  await expect(chips).toHaveCount(5);
  for (const href of await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/segment\/[a-z]+$/);

  const grid = page.getByTestId('explore-grid');
  const posts = grid.locator('[data-kind="post"]');
  const stories = grid.locator('[data-kind="story"]');
  await expect(posts.first()).toBeVisible();
  expect(await posts.count()).toBeLessThanOrEqual(12);
  expect(await stories.count()).toBeGreaterThan(0);
  expect(await stories.count()).toBeLessThanOrEqual(4);
  // Counts in thousands without decimals ('3 mil', never '3,4 mil'; format.test.ts covers the
  // thousands): the demo's counts are its rows, in the tens.
  const likes = await posts
    .getByLabel(/curtidas?$/)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(likes.length).toBeGreaterThan(0);
  for (const l of likes) expect(l).toMatch(/^(1 curtida|\d+ curtidas|\d+ mil curtidas)$/);

  // The demo reels are in the grid too, each opening /reels on itself.
  const reels = grid.locator('[data-kind="reel"]');
  expect(await reels.count()).toBeGreaterThan(0);
  expect(await reels.count()).toBeLessThanOrEqual(6);
  for (const href of await reels.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/reels\?reel=reel_[a-z0-9]+$/i);

  await stories.first().click();
  await expect(storyViewer(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await chips.first().click();
  await expect(page).toHaveURL(/\/segment\/[a-z]+$/);
});
