import { ownerPage } from './role-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

// Nexo Tech's catalogue sells the Mouse Sem Fio Nexo; its demo owner invites the editor.
test('an editor of a brand changes a product price and stock in the studio, and the storefront shows them', async ({
  browser,
  page,
}) => {
  // Two browsers, and several brand journeys share the demo brand's studio on two cores: room, not a budget.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const editor = await signupAndEnter(page, { name: 'Estela Editora', email: uniqueEmail('editora-produtos') });

  // The owner invites the new member as an editor, from the owner's own signed-in browser.
  const owner = await ownerPage(browser, { width: 1280, height: 900 });
  const invited = await owner.request.post('/api/studio/brands/nexo-tech/invitations', {
    data: { email: editor.email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await owner.context().close();

  // The member accepts in the studio and works on Nexo Tech as its editor.
  await page.goto('/studio');
  const invitations = page.getByRole('list', { name: 'Convites' });
  await expect(invitations).toContainText('Convite para Editor');
  await invitations.getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Convite aceito');
  await expect(page.getByRole('list', { name: 'Minhas marcas' })).toContainText('Editor');
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
