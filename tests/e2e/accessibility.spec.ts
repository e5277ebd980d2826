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

test('the auth screens pass axe', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await expect(page.getByLabel('Nome completo')).toBeVisible();
  await expectNoViolations(page);
});

test('the shell and appearance settings pass axe', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Marca em destaque' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Seguir Marca|Seguindo)$/ })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/settings/appearance');
  await expect(page.getByRole('radio', { name: 'Padrão' })).toBeVisible();
  await expectNoViolations(page);
});
