import type { Page } from '@playwright/test';
import { memberPage, newBrand, operatorPage, postAsBrand, productOfBrand } from './brand-utils';
import { postCard } from './feed-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

/** What the member finds of the brand: its post in the feed and in search, its product in search, the store and its page. */
async function expectFound(
  page: Page,
  found: boolean,
  item: { word: string; post: string; product: string; productId: string },
) {
  await page.goto('/');
  // The feed has loaded when its first card shows; the brand, followed, would lead it.
  await expect(page.getByRole('article').first()).toBeVisible();
  if (found) await expect(postCard(page, item.post)).toBeVisible();
  else await expect(postCard(page, item.post)).toHaveCount(0);

  await page.goto(`/search?q=${item.word}`);
  const main = page.getByRole('main');
  if (found) {
    await expect(postCard(page, item.post)).toBeVisible();
    await expect(main).toContainText(item.product);
  } else {
    await expect(main).toContainText(`Nada encontrado para “${item.word}”.`);
    await expect(main).not.toContainText(item.post);
  }

  const { storeId } = (await (await page.request.get('/api/store/config')).json()) as { storeId: string };
  const listed = (await (
    await page.request.get(`/store/${storeId}/products?limit=100&order=DESC&sort_by=created_at`)
  ).json()) as {
    products: { id: string }[];
  };
  expect(listed.products.map((p) => p.id).includes(item.productId)).toBe(found);

  await page.goto(`/product/${item.productId}`);
  if (found) await expect(page.getByRole('heading', { name: item.product })).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasText: 'Voltar para a loja' })).toBeVisible();
}

test('the operator suspends a brand in the console: a member no longer finds its post or its product; reinstated, they are back', async ({
  browser,
  page,
}) => {
  // Three browsers, a brand made for this journey and every place looked at three times.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signupAndEnter(page, { name: 'Mara Membro', email: uniqueEmail('membro') });
  const operator = await operatorPage(browser, { width: 1280, height: 900 });
  const owner = await memberPage(browser, 'Otto Dono da Vila', 1280);
  // A word of its own, so that search finds only this brand's post and product.
  const word = `q${Math.random().toString(36).slice(2, 10)}`;
  const brandName = `Vila Lume ${word.slice(1, 6)}`;
  const brandId = await newBrand(operator, owner, brandName);
  const item = { word, post: `Nova coleção ${word}`, product: `Luminária ${word}`, productId: '' };
  await postAsBrand(owner.page, brandId, item.post);
  item.productId = await productOfBrand(owner.page, brandId, item.product);
  expect((await page.request.put(`/api/follows/brands/${brandId}`)).ok()).toBe(true);

  await expectFound(page, true, item);

  await operator.goto('/admin?aba=marcas');
  await operator.getByRole('searchbox', { name: 'Buscar marcas' }).fill(brandName);
  // The search has answered when the list holds this brand alone (a row of the list before it goes).
  await expect(operator.getByRole('list', { name: 'Marcas' }).getByRole('listitem')).toHaveCount(1);
  const row = operator.getByRole('listitem', { name: brandName });
  await row.getByRole('button', { name: `Suspender ${brandName}` }).click();
  await operator
    .getByRole('dialog', { name: `Suspender ${brandName}?` })
    .getByRole('button', { name: 'Suspender', exact: true })
    .click();
  await expectToast(operator, 'Marca suspensa');
  await expect(row).toContainText('Suspensa');
  await operator.screenshot({ path: 'test-results/brand-suspended-console-desktop.png' });

  await expectFound(page, false, item);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('main')).toContainText(`Nada encontrado para “${word}”.`);
  await page.screenshot({ path: 'test-results/brand-suspended-search-mobile.png' });
  await page.goto(`/product/${item.productId}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: 'test-results/brand-suspended-product-mobile.png' });

  await row.getByRole('button', { name: `Reativar ${brandName}` }).click();
  await operator
    .getByRole('dialog', { name: `Reativar ${brandName}?` })
    .getByRole('button', { name: 'Reativar', exact: true })
    .click();
  await expectToast(operator, 'Marca reativada');
  await expectFound(page, true, item);
  await page.goto(`/search?q=${word}`);
  await expect(postCard(page, item.post)).toBeVisible();
  await page.screenshot({ path: 'test-results/brand-reinstated-search-mobile.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(postCard(page, item.post)).toBeVisible();
  await page.screenshot({ path: 'test-results/brand-reinstated-feed-desktop.png' });
  for (const other of [operator, owner.page]) await other.context().close();
});
