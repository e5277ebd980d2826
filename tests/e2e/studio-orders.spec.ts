import { ownerPage } from './role-utils';
import { buyByCard } from './store-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

const TRACKING = 'NX123456789BR';

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
  const number = await buyByCard(page, 'Mouse Sem Fio Nexo', 'Rosalinda Compradora');

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
