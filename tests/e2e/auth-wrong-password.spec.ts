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
