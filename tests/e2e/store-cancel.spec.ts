import { expect, signupAndEnter, test } from './utils';
import { fillDelivery } from './store-utils';

// A product no other journey buys, so parallel journeys never move its stock under this one.
const CLAPPER = 'prod_demo_12';

test('cancel on the payment page: the stock comes back at once and the items return to the cart', async ({ page }) => {
  await signupAndEnter(page);
  const { storeId } = await (await page.request.get('/api/store/config')).json();
  const stock = async () =>
    (
      await (
        await page.request.get(`/store/${storeId}/variants?fields=inventory_quantity&product_ids%5B%5D=${CLAPPER}`)
      ).json()
    ).variants[0].inventory_quantity as number;
  const before = await stock();

  await page.goto(`/product/${CLAPPER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claquete Estúdio Quadro' })).toBeVisible();
  await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('dialog', { name: 'Seu carrinho' }).getByRole('link', { name: 'Ir para o Checkout' }).click();
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();

  await expect(page).toHaveURL(/\/pay\//);
  expect(await stock()).toBe(before - 3);
  await page.getByRole('button', { name: 'Cancelar e voltar à loja' }).click();

  await expect(page).toHaveURL('/checkout');
  expect(await stock()).toBe(before);
  await expect(page.getByText('Claquete Estúdio Quadro')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 3 itens' })).toBeVisible();
});
