import { expect, expectToast, signup, skipOnboarding, test } from './utils';

test('a new member signs up and, past the welcome steps, lands on the feed', async ({ page }) => {
  await signup(page, { phone: '(11) 98765-4321' });
  await expectToast(page, 'Cadastro realizado');
  await skipOnboarding(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
});

test('sign-up validates the fields before sending', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  const name = page.getByLabel('Nome completo');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
  await expect(page.getByText('Informe um email válido.')).toBeVisible();
  await expect(page).toHaveURL('/auth');
});
