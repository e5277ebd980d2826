import { expect, signupAndEnter, tapAndSave, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the reel fills the screen with no bar over it, and its author is followed from it', async ({
  page,
}) => {
  await signupAndEnter(page);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Reels' }).click();
  await expect(page).toHaveURL('/reels');

  const feed = page.getByRole('feed', { name: 'Reels, role para ver o próximo' });
  const first = feed.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeHidden();

  // The reel covers the whole screen, and what sits at its top and bottom edges is the reel's own.
  const box = await first.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  const owners = await page.evaluate(() =>
    [10, 422, 834].map((y) =>
      Boolean(document.elementFromPoint(195, y)?.closest('section[aria-labelledby="titulo-reels"]')),
    ),
  );
  expect(owners).toEqual([true, true, true]);
  await expect(page.getByRole('button', { name: 'Novo Reel' })).toBeVisible();

  // 'Seguir' on a brand's reel: shown at once, and still so after a reload.
  const brandReel = feed.getByRole('article', { name: 'Reel de Nexo Tech' }).first();
  await tapAndSave(page, brandReel.getByRole('button', { name: 'Seguir Nexo Tech' }));
  await expect(brandReel.getByRole('button', { name: 'Seguindo Nexo Tech' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    feed
      .getByRole('article', { name: 'Reel de Nexo Tech' })
      .first()
      .getByRole('button', { name: 'Seguindo Nexo Tech' }),
  ).toBeVisible();

  // The way out: back to where the member came from, the bars back with it.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
