import { apiJson } from './proof-api';
import { demo, expect, login, signupAndEnter, test } from './utils';

// Not isMobile: a phone browser would zoom out to fit an overflowing page, hiding what this test looks for.
test.use({ viewport: { width: 390, height: 844 } });

/** How far the page scrolls sideways: 0 when everything fits the phone's width. */
const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('at 390 px the feed, brands and checkout fit the screen without sideways scrolling', async ({ page }) => {
  // The demo member follows brands: a story strip far wider than the screen.
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Histórias' }).getByRole('listitem').nth(4)).toBeAttached();
  await expect(page.locator('article').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto('/brands');
  await expect(page.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.context().clearCookies();
  await signupAndEnter(page);
  // A product with a long name and a four-digit total, the widest line the checkout summary shows.
  const { storeId } = await apiJson<{ storeId: string }>(page.request, 'get', '/api/store/config');
  const { products } = await apiJson<{ products: { id: string; title: string; variants: { id: string }[] }[] }>(
    page.request,
    'get',
    `/store/${storeId}/products?limit=50`,
  );
  let added = false;
  for (const product of [...products].sort((a, b) => b.title.length - a.title.length)) {
    const res = await page.request.post('/api/cart/items', {
      data: { productId: product.id, variantId: product.variants[0]!.id, quantity: 3 },
    });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added, 'one of the longest-named products can be added to the cart').toBe(true);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  const pay = page.getByRole('button', { name: /^Pagar/ });
  const box = (await pay.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('the BrandBot button steps aside while the member scrolls down and comes back on the way up', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await page.goto('/store');
  await expect(page.getByRole('button', { name: 'Adicionar' }).first()).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Abrir o BrandBot' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  /** Whether a tap where the button sits reaches the assistant rather than the page under it. */
  const tapHitsAssistant = () =>
    page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[aria-label="Abrir o BrandBot"]'), centre);
  expect(await tapHitsAssistant()).toBe(true);

  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 1200);
  await expect(launcher).toBeHidden();
  // What it covered (a product card's button) takes the tap now.
  expect(await tapHitsAssistant()).toBe(false);

  await page.mouse.wheel(0, -300);
  await expect(launcher).toBeVisible();
  expect(await tapHitsAssistant()).toBe(true);

  // A keyboard that reaches the tucked button brings it back.
  await page.mouse.wheel(0, 600);
  await expect(launcher).toBeHidden();
  await launcher.focus();
  await expect(launcher).toBeVisible();
  await launcher.press('Enter');
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toBeVisible();
  // With the chat open, scrolling the page never hides it.
  await page.mouse.move(60, 300);
  await page.mouse.wheel(0, 800);
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar o chat', expanded: true })).toBeVisible();
});

test('a toast rises above the BrandBot button instead of covering it, on a phone and on a desktop', async ({
  page,
}) => {
  await signupAndEnter(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/upload-video');
    const launcher = page.getByRole('button', { name: 'Abrir o BrandBot' });
    await expect(launcher).toBeVisible();
    await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
    const toast = page
      .getByRole('region', { name: 'Notificações (F8)' })
      .getByRole('listitem')
      .filter({ hasText: 'Campos obrigatórios' });
    await expect(toast).toBeVisible();
    // On a phone the form scrolls down to its button and the launcher steps aside, as it does while
    // the member scrolls down; back at the top it returns.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(launcher).toBeVisible();
    // Once both have settled, the toast's lower edge is above the button's upper edge.
    await expect
      .poll(async () => {
        const button = (await launcher.boundingBox())!;
        const note = (await toast.boundingBox())!;
        return button.y - (note.y + note.height);
      }, `${viewport.width} px`)
      .toBeGreaterThanOrEqual(8);
    // The button still takes the tap while the toast shows.
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'BrandBot' })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar o chat', expanded: true }).click();
  }
});
