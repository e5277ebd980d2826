import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signupAndEnter, test } from './utils';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function expectNoViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

test('reels, their comments, the upload page and a video page pass axe', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/reels');
  const reel = page.getByRole('feed').getByRole('article', { name: 'Reel de Urbana Moda' });
  await expect(reel).toBeAttached();
  await expectNoViolations(page);

  await page
    .getByRole('feed')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Ver \d+ comentários?$/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Comentários' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Novo Reel' }).click();
  await expect(page.getByRole('dialog', { name: 'Criar Novo Reel' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/upload-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Enviar Vídeo' })).toBeVisible();
  await expectNoViolations(page);

  const first = page
    .getByRole('region', { name: 'Vídeos em destaque' })
    .getByRole('link', { name: /^Assistir/ })
    .first();
  await first.click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});
