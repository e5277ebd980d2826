import { demo, expect, expectToast, login, signupAndEnter, test } from './utils';

test('withdrawals are refused with each spec message, and a valid one is a pending debit', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await page.goto('/settings/financial');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/R\$\s1\.\d{3},\d{2}/);
  const before = await balance.textContent();
  const submit = page.getByRole('button', { name: 'Solicitar saque' });

  await page.getByLabel('Valor (R$)').fill('abc');
  await submit.click();
  await expectToast(page, 'Valor inválido');

  await page.getByLabel('Valor (R$)').fill('0');
  await submit.click();
  await expectToast(page, 'Valor inválido');

  await page.getByLabel('Valor (R$)').fill('999.999,00');
  await submit.click();
  await expectToast(page, 'Saldo insuficiente');

  await page.getByLabel('Valor (R$)').fill('10,00');
  await page.getByLabel('Banco', { exact: true }).fill('Banco do Brasil');
  await page.getByLabel('Agência').fill('1234');
  await page.getByLabel('Conta', { exact: true }).fill('');
  await submit.click();
  await expectToast(page, 'Dados bancários incompletos');
  await expect(balance).toHaveText(before!);

  await page.getByRole('radio', { name: 'Pix' }).click();
  await page.getByLabel('Chave Pix').fill('ana.demo@exemplo.com.br');
  await submit.click();
  await expectToast(page, 'Saque solicitado');
  await expect(balance).not.toHaveText(before!);
  const statement = page.getByRole('list', { name: 'Extrato' });
  await expect(statement.getByRole('listitem').first()).toContainText('Saque via Pix');
  await expect(statement.getByRole('listitem').first()).toContainText('Em processamento');
  await expect(statement.getByRole('listitem').first()).toContainText('R$ 10,00');
});

test('a member without balance cannot withdraw', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings/financial');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s0,00/);
  await expect(page.getByText('Nenhuma movimentação ainda.')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('5');
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  await expectToast(page, 'Saldo insuficiente');
});
