import { expect, signupAndEnter, test } from './utils';
import { fillDelivery } from './store-utils';

test('pay with Pix: a BR Code with its QR image, and the bank confirmation settles the order', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/store');
  const cap = page.getByRole('article', { name: 'Boné Arena Classic' });
  await expect(cap.getByText('R$ 59,90')).toBeVisible();
  await expect(cap.locator('s')).toContainText('R$ 79,90');
  await cap.getByRole('button', { name: 'Adicionar ao carrinho: Boné Arena Classic' }).click();
  const drawer = page.getByRole('dialog', { name: 'Seu carrinho' });
  await drawer.getByRole('link', { name: 'Ir para o Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  await page.getByRole('radio', { name: /Pix/ }).click();
  await fillDelivery(page);
  const pay = page.getByRole('button', { name: 'Pagar R$ 59,90' });
  await pay.click();

  await expect(page).toHaveURL(/\/pay\/.+&method=pix$/);
  await expect(page.getByRole('link', { name: 'Pix' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: 'QR Code do Pix para pagamento' })).toBeVisible();
  const code = await page.getByLabel('Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201010212.*0014br\.gov\.bcb\.pix.*540559\.905802BR.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await page.getByRole('button', { name: 'Simular confirmação do banco' }).click();

  await expect(page).toHaveURL(/\/success\?order_id=/);
  await expect(page.getByText('Pagamento aprovado! Obrigado pela compra.')).toBeVisible();
  await expect(page.getByText('Boné Arena Classic')).toBeVisible();
});
