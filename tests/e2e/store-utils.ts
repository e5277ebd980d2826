import type { Page } from '@playwright/test';
import { apiJson } from './proof-api';
import { expect } from './utils';

export interface DeliveryFields {
  cep?: string;
  number?: string;
  cpf?: string;
  /** The shipping option to pick; PAC (preselected) when not given. */
  shipping?: 'PAC' | 'SEDEX';
}

/**
 * Fills the checkout page's delivery card as a member does: the CEP (a street-level one of the
 * bundled table, so the address fills itself), the number and a valid CPF.
 */
export async function fillDelivery(page: Page, fields: DeliveryFields = {}) {
  await page.getByLabel('CEP', { exact: true }).fill(fields.cep ?? '01310-100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill(fields.number ?? '1000');
  await page.getByLabel('CPF', { exact: true }).fill(fields.cpf ?? '529.982.247-25');
  if (fields.shipping) await page.getByRole('radio', { name: new RegExp(`^${fields.shipping}`) }).click();
}

/** Puts one unit of the demo store's product titled `title` (its first variant) in the member's cart. */
export async function addToCartByTitle(page: Page, title: string) {
  const { storeId } = await apiJson<{ storeId: string }>(page.request, 'get', '/api/store/config');
  const { products } = await apiJson<{ products: { id: string; title: string; variants: { id: string }[] }[] }>(
    page.request,
    'get',
    `/store/${storeId}/products?limit=50`,
  );
  const product = products.find((p) => p.title === title);
  expect(product, `the demo store sells ${title}`).toBeTruthy();
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product!.id, variantId: product!.variants[0]!.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/**
 * Buys one unit of the demo store's product titled `title` as the signed-in member: the checkout page
 * with a delivery, then the sandbox's card form with its approving test card. Returns the order's number.
 */
export async function buyByCard(page: Page, title: string, cardName: string): Promise<string> {
  await addToCartByTitle(page, title);
  await page.goto('/checkout');
  await expect(page.getByText(title)).toBeVisible();
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/pay\/ord_[0-9a-z]+\?token=.+&method=card$/);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill(cardName);
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  return (await page.getByText(/^Pedido #[0-9A-Z]{8}$/).textContent())!.replace('Pedido #', '');
}
