import { apiCheckoutPageUrl } from './proof-api';
import { expect, signupAndEnter, test } from './utils';

// A phone: its width, and touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const KIT = 'prod_demo_14';
test('CEP fills the address, a bad CPF is refused, SEDEX in 3x, and all of it shows in “Meus pedidos”', async ({
  page,
}) => {
  // Sign-up, product, checkout, payment page, success and orders: a long journey on a shared machine.
  test.slow();
  await signupAndEnter(page);
  await page.goto(`/product/${KIT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kit Experimentos Ciência Viva' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('dialog', { name: 'Seu carrinho' }).getByRole('link', { name: 'Ir para o Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  // PAC is free from R$ 50,00: 'Grátis' before any CEP.
  await expect(page.getByRole('definition').filter({ hasText: 'Grátis' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cartão de crédito.*em até 3x sem juros/ })).toBeVisible();

  const cep = page.getByLabel('CEP', { exact: true });
  const cpf = page.getByLabel('CPF', { exact: true });
  await expect(cep).toHaveAttribute('inputmode', 'numeric');
  await expect(cep).toHaveAttribute('autocomplete', 'postal-code');
  await expect(cpf).toHaveAttribute('inputmode', 'numeric');
  // A member who moves on before the address arrives keeps their place and what they typed.
  let release: () => void = () => undefined;
  await page.route(/\/api\/store\/cep\/\d+$/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await cep.pressSequentially('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(page.getByText('Buscando endereço…')).toBeVisible();
  await cpf.pressSequentially('529');
  release();
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveValue('529');
  await page.unrouteAll();
  await cpf.fill('');
  await cep.fill('');
  await cep.pressSequentially('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('SP');
  // The street is known: the number is next.
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Complemento (opcional)').fill('ap. 12');
  await cpf.pressSequentially('12345678900');
  await expect(cpf).toHaveValue('123.456.789-00');

  await page.getByRole('button', { name: 'Pagar R$ 159,90' }).click();
  await expect(page.getByText('CPF inválido. Confira os números.')).toBeVisible();
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/checkout');

  await cpf.fill('529.982.247-25');
  const sedex = page.getByRole('radio', { name: /^SEDEX/ });
  await expect(sedex).toContainText('Chega em até 1 dia útil');
  await expect(sedex).toContainText('R$ 31,90');
  await sedex.click();
  await expect(page.getByRole('definition').filter({ hasText: 'R$ 31,90' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar R$ 191,80' }).click();

  await expect(page).toHaveURL(/\/pay\/ord_/);
  await expect(page.getByText('Frete (SEDEX)')).toBeVisible();
  await expect(
    page.getByText(/Avenida Paulista, 1000, ap\. 12 — Bela Vista, São Paulo\/SP · CEP 01310-100/),
  ).toBeVisible();
  const installments = page.getByLabel('Parcelas');
  await expect(installments.locator('option')).toHaveText([
    '1x de R$ 191,80 (à vista)',
    '2x de R$ 95,90 sem juros',
    '3x de R$ 63,93 sem juros',
  ]);
  await installments.selectOption('3');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('Marina Teste');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar R$ 191,80' }).click();

  await expect(page).toHaveURL(/\/success\?order_id=ord_/);
  await expect(page.getByText('Pagamento aprovado! Obrigado pela compra.')).toBeVisible();
  await expect(page.getByText('Cartão de crédito · 3x de R$ 63,93 sem juros')).toBeVisible();
  await expect(page.getByText('SEDEX · Chega em até 1 dia útil')).toBeVisible();

  await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
  await expect(page).toHaveURL('/orders');
  const order = page.getByRole('listitem').filter({ hasText: 'Kit Experimentos Ciência Viva' });
  await expect(order.getByText('Pago', { exact: true })).toBeVisible();
  await expect(order.getByText('Avenida Paulista, 1000, ap. 12')).toBeVisible();
  await expect(order.getByText('Bela Vista, São Paulo/SP · CEP 01310-100')).toBeVisible();
  await expect(order.getByText('CPF ***.982.247-**')).toBeVisible();
  await expect(order.getByText('SEDEX · Chega em até 1 dia útil')).toBeVisible();
  await expect(order.getByText('Cartão de crédito · 3x de R$ 63,93 sem juros')).toBeVisible();
  await expect(order.getByRole('definition').filter({ hasText: 'R$ 191,80' })).toBeVisible();
});

test('an order placed with items only gets its delivery on the payment page, the CEP filling the address', async ({
  page,
}) => {
  await signupAndEnter(page);
  const url = await apiCheckoutPageUrl(page.request, KIT, new URL(page.url()).origin);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Entrega' })).toBeVisible();
  await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('01310-100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('SP');
  await expect(page.getByText('PAC · Grátis')).toBeVisible();
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('CPF', { exact: true }).pressSequentially('11111111111');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByRole('alert')).toHaveText('CPF inválido. Confira os números.');
  await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
  await page.getByRole('radio', { name: /SEDEX/ }).check();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
  await expect(page.getByText('Frete (SEDEX)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar R$ 191,80' })).toBeVisible();
});
