import type { Page } from '@playwright/test';
import { expect, expectToast, signupAndEnter, test } from './utils';
import { fillDelivery } from './store-utils';

const LIST = /\/store\/[^/]+\/products(\?|$)/;

/** Opens the store from the menu: opened directly, the page would carry the answers in its HTML instead. */
async function openStore(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Loja' }).click();
  await expect(page).toHaveURL('/store');
}

test('store failures: list error, invalid answers, empty store, missing product, empty cart and checkout error', async ({
  page,
}) => {
  // Six failure scenarios in one walk: well past one test's time on a busy machine.
  test.slow();
  await signupAndEnter(page);

  await page.route(LIST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await openStore(page);
  await expectToast(
    page,
    'Erro na Loja',
    'Não foi possível carregar os produtos. Verifique se a integração da loja está configurada corretamente.',
  );
  const alert = page.getByRole('alert').filter({ hasText: 'Ops! Algo deu errado.' });
  await expect(alert).toContainText('HTTP 500: Internal Server Error');
  await expect(alert).toContainText('integração com a loja online');

  await page.unrouteAll();
  await page.route(LIST, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }),
  );
  await openStore(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Ops! Algo deu errado.' })).toContainText(
    'Resposta da API de produtos inválida.',
  );

  await page.unrouteAll();
  await page.route(/\/store\/[^/]+\/variants\?/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"variants":"x"}' }),
  );
  await openStore(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Ops! Algo deu errado.' })).toContainText(
    'Resposta da API de quantidades inválida.',
  );

  await page.unrouteAll();
  await page.route(LIST, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"products":[],"count":0,"offset":0,"limit":24}',
    }),
  );
  await openStore(page);
  await expect(page.getByText('Sua loja está vazia!')).toBeVisible();
  await page.unrouteAll();

  await page.goto('/product/prod_que_nao_existe');
  await expect(page.getByText('Erro ao carregar o produto: HTTP 404: Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a loja' }).last().click();
  await expect(page).toHaveURL('/store');

  await page.goto('/checkout');
  await expectToast(page, 'Seu carrinho está vazio', 'Adicione produtos antes de finalizar a compra.');
  await expect(page).toHaveURL('/store');

  await page
    .getByRole('article', { name: 'Avental do Chef Sabor da Casa' })
    .getByRole('button', { name: /^Adicionar ao carrinho/ })
    .click();
  await page.getByRole('dialog', { name: 'Seu carrinho' }).getByRole('link', { name: 'Ir para o Checkout' }).click();
  let answer: () => void = () => undefined;
  await page.route(/\/store\/[^/]+\/checkout$/, async (route) => {
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({ status: 502, contentType: 'application/json', body: '{}' });
  });
  await fillDelivery(page);
  const pay = page.getByRole('button', { name: 'Pagar R$ 69,90' });
  await pay.click();
  // While the payment is being started the button is busy: disabled, with a spinner and its words.
  const busy = page.getByRole('button', { name: 'Redirecionando para o pagamento…' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.animate-spin')).toBeVisible();
  answer();
  await expectToast(page, 'Erro no Checkout', 'Houve um problema ao iniciar o pagamento. Por favor, tente novamente.');
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL('/checkout');
});
