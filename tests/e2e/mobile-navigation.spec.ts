import { demo, expect, expectFocusWithin, login, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('phones get the bottom bar, and the menu sheet keeps the rest reachable', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');

  const bottomBar = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(bottomBar).toBeVisible();
  const entries = bottomBar.locator(':scope > ul > li');
  await expect(entries).toHaveCount(5);
  await expect(entries).toHaveText(['Início', 'Explorar', 'Criar', 'Reels', 'Perfil']);
  await expect(page.getByRole('navigation', { name: 'Menu principal', includeHidden: true })).toBeHidden();

  await bottomBar.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByRole('menuitem', { name: 'Novo Reel' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Novo Story' }).click();
  await expect(page).toHaveURL('/create?type=story');
  // Novo Story opens the story upload dialog.
  await expect(page.getByRole('dialog', { name: 'Adicionar à sua História' })).toBeVisible();
  await expectFocusWithin(page.getByRole('dialog', { name: 'Adicionar à sua História' }));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(sheet.getByRole('switch', { name: 'Bot Online' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Marcas' }).click();
  await expect(page).toHaveURL('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Marcas Populares' })).toBeVisible();
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }),
  ).toBeVisible();
});
