import type { Page } from '@playwright/test';
import { expect, signupAndEnter, test } from './utils';
import { addToCartByTitle, fillDelivery } from './store-utils';

// A phone: its width, and touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const APRON = 'Avental do Chef Sabor da Casa';

/** A new member with one apron in the cart, on the checkout page. */
async function toCheckout(page: Page) {
  await signupAndEnter(page);
  await addToCartByTitle(page, APRON);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await fillDelivery(page);
}

/**
 * On the hosted payment page, once its script has run: its deferred script formats the fields as
 * they are typed, and digits typed before it ran are kept as typed (a '12' stays '12', since the
 * script cannot tell whether the slash was deleted).
 */
async function atPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/pay\/ord_/);
  await page.waitForLoadState('domcontentloaded');
}

/** Types the card as a phone's numeric keypad does: key by key, with no '/' and no spaces. */
async function payByCard(page: Page) {
  const number = page.getByLabel('Número do cartão');
  const expiry = page.getByLabel('Validade (MM/AA)');
  for (const field of [number, expiry, page.getByLabel('CVC')]) {
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  }
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
  await number.pressSequentially('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').pressSequentially('Marina Teste');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: 'Pagar R$ 69,90' }).tap();
  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  await expect(page.getByText('Pagamento aprovado! Obrigado pela compra.')).toBeVisible();
}

test('on a phone, a card typed as digits only (4242… and 1230) is grouped as typed and paid', async ({ page }) => {
  await toCheckout(page);
  await page.getByRole('button', { name: 'Pagar R$ 69,90' }).tap();
  await atPaymentPage(page);

  // Deleting back over the slash and typing a full year still reads as the card's expiry.
  const expiry = page.getByLabel('Validade (MM/AA)');
  await expiry.pressSequentially('12');
  await expect(expiry).toHaveValue('12/');
  await expiry.press('Backspace');
  await expect(expiry).toHaveValue('12');
  await expiry.press('Backspace');
  await expect(expiry).toHaveValue('1');
  await expiry.fill('');
  await expiry.pressSequentially('5');
  await expect(expiry).toHaveValue('05/');
  await expiry.fill('');

  await payByCard(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho vazio' })).toBeVisible();
});

test('on a phone, going back from the payment page keeps the cart, and the order is paid from “Meus pedidos”', async ({
  page,
}) => {
  // Sign-up, checkout, the payment page twice and the orders page: a long journey on a shared machine.
  test.slow();
  await toCheckout(page);
  await page.getByRole('button', { name: 'Pagar R$ 69,90' }).tap();
  await atPaymentPage(page);
  await expect(page.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText(APRON)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar R$ 69,90' })).toBeEnabled();
  await expect(page.getByText('Você tem um pedido aguardando pagamento.')).toBeVisible();
  // Nor is the delivery typed before paying lost on the way back.
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('01310-100');
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue('1000');
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');

  await page.goto('/orders');
  const order = page.getByRole('listitem').filter({ hasText: APRON });
  await expect(order.getByText('Aguardando pagamento')).toBeVisible();
  await expect(order.getByText(/^Itens reservados até \d{2}:\d{2}\.$/)).toBeVisible();
  // A long product name is cut short rather than pushing the order past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const card = (await order.first().boundingBox())!;
  const price = (await order.getByText('R$ 69,90').first().boundingBox())!;
  expect(price.x + price.width).toBeLessThanOrEqual(card.x + card.width);
  await order.getByRole('button', { name: 'Continuar pagamento' }).tap();
  await atPaymentPage(page);

  await payByCard(page);
  // Paid: the cart gives up what the order bought, and the order reads as paid.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho vazio' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('listitem').filter({ hasText: APRON }).getByText('Pago', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar pagamento' })).toHaveCount(0);
});
