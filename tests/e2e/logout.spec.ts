import { expect, expectToast, signupAndEnter, test } from './utils';

test('Sair logs out and the guarded pages close again', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Até logo');
  await expect(page).toHaveURL('/auth');
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
});

test('Sair da Conta on the settings page logs out too', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
});
