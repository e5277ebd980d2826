import { apiSignup, TINY_PNG } from './proof-api';
import { expect, expectToast, signupAndEnter, test } from './utils';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a member names their store, adds, likes, edits and deletes a product', async ({ page }) => {
  await signupAndEnter(page, { name: 'Lia Lojista' });
  await page.goto('/settings/store');
  await expect(page.getByLabel('Nome da loja')).toHaveValue('Loja de Lia');
  await page.getByLabel('Nome da loja').fill('Ateliê da Lia');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expectToast(page, 'Nome da loja salvo');
  await expect(page.getByText('Sua loja ainda não tem produtos.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar produto' });
  await dialog.getByLabel('Nome do produto').fill('Vela Aromática');
  await dialog.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Campos Obrigatórios');
  await expect(dialog.getByRole('alert')).toContainText('Preencha nome, preço e imagem do produto.');

  await dialog.getByLabel('Preço (R$)').fill('39,90');
  await dialog.getByLabel('Descrição').fill('Lavanda e baunilha.');
  await dialog.getByLabel('Imagem do produto').setInputFiles({ name: 'vela.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto salvo');
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Vela Aromática' });
  await expect(card).toContainText('R$ 39,90');
  await expect(card.getByRole('img', { name: 'Foto do produto Vela Aromática' })).toHaveAttribute(
    'src',
    /^\/media\/shop\//,
  );
  await card.getByRole('button', { name: 'Curtir Vela Aromática' }).click();
  await expect(card.getByRole('button', { name: 'Descurtir Vela Aromática' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText('1 curtida');

  await card.getByRole('button', { name: 'Editar produto: Vela Aromática' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar produto' });
  await edit.getByLabel('Preço (R$)').fill('45,00');
  await edit.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto salvo');
  await expect(card).toContainText('R$ 45,00');

  await page.reload();
  await expect(page.getByRole('article', { name: 'Vela Aromática' })).toContainText('1 curtida');
  await page.getByRole('button', { name: 'Excluir: Vela Aromática' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Produto excluído');
  await expect(page.getByRole('article', { name: 'Vela Aromática' })).toHaveCount(0);
});

test('a file that is not an image is refused', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings/store');
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar produto' });
  await dialog
    .getByLabel('Imagem do produto')
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
  await expect(dialog.getByRole('alert')).toContainText('Arquivo Inválido');
  await expect(dialog.getByRole('alert')).toContainText('Por favor, selecione um arquivo de imagem.');
});

test("another member sees a member's store products on the public profile and likes one", async ({
  page,
  playwright,
  baseURL,
}) => {
  const sellerApi = await playwright.request.newContext({ baseURL });
  const seller = await apiSignup(sellerApi, 'Rui Vendedor');
  const created = await sellerApi.post('/api/shop/products', {
    multipart: {
      name: 'Caneca Artesanal',
      priceCents: '4590',
      description: 'Feita à mão',
      image: { name: 'caneca.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await sellerApi.dispose();

  await signupAndEnter(page, { name: 'Bia Compradora' });
  await page.goto(`/u/${seller.id}`);
  const shop = page.getByRole('region', { name: 'Produtos' });
  const product = shop.getByRole('article', { name: 'Caneca Artesanal' });
  await expect(product).toContainText('R$ 45,90');
  await product.getByRole('button', { name: 'Curtir Caneca Artesanal' }).click();
  await expect(product.getByRole('button', { name: 'Descurtir Caneca Artesanal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The visitor cannot edit or delete the seller's product.
  await expect(product.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);

  // Orders are one click away from the member's own profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
  await expect(page).toHaveURL('/orders');
});

test('store settings: a failed load says so, and a failed save keeps the form open', async ({ page }) => {
  await signupAndEnter(page);
  const down = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"internal","message":"Fora do ar"}' });

  await page.route(/\/api\/shop$/, down);
  await page.goto('/settings/store');
  await expectToast(page, 'Erro ao carregar dados', 'Fora do ar', 15_000);
  await page.unroute(/\/api\/shop$/, down);

  await page.goto('/settings/store');
  await page.route(/\/api\/shop\/products$/, (route) =>
    route.request().method() === 'POST' ? down(route) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar produto' });
  await dialog.getByLabel('Nome do produto').fill('Vela de Soja');
  await dialog.getByLabel('Preço (R$)').fill('29,90');
  await dialog.getByLabel('Imagem do produto').setInputFiles({ name: 'vela.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(dialog.getByRole('alert')).toContainText('❌ Erro ao Salvar');
  await expect(dialog.getByLabel('Nome do produto')).toHaveValue('Vela de Soja');
});
