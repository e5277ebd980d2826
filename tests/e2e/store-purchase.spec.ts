import { expect, expectAtLeast, expectToast, signupAndEnter, test } from './utils';
import { fillDelivery } from './store-utils';

test('browse, choose a variant, hit the stock limit, pay by card and land on /success with the cart empty', async ({
  page,
}) => {
  await signupAndEnter(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Loja' }).click();
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  await expectAtLeast(page.getByRole('article'), 16);
  await expect(page.getByRole('main').getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/orders');

  // A product with several variants leads to its page.
  const tee = page.getByRole('article', { name: 'Camiseta Básica Urbana' });
  await expect(tee.getByText('Novo')).toBeVisible();
  await tee.getByRole('link', { name: 'Ver opções: Camiseta Básica Urbana' }).click();
  await expect(page).toHaveURL('/product/prod_demo_01');
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta Básica Urbana' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^A camiseta que combina com tudo: algodão penteado/,
  );

  // The carousel wraps around: back from the first picture lands on the last.
  await page.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(page.getByRole('button', { name: 'Imagem 2 de 2' })).toHaveAttribute('aria-current', 'true');

  // A sold-out size is marked as soon as its colour is chosen, and cannot be picked.
  await page.getByRole('button', { name: 'Branco' }).click();
  await expect(page.getByRole('button', { name: 'M, esgotado' })).toBeDisabled();
  const add = page.getByRole('button', { name: 'Adicionar ao carrinho' });

  await page.getByRole('button', { name: 'G', exact: true }).click();
  await expect(page.getByText('9 em estoque!')).toBeVisible();
  const stepper = page.getByRole('group', { name: 'Quantidade' });
  await expect(stepper.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
  // The stepper stops at the stock.
  for (let i = 0; i < 8; i++) await stepper.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(stepper.locator('output')).toHaveText('9');
  await expect(stepper.getByRole('button', { name: 'Aumentar quantidade' })).toBeDisabled();
  for (let i = 0; i < 7; i++) await stepper.getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(page.getByText('9 em estoque!')).toBeVisible();
  await add.click();

  const drawer = page.getByRole('dialog', { name: 'Seu carrinho' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Branco / G')).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Quantidade: Camiseta Básica Urbana' }).locator('output')).toHaveText(
    '2',
  );
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 2 itens' })).toBeVisible();

  // A single-variant card adds straight away; past the stock the add is refused with the spec's message.
  await page.getByRole('link', { name: 'Voltar para a loja' }).first().click();
  const speaker = page.getByRole('article', { name: 'Caixa de Som Batida Mini' });
  await speaker.getByRole('button', { name: 'Adicionar ao carrinho: Caixa de Som Batida Mini' }).click();
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await speaker.getByRole('button', { name: 'Adicionar ao carrinho: Caixa de Som Batida Mini' }).click();
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 4 itens' })).toBeVisible();
  await speaker.getByRole('button', { name: 'Adicionar ao carrinho: Caixa de Som Batida Mini' }).click();
  await expectToast(
    page,
    'Erro ao adicionar ao carrinho',
    'Estoque insuficiente para Caixa de Som Batida Mini (Padrão). Apenas 2 restantes.',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 4 itens' })).toBeVisible();

  // The cart lives on the server: it survives a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 4 itens' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Carrinho, 4 itens' }).click();
  await drawer.getByRole('button', { name: 'Remover Caixa de Som Batida Mini do carrinho' }).click();
  await expect(drawer.getByText('Caixa de Som Batida Mini')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Ir para o Checkout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho, 2 itens' })).toBeVisible();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText('Grátis')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
  await fillDelivery(page);
  await page.getByRole('button', { name: 'Pagar R$ 159,80' }).click();

  await expect(page).toHaveURL(/\/pay\/ord_[0-9a-z]+\?token=.+&lang=pt-BR&method=card$/);
  await expect(page.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await page.getByLabel('Nome impresso no cartão').fill('Marina Teste');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar R$ 159,80' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pagamento recusado pelo emissor do cartão. Tente outro cartão.');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar R$ 159,80' }).click();

  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  await expect(page.getByText('Pagamento aprovado! Obrigado pela compra.')).toBeVisible();
  await expect(page.getByText(/^Pedido #[0-9A-Z]{8}$/)).toBeVisible();
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrinho vazio' })).toBeVisible();

  await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText('Camiseta Básica Urbana')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'R$ 159,80' })).toBeVisible();
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();
});
