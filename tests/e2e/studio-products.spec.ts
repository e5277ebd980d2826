import { expect, expectToast, login, settleOnLoad, test } from './utils';

// The demo's second account owns Nexo Tech (src/server/seed/team-seed.ts); its catalogue sells the Mouse Sem Fio Nexo.
const OWNER = { email: 'marca@brandsocial.com.br', password: 'marca-demo' };

test('a brand owner changes a product price and stock in the studio, and the storefront shows them', async ({
  page,
}) => {
  // Several brand journeys share the demo brand's studio and run beside others on two cores: room, not a budget.
  test.slow();
  settleOnLoad(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL('/');
  await page.goto('/studio/nexo-tech');

  const products = page.getByRole('list', { name: 'Produtos' });
  await expect(products).toContainText('Mouse Sem Fio Nexo');
  await expect(products).toContainText('R$ 129,90');
  await page.screenshot({ path: 'test-results/studio-products-desktop.png', fullPage: true });
  await products.getByRole('button', { name: 'Editar Mouse Sem Fio Nexo' }).click();

  const first = page.getByRole('group', { name: 'Variante 1' });
  await expect(first.getByRole('textbox', { name: 'Preço (R$)', exact: true })).toHaveValue('129,90');
  // A price typed the wrong way is refused on the spot, in pt-BR.
  await first.getByRole('textbox', { name: 'Preço (R$)', exact: true }).fill('99.90');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(first).toContainText('Informe um preço como 59,90.');

  await first.getByRole('textbox', { name: 'Preço (R$)', exact: true }).fill('99,90');
  await first.getByRole('textbox', { name: 'Estoque', exact: true }).fill('7');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto salvo');
  await expect(products).toContainText('R$ 99,90');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/studio-products-mobile.png', fullPage: true });
  await products.getByRole('button', { name: 'Editar Mouse Sem Fio Nexo' }).click();
  await expect(page.getByRole('group', { name: 'Variante 1' }).getByRole('textbox', { name: 'Estoque' })).toHaveValue(
    '7',
  );
  await page.screenshot({ path: 'test-results/studio-product-editor-mobile.png', fullPage: true });
  await page.getByRole('link', { name: 'Ver na loja' }).click();

  await expect(page).toHaveURL(/\/product\//);
  const main = page.getByRole('main');
  await expect(main).toContainText('R$ 99,90');
  await expect(main).toContainText('7 em estoque!');
});
