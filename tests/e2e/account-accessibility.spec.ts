import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './utils';

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

const pages = [
  ['/settings/profile', 'Editar Perfil'],
  ['/settings/store', 'Minha Loja'],
  ['/settings/financial', 'Financeiro'],
  ['/settings/notifications', 'Notificações'],
  ['/settings/privacy', 'Privacidade'],
  ['/settings/security', 'Segurança'],
  ['/advertise', 'Central de Anúncios'],
] as const;

test('the account pages and the open BrandBot chat pass axe', async ({ page }) => {
  // Eight pages, each loaded and scanned by axe: more than the default time on a busy machine.
  test.slow();
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Wait for the loaded state, not the skeletons.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page);
  }
  await page.getByRole('button', { name: 'Abrir o BrandBot' }).click();
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toBeVisible();
  await expectNoViolations(page);
});
