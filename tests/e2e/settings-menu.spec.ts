import { demo, expect, expectFocusWithin, login, test } from './utils';

const sections = [
  ['Perfil', '/settings/profile', 'Editar Perfil'],
  ['Minha Loja', '/settings/store', 'Minha Loja'],
  ['Financeiro', '/settings/financial', 'Financeiro'],
  ['Notificações', '/settings/notifications', 'Notificações'],
  ['Privacidade', '/settings/privacy', 'Privacidade'],
  ['Contas bloqueadas', '/settings/blocked', 'Contas bloqueadas'],
  ['Contas silenciadas', '/settings/muted', 'Contas silenciadas'],
  ['Palavras ocultas', '/settings/hidden-words', 'Palavras ocultas'],
  ['Minhas denúncias', '/settings/reports', 'Minhas denúncias'],
  ['Aparência', '/settings/appearance', 'Aparência'],
  ['Segurança', '/settings/security', 'Segurança'],
] as const;

test('the settings menu leads to each settings page and back', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await page.goto('/settings');
  const menu = page.getByRole('main').getByRole('navigation', { name: 'Configurações' });
  await expect(menu.getByRole('link')).toHaveCount(sections.length);
  for (const [label, path, heading] of sections) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para Configurações' }).click();
    await expect(page).toHaveURL('/settings');
  }
  await expect(page.getByRole('button', { name: 'Sair da Conta' })).toBeVisible();
});

test('the Criar page offers post, story and reel', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  // A link to one kind opens its upload dialog over the page; closing it leaves the choice of three.
  await page.goto('/create?type=reel');
  await expect(page.getByRole('dialog', { name: 'Criar Novo Reel' })).toBeVisible();
  await expectFocusWithin(page.getByRole('dialog', { name: 'Criar Novo Reel' }));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar' })).toBeVisible();
  const options = page.getByRole('main').getByRole('listitem');
  await expect(options).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Novo Reel/ })).toHaveAttribute('href', '/create?type=reel');
  await page.getByRole('link', { name: /Novo Post/ }).click();
  await expect(page.getByRole('dialog', { name: 'Criar Novo Post' })).toBeVisible();
});
