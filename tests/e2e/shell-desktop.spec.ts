import { expect, expectFocusWithin, expectToast, signupAndEnter, test } from './utils';

test('the desktop shell: side menu, top bar and right panel', async ({ page }) => {
  const member = await signupAndEnter(page);

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link')).toHaveText([
    'Início',
    'Explorar',
    'Reels',
    'Marcas',
    'Segmentos',
    'Notificações',
    'Anunciar',
    'Loja',
    'Perfil',
    'Configurações',
  ]);
  await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();

  const cart = page.getByRole('banner').getByRole('button', { name: 'Carrinho vazio' });
  await cart.click();
  const drawer = page.getByRole('dialog', { name: 'Seu carrinho' });
  await expect(drawer).toBeVisible();
  await expectFocusWithin(drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cart).toBeFocused();
  await expect(page.getByRole('link', { name: member.name })).toHaveAttribute('href', '/profile');

  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Novo Post', 'Novo Story', 'Novo Reel']);
  await page.getByRole('menuitem', { name: 'Novo Post' }).click();
  await expect(page).toHaveURL('/create?type=post');
  await expect(page.getByRole('dialog', { name: 'Criar Novo Post' })).toBeVisible();
  await expectFocusWithin(page.getByRole('dialog', { name: 'Criar Novo Post' }));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/create');

  const search = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(search).toHaveAttribute('placeholder', 'Pesquisar marcas, produtos...');
  await search.fill('tênis');
  await search.press('Enter');
  await expect(page).toHaveURL('/search?q=t%C3%AAnis');

  await expect(page.getByRole('heading', { name: 'Marca em destaque' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Segmentos populares' })).toBeVisible();
  await page.getByRole('button', { name: 'Seguir Marca' }).click();
  await expect(page.getByRole('button', { name: 'Seguindo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Enviar vídeo longo' })).toHaveAttribute('href', '/upload-video');
});

test('Bot Online switches the assistant and remembers it', async ({ page }) => {
  await signupAndEnter(page);
  const bot = page.getByRole('switch', { name: 'Bot Online' });
  await expect(bot).toBeChecked();
  await bot.click();
  await expect(bot).not.toBeChecked();
  await bot.click();
  await expectToast(page, 'BrandBot ativado');
  // The switch answers at once; the reload waits for the save, as a write not yet answered may not be kept.
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/me/preferences') && res.ok());
  await bot.click();
  await expect(bot).not.toBeChecked();
  await saved;
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Bot Online' })).not.toBeChecked();
});
