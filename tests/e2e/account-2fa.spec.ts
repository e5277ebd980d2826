import { Secret, TOTP } from 'otpauth';
import { expect, expectToast, login, signupAndEnter, test } from './utils';

function codeAt(secret: string, timestamp: number) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

test('a member turns on two-factor authentication and logs in with a code', async ({ page }) => {
  const member = await signupAndEnter(page);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Ativar 2FA' }).click();
  const setup = page.getByRole('dialog', { name: 'Ativar 2FA' });
  await expect(setup.getByRole('img', { name: 'QR Code para configurar o app autenticador' })).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();

  await setup.getByLabel('Código de 6 dígitos').fill('000000');
  await setup.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(setup).toContainText('Código inválido');

  await setup.getByLabel('Código de 6 dígitos').fill(codeAt(secret, Date.now()));
  await setup.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(page.getByText('10 códigos de recuperação restantes')).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/auth');
  await login(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Verificação em dois fatores' })).toBeVisible();
  await page.getByLabel('Código').fill('123456');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido. Confira o app autenticador e tente novamente.')).toBeVisible();
  // The code of the next 30-second window: the one used to turn 2FA on is never accepted twice.
  await page.getByLabel('Código').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectToast(page, 'Login bem-sucedido');
  await expect(page).toHaveURL('/');
});
