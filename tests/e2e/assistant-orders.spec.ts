import { addToCartByTitle, fillDelivery } from './store-utils';
import { expect, signupAndEnter, test } from './utils';

// A phone: its width, and touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const APRON = 'Avental do Chef Sabor da Casa';

test('after buying, BrandBot answers "rastrear pedido" with the order, and delivery from the store rules', async ({
  page,
}) => {
  await signupAndEnter(page);
  const chat = page.getByRole('dialog', { name: 'BrandBot' });
  const ask = async (text: string) => {
    await chat.getByLabel('Digite sua dúvida…').fill(text);
    await chat.getByRole('button', { name: 'Enviar' }).click();
  };

  // Before any purchase: nothing to track.
  await page.getByRole('button', { name: 'Abrir o BrandBot' }).click();
  await ask('rastrear pedido');
  await expect(chat.getByRole('log')).toContainText('Você ainda não tem pedidos.');
  await chat.getByRole('button', { name: 'Fechar o chat' }).click();

  // Buy one apron by card.
  await addToCartByTitle(page, APRON);
  await page.goto('/checkout');
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar R\$/ }).tap();
  await expect(page).toHaveURL(/\/pay\/ord_/);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('Marina Teste');
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).tap();
  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  const number = orderId.slice(-8).toUpperCase();
  await expect(page.getByText('Pagamento aprovado! Obrigado pela compra.')).toBeVisible();

  // Accents, capitals and a typo change nothing: the member's own order, paid, with its item.
  await page.getByRole('button', { name: 'Abrir o BrandBot' }).click();
  await ask('RASTRAR PEDIDO');
  const log = chat.getByRole('log');
  await expect(log).toContainText(`Pedido #${number} · Pago · feito em `);
  await expect(log).toContainText(`1× ${APRON}`);
  await expect(chat.getByRole('link', { name: /Ver meus pedidos/ }).last()).toBeVisible();

  await chat.getByRole('button', { name: 'Prazo de entrega' }).last().click();
  await expect(log).toContainText('enviamos em até 2 dias úteis');
  await chat
    .getByRole('link', { name: /Ver meus pedidos/ })
    .last()
    .click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText(`#${number}`).first()).toBeVisible();
});
