import type { Page } from '@playwright/test';
import { apiPost, apiSignup } from './proof-api';
import { demo, expect, expectToast, login, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Budget R$ 5 a day for 1 day: the slider's Home key goes to each minimum. */
async function smallestBudget(page: Page) {
  await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
  await page.getByRole('slider', { name: 'Orçamento diário' }).focus();
  await page.keyboard.press('Home');
  await page.getByRole('slider', { name: 'Duração' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('main')).toContainText('750 a 1.250 pessoas');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
}

test('a member advertises one of their posts, pays from the wallet and sees it active and in the statement', async ({
  page,
}) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await apiPost(page.request, 'Lançamento da coleção de inverno');

  await page.goto('/profile');
  // The grid shows media only: the list view carries each post's actions.
  await page.getByRole('button', { name: 'Ver em lista' }).click();
  const own = page.getByRole('article').filter({ hasText: 'Lançamento da coleção de inverno' });
  await own.getByRole('link', { name: 'Anunciar' }).click();
  await expect(page).toHaveURL(/\/advertise\?post=/);
  await expect(page.locator('[aria-labelledby="previa"]')).toContainText('Lançamento da coleção de inverno');

  await page.getByRole('button', { name: /^Engajamento/ }).click();
  await smallestBudget(page);
  const payment = page.getByRole('radiogroup', { name: 'Pagamento' });
  await expect(payment.getByRole('radio', { name: /Saldo da carteira/ })).toBeChecked();
  await expect(payment).toContainText(/Disponível: R\$\s1\.\d{3},\d{2}/);
  await page.getByRole('button', { name: 'Lançar campanha' }).click();
  await expectToast(page, 'Campanha lançada! 🚀');
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  const list = page.getByRole('region', { name: 'Suas campanhas' });
  const item = list.getByRole('listitem').filter({ hasText: 'Lançamento da coleção de inverno' });
  await expect(item).toContainText('Engajamento');
  await expect(item).toContainText('Ativa');
  await expect(item).toContainText('R$ 5,00/dia · 1 dia · Total R$ 5,00');
  await expect(item).toContainText('Investido: R$ 0,00');
  await expect(item).toContainText('Restante: R$ 5,00');
  await item.scrollIntoViewIfNeeded();

  await page.goto('/settings/financial');
  const statement = page.getByRole('list', { name: 'Extrato' });
  const debit = statement.getByRole('listitem').filter({ hasText: 'Campanha Engajamento (1 dia)' });
  await expect(debit).toContainText('R$ 5,00');
  await expect(debit).toContainText('Saída');
});

test('a campaign left unpaid on the card page is paid later by card and goes live', async ({ page }) => {
  await apiSignup(page.request, 'Anunciante Cartão');
  await apiPost(page.request, 'Promoção de verão');
  await page.goto('/advertise');

  await page.getByRole('button', { name: /^Alcance/ }).click();
  await smallestBudget(page);
  // 'Alcance' promotes a post: it cannot launch without one.
  const launch = page.getByRole('button', { name: 'Lançar campanha' });
  await expect(launch).toBeDisabled();
  await expect(page.getByRole('alert')).toContainText('O objetivo Alcance promove um post: escolha um dos seus.');
  await page.getByRole('alert').getByRole('button', { name: 'Escolher post' }).click();
  await page.getByRole('dialog', { name: 'Escolher post' }).getByRole('button', { name: 'Um quadrado verde' }).click();
  await expect(page.locator('[aria-labelledby="previa"]')).toContainText('Promoção de verão');

  // A new member has no balance: the wallet is refused and nothing is launched.
  await launch.click();
  await expectToast(page, 'Saldo insuficiente');
  await expect(page.getByText('Nenhuma campanha ainda. Lance a primeira!')).toBeVisible();

  await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
  await launch.click();
  await expect(page).toHaveURL(/\/pay\/campaign\/cmp_/);
  await expect(page.getByRole('heading', { name: 'Resumo da campanha' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Campanha: Alcance');

  // Giving up leaves the campaign waiting for payment.
  await page.getByRole('button', { name: 'Voltar aos anúncios' }).click();
  await expect(page).toHaveURL(/\/advertise/);
  await expectToast(page, 'Pagamento pendente');
  const item = page.getByRole('region', { name: 'Suas campanhas' }).getByRole('listitem').first();
  await expect(item).toContainText('Aguardando pagamento');
  await expect(item).not.toContainText('Investido');

  await item.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar campanha' });
  await dialog.getByRole('radio', { name: 'Cartão de crédito' }).click();
  await dialog.getByRole('button', { name: 'Pagar R$ 5,00 e lançar' }).click();
  await expect(page).toHaveURL(/\/pay\/campaign\/cmp_/);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('ANUNCIANTE CARTAO');
  await page.getByLabel('Validade (MM/AA)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();

  await expect(page).toHaveURL('/advertise');
  await expectToast(page, 'Campanha lançada! 🚀');
  await expect(item).toContainText('Ativa');
  await expect(item).toContainText('Restante: R$ 5,00');
});
