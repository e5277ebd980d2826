import type { Page } from '@playwright/test';
import { reelClip } from './clips';
import { fillDelivery } from './store-utils';
import { OWNER, call, joinTeam, signedIn } from './studio-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

/*
 * Content that sells (issue 22): an editor tags two of Nexo Tech's products on a reel; members buy
 * from the reel's product sheet, at 390 px and at 1280 px, without leaving the reel until they pay;
 * the brand's insights then credit the reel with both orders.
 */

const MOUSE = 'Mouse Sem Fio Nexo';
const GIFT = 'Vale-presente BrandSocial';

test.describe.configure({ timeout: 240_000 });

/** Criar → Novo Reel as Nexo Tech, tagging two products; answers the reel's id once it is ready. */
async function publishTaggedReel(page: Page, caption: string): Promise<string> {
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Novo Reel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Reel' });
  await dialog.getByRole('combobox', { name: 'Publicar como' }).selectOption({ label: 'Nexo Tech' });
  await dialog.getByLabel('Escolher vídeo').setInputFiles(reelClip());
  await dialog.getByLabel('Descrição').fill(caption);

  await dialog.getByRole('button', { name: 'Marcar produtos' }).click();
  const picker = page.getByRole('dialog', { name: 'Marcar produtos' });
  const search = picker.getByRole('combobox', { name: 'Buscar produtos' });
  for (const [query, title] of [
    ['mouse', MOUSE],
    ['vale', GIFT],
  ] as const) {
    await search.fill(query);
    await picker.getByRole('option', { name: new RegExp(title) }).click();
  }
  await expect(picker.getByRole('status')).toContainText(`${GIFT} marcado (2 de 5).`);
  await page.screenshot({ path: 'test-results/shoppable-picker-mobile.png' });
  await picker.getByRole('button', { name: 'Concluir' }).click();
  const chips = dialog.getByRole('group', { name: 'Produtos marcados' }).getByTestId('product-tag-chip');
  await expect(chips).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Reel Publicado');
  const mine = page.getByRole('feed').getByRole('article').first();
  await expect(mine).toContainText(caption);
  const reelId = (await mine.getAttribute('data-reel-id'))!;
  expect(reelId).toBeTruthy();
  await expect
    .poll(async () => (await call(page, 'GET', `/api/reels/${reelId}`)).body?.reel, { timeout: 60_000 })
    .toMatchObject({ status: 'ready' });
  const { body } = await call(page, 'GET', `/api/reels/${reelId}`);
  const tags = (body?.reel as { productTags: { title: string }[] }).productTags;
  expect(tags.map((tag) => tag.title)).toEqual([MOUSE, GIFT]);
  return reelId;
}

/**
 * A member opens the reel, taps its product button, picks the mouse's 'Prata', adds it to the cart
 * and pays by card on the sandbox: the reel stays on screen until the checkout.
 */
async function buyFromReel(page: Page, reelId: string, shot: string) {
  await page.goto(`/reels?reel=${reelId}`);
  const reel = page.locator(`article[data-reel-id="${reelId}"]`);
  const button = reel.getByTestId('reel-product-button');
  await expect(button).toContainText('2 produtos');
  const sheet = page.getByRole('dialog', { name: MOUSE });
  const openSheet = async () => {
    await button.click();
    await page.getByRole('menuitem', { name: new RegExp(MOUSE) }).click();
    await expect(sheet.getByTestId('product-sheet')).toBeVisible();
  };
  // The sheet closes back to the reel it was opened from.
  await openSheet();
  await sheet.getByRole('button', { name: 'Fechar' }).click();
  await expect(sheet).toBeHidden();
  await expect(reel).toBeVisible();

  await openSheet();
  await sheet.getByRole('button', { name: 'Prata', exact: true }).click();
  await expect(sheet.getByRole('button', { name: 'Prata', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  // Said inside the sheet, where a screen reader is while the sheet is open.
  await expect(sheet.getByRole('status').filter({ hasText: 'Adicionado ao carrinho' })).toBeVisible();
  await page.screenshot({ path: `test-results/shoppable-sheet-${shot}.png` });
  await expect(page).toHaveURL(new RegExp(`/reels\\?reel=${reelId}`));
  await sheet.getByRole('link', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('main')).toContainText(`${MOUSE}`);
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/pay\/ord_[0-9a-z]+\?token=.+&method=card$/);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('Compradora do Reel');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
}

test('an editor tags two products on a reel; members buy from it at 390 px and 1280 px; insights credit the reel', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = await signupAndEnter(page, { name: 'Tereza Marcadora', email: uniqueEmail('editora-tags') });
  const owner = await signedIn(browser, 1280, OWNER.email, OWNER.password);
  await joinTeam(owner, page, editor.email, 'editor');
  const caption = `Mouse novo na Nexo ${Date.now()}`;
  const reelId = await publishTaggedReel(page, caption);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signupAndEnter(phone, { name: 'Paula Compradora', email: uniqueEmail('compra-reel-390') });
  await buyFromReel(phone, reelId, 'mobile');

  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signupAndEnter(desktop, { name: 'Diego Comprador', email: uniqueEmail('compra-reel-1280') });
  await buyFromReel(desktop, reelId, 'desktop');

  // The brand's insights: four taps (each buyer opened the sheet twice), two additions to a cart, and
  // two orders of one unit each at the mouse's price.
  await owner.goto('/studio/nexo-tech');
  const insights = owner.getByRole('region', { name: 'Insights' });
  const table = insights.getByRole('table', { name: 'Vendas pelas marcações' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: caption });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Toques, Carrinhos, Pedidos, Unidades, Receita.
  await expect(cells.nth(0)).toHaveText('4');
  await expect(cells.nth(1)).toHaveText('2');
  await expect(cells.nth(2)).toHaveText('2');
  await expect(cells.nth(3)).toHaveText('2');
  await expect(cells.nth(4)).toHaveText(/R\$\s?279,80/);
  await owner.screenshot({ path: 'test-results/shoppable-insights-desktop.png', fullPage: true });
});
