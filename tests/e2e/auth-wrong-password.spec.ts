import { demo, expect, expectToast, login, test } from './utils';

test('a wrong password is refused', async ({ page }) => {
  await login(page, demo.email, 'senha-errada-999');
  await expectToast(page, 'Falha no Login', 'Email ou senha incorretos.');
  await expect(page).toHaveURL('/auth');
});

test('the demo account logs in', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expectToast(page, 'Login bem-sucedido');
  await expect(page).toHaveURL('/');
});

test('the login form points at what is missing before sending, and each message follows what is typed', async ({
  page,
}) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Senha', { exact: true });
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe um email válido.')).toBeVisible();
  await expect(page.getByText('Informe sua senha.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Leaving a field shows its message; typing what it needs takes it away.
  await email.fill('sem-arroba');
  await expect(page.getByText('Informe um email válido.')).toBeVisible();
  await email.fill(demo.email);
  await expect(page.getByText('Informe um email válido.')).toHaveCount(0);
  await password.fill(demo.password);
  await expect(page.getByText('Informe sua senha.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/');
});
