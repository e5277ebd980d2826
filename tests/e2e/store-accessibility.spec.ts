import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, expectAtLeast, signupAndEnter, test } from './utils';
import { fillDelivery } from './store-utils';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function expectNoViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

test('the store, a product, the cart drawer, checkout and the payment page pass axe', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/store');
  await expectAtLeast(page.getByRole('article'), 16);
  await expectNoViolations(page);

  await page.goto('/product/prod_demo_05');
  await expect(page.getByRole('heading', { level: 1, name: 'Fone Bluetooth Batida Pro' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Ir para o Checkout' }).click();
  await expect(page.getByRole('radio', { name: /Pix/ })).toBeVisible();
  await expectNoViolations(page);

  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR Code do Pix para pagamento' })).toBeVisible();
  await expectNoViolations(page);
});
