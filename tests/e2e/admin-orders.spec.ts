import type { Page } from '@playwright/test';
import { OPERATOR, operatorPage } from './role-utils';
import { buyByCard } from './store-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

// A product no other journey buys, so its price and stock are the demo's.
const KIT = 'Kit de Pintura Mão na Massa';

/**
 * Searches the console's orders and waits for the answer: the same row can answer two searches, and
 * one found (or clicked) before the answer may belong to the list about to be replaced.
 */
async function searchFor(console: Page, text: string) {
  const answered = console.waitForResponse(
    (res) => res.url().includes('/api/admin/orders?') && res.url().includes(`q=${encodeURIComponent(text)}`),
  );
  await console.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(text);
  await answered;
}

test('the operator finds a paid order in the console and refunds it; the buyer sees it refunded and is told', async ({
  browser,
  page,
}) => {
  // A whole purchase, then the console in a second browser: longer than one screen's journey.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = await signupAndEnter(page, { name: 'Renata Reembolso', email: uniqueEmail('reembolso') });
  const number = await buyByCard(page, KIT, 'Renata Reembolso');
  await page.goto('/orders');
  const mine = page.getByRole('listitem').filter({ hasText: `Pedido #${number}` });
  await expect(mine).toContainText('Pago');

  // The operator opens the console's orders and narrows them to the paid ones of this buyer.
  const console = await operatorPage(browser, { width: 1280, height: 900 });
  await console.goto('/admin');
  await console.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(console).toHaveURL('/admin?aba=pedidos');
  await console.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Pagos' });
  await searchFor(console, buyer.email);
  const list = console.getByRole('list', { name: 'Pedidos' });
  const order = list.getByRole('listitem', { name: `Pedido #${number}` });
  await expect(order).toContainText(`Renata Reembolso · ${buyer.email}`);
  await expect(order).toContainText(KIT);
  await expect(order).toContainText('Cartão de crédito');
  await expect(order).toContainText(/Total\s*R\$\s?\d/);
  await expect(order.getByTestId('order-fulfilment')).toContainText('Entrega de Mão na Massa');
  await expect(order.getByTestId('order-fulfilment')).toContainText('Preparando');
  await expect(order.getByText('Pago', { exact: true })).toBeVisible();
  await console.screenshot({ path: 'test-results/admin-orders-desktop.png', fullPage: true });

  // The order's number finds it too, copied with its '#'.
  await searchFor(console, `#${number}`);
  await expect(list.getByRole('listitem', { name: /^Pedido #/ })).toHaveCount(1);
  await expect(order).toBeVisible();

  // The refund asks first, and cancelling the question changes nothing.
  await order.getByRole('button', { name: `Cancelar e reembolsar o pedido #${number}` }).click();
  const dialog = console.getByRole('dialog', { name: `Cancelar e reembolsar o pedido #${number}?` });
  await expect(dialog).toContainText('o estoque dos produtos é devolvido');
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await order.getByRole('button', { name: `Cancelar e reembolsar o pedido #${number}` }).click();
  await dialog.getByRole('button', { name: 'Reembolsar', exact: true }).click();
  await expectToast(console, 'Pedido reembolsado');
  // It is no longer among the paid orders; it is among the refunded ones, with its refund.
  await expect(list).toBeHidden();
  await expect(console.getByText('Nenhum pedido encontrado.')).toBeVisible();
  await console.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Reembolsados' });
  await expect(order.getByText('Reembolsado', { exact: true })).toBeVisible();
  await expect(order).toContainText(/Reembolso de R\$\s?\d+,\d{2} em /);
  await expect(order.getByRole('button', { name: /Cancelar e reembolsar/ })).toHaveCount(0);

  // The audit log names the operator and the order.
  await console.getByRole('tab', { name: 'Auditoria' }).click();
  const log = console.getByRole('list', { name: 'Auditoria' });
  const row = log.getByRole('listitem').filter({ hasText: `reembolsou o pedido #${number}` });
  await expect(row).toContainText(`${OPERATOR.name} reembolsou o pedido #${number}`);
  await expect(row).toContainText('Situação: Pago → Reembolsado');
  await expect(row).toContainText(/Valor: — → R\$\s?\d/);
  await console.screenshot({ path: 'test-results/admin-orders-audit-desktop.png', fullPage: true });

  // At 390 px the console's orders still read and work.
  await console.setViewportSize({ width: 390, height: 844 });
  await console.getByRole('tab', { name: 'Pedidos' }).click();
  await searchFor(console, number);
  await expect(order).toContainText('Reembolsado');
  await console.screenshot({ path: 'test-results/admin-orders-mobile.png', fullPage: true });
  await console.context().close();

  // The buyer sees the order refunded in 'Meus pedidos', and the notification says so.
  await page.reload();
  await expect(mine).toContainText('Reembolsado');
  await expect(mine.getByTestId('order-fulfilment')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-orders-buyer-mobile.png', fullPage: true });
  await page.goto('/notifications');
  await expect(
    page.getByRole('link', { name: new RegExp(`Seu pedido #${number} foi cancelado e o valor, reembolsado`) }),
  ).toBeVisible();
});
