import type { Page } from '@playwright/test';
import { apiPost, apiSignup, TINY_PNG } from './proof-api';
import { expect, test } from './utils';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * The controls a tap on the BrandBot button would reach if the button were not there: sampled over
 * its box, skipping the widget itself. Empty when no control is under it.
 */
function controlsUnderBot(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-brandbot] > button[aria-expanded]');
    if (!launcher) return ['(no BrandBot button)'];
    const box = launcher.getBoundingClientRect();
    const found = new Set<string>();
    const steps = 6;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const x = box.left + 1 + ((box.width - 2) * i) / steps;
        const y = box.top + 1 + ((box.height - 2) * j) / steps;
        const under = document.elementsFromPoint(x, y).find((el) => !el.closest('[data-brandbot]'));
        const control = under?.closest(
          'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])',
        );
        if (control) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
          found.add(`${control.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return [...found];
  });
}

/** At the top of the page and scrolled to its end, nothing the member can use is under the button. */
async function expectClear(page: Page, path: string, width: number) {
  const launcher = page.getByRole('button', { name: 'Abrir o BrandBot' });
  await expect(launcher).toBeVisible();
  // Images and late data settle the layout first.
  await page.waitForLoadState('networkidle');
  expect(await controlsUnderBot(page), `${path} at ${width} px, top`).toEqual([]);

  // Reaching the end may load more: it is the end once nothing is loading below.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return !document.querySelector('.animate-pulse, [aria-busy="true"]');
      }),
    )
    .toBe(true);
  // Scrolling down tucks it away; a keyboard reaching it brings it back where it sits.
  await launcher.focus();
  await expect.poll(async () => (await launcher.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(await controlsUnderBot(page), `${path} at ${width} px, end of the page`).toEqual([]);
}

test('the BrandBot button never sits on a control, at 390 and 1280 px, at the top and the end of each page', async ({
  page,
}) => {
  test.slow();
  // A fresh member with a post of their own and a product in Minha Loja (its delete icon).
  await apiSignup(page.request, 'Caio Cantos');
  const postId = await apiPost(page.request, 'Um post para ver de perto');
  const product = await page.request.post('/api/shop/products', {
    multipart: {
      name: 'Vaso de Barro',
      priceCents: '5990',
      description: 'Feito à mão',
      image: { name: 'vaso.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(product.status()).toBe(201);

  const pages = [
    '/',
    `/post/${postId}`,
    '/upload-video',
    '/settings/store',
    '/explore',
    '/brands',
    '/segments',
    '/store',
    '/profile',
    '/settings',
    '/notifications',
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      if (path === '/settings/store') await expect(page.getByRole('button', { name: /^Excluir/ })).toBeVisible();
      await expectClear(page, path, viewport.width);
    }
  }
});

test('on the auth page the button sits clear of the forms, and on a phone the greeting is a bubble beside the form', async ({
  page,
}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    const greeting = page.getByRole('status').filter({ hasText: 'Entre ou crie sua conta' });
    await expect(greeting).toBeVisible({ timeout: 5000 });
    // The chat does not open over the form; its greeting stays outside the card.
    await expect(page.getByRole('dialog', { name: 'BrandBot' })).toHaveCount(0);
    const card = (await page.locator('[data-assistant-avoid]').boundingBox())!;
    const bubble = (await greeting.boundingBox())!;
    expect(bubble.y, `${viewport.width} px`).toBeGreaterThanOrEqual(card.y + card.height);
    expect(await controlsUnderBot(page), `/auth at ${viewport.width} px`).toEqual([]);
    // It goes by itself 5 s later.
    await expect(greeting).toBeHidden({ timeout: 7000 });

    await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    await expectClear(page, '/auth (Criar Conta)', viewport.width);
  }
});
