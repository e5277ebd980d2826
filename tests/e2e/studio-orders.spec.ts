import type { Browser, Page } from '@playwright/test';
import { addToCartByTitle, fillDelivery } from './store-utils';
import { expect, expectToast, login, settleOnLoad, signupAndEnter, test, uniqueEmail } from './utils';

// The demo's second account owns Nexo Tech (src/server/seed/team-seed.ts; the README names it).
const OWNER = { email: 'marca@brandsocial.com.br', password: 'marca-demo' };
const TRACKING = 'NX123456789BR';

async function ownerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = settleOnLoad(await (await browser.newContext({ viewport })).newPage());
  await login(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL('/');
  return page;
}

test('a member buys a Nexo Tech product, the owner marks it sent, and the buyer sees the tracking code and is told', async ({
  browser,
  page,
}) => {
  // A whole purchase, then a second session in the studio: longer than one screen's journey.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const buyerName = `Rosalinda${Date.now().toString(36).replace(/\d/g, '')}`;
  await signupAndEnter(page, { name: `${buyerName} Compradora`, email: uniqueEmail('compradora') });

  // The buyer pays for a Nexo Tech mouse with the sandbox's test card.
  await addToCartByTitle(page, 'Mouse Sem Fio Nexo');
  await page.goto('/checkout');
  await expect(page.getByText('Mouse Sem Fio Nexo')).toBeVisible();
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/pay\/ord_[0-9a-z]+\?token=.+&method=card$/);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('Rosalinda Compradora');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  const number = (await page.getByText(/^Pedido #[0-9A-Z]{8}$/).textContent())!.replace('Pedido #', '');

  await page.goto('/orders');
  const mine = page.getByRole('listitem').filter({ hasText: `Pedido #${number}` });
  await expect(mine.getByTestId('order-fulfilment')).toHaveText('Preparando');

  // The owner finds the order among Nexo Tech's paid ones and marks it sent with a tracking code.
  const owner = await ownerPage(browser, { width: 1280, height: 900 });
  await owner.goto('/studio/nexo-tech');
  await expect(owner.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  await expect(owner.getByRole('tab', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'true');
  const order = owner.getByRole('listitem', { name: `Pedido #${number}` });
  await expect(order).toContainText(`Comprado por ${buyerName}`);
  await expect(order).toContainText('Mouse Sem Fio Nexo');
  await expect(order).toContainText('Preparando');
  // Sending needs the tracking code.
  await order.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(order.getByText('Informe o código de rastreio para marcar como enviado.')).toBeVisible();
  await order.getByRole('textbox', { name: 'Código de rastreio' }).fill(TRACKING);
  await owner.screenshot({ path: 'test-results/studio-orders-desktop.png', fullPage: true });
  await order.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expectToast(owner, 'Pedido marcado como enviado');
  await expect(order).toContainText(`Rastreio: ${TRACKING}`);
  await expect(order.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

  // The buyer sees the step and its code in 'Meus pedidos', and a notification that names the brand.
  await page.reload();
  await expect(mine.getByTestId('order-fulfilment')).toHaveText(`Enviado — código de rastreio ${TRACKING}`);
  await page.screenshot({ path: 'test-results/studio-orders-buyer-mobile.png', fullPage: true });
  await page.goto('/notifications');
  const told = page.getByRole('link', { name: new RegExp(`Nexo Tech enviou seu pedido #${number}`) });
  await expect(told).toContainText(`código de rastreio ${TRACKING}`);
  await page.screenshot({ path: 'test-results/studio-orders-notification-mobile.png' });
  await told.click();
  await expect(page).toHaveURL('/orders');

  // At 390 px the owner's studio still reads and works.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(order.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();
  await owner.screenshot({ path: 'test-results/studio-orders-mobile.png', fullPage: true });
  await owner.context().close();
});
