import { demo, expect, expectToast, signup, test } from './utils';

test('signing up with an email in use fails and stays on /auth', async ({ page }) => {
  await signup(page, { email: demo.email });
  await expectToast(page, 'Falha no Cadastro', 'Este email já está em uso.');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Conta' })).toBeVisible();
});
