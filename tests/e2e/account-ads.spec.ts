import { expect, expectToast, signupAndEnter, test } from './utils';

test('a member launches a campaign through the wizard and sees it listed', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/advertise');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Anúncios' })).toBeVisible();
  await expect(page.getByText('Nenhuma campanha ainda. Lance a primeira!')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  // Picking the objective advances to the budget step.
  await page.getByRole('button', { name: /^Alcance/ }).click();
  await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
  const budget = page.getByRole('slider', { name: 'Orçamento diário' });
  const duration = page.getByRole('slider', { name: 'Duração' });
  await expect(budget).toHaveAttribute('aria-valuenow', '50');
  await expect(duration).toHaveAttribute('aria-valuenow', '7');
  await expect(page.getByRole('main')).toContainText('52.500 a 87.500 pessoas');

  await budget.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(budget).toHaveAttribute('aria-valuenow', '60');
  await duration.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(duration).toHaveAttribute('aria-valuenow', '5');
  // 60 × 5 = R$ 300; reach 45.000 to 75.000.
  await expect(page.getByRole('main')).toContainText('R$ 300,00');
  await expect(page.getByRole('main')).toContainText('45.000 a 75.000 pessoas');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await page.getByRole('button', { name: /^Alcance/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('R$ 60,00/dia');
  await page.getByRole('button', { name: 'Lançar campanha' }).click();
  await expectToast(page, 'Campanha lançada! 🚀');

  // The wizard starts over with the defaults.
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  const list = page.getByRole('region', { name: 'Suas campanhas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Alcance');
  await expect(list.getByRole('listitem').first()).toContainText('Ativa');
  await expect(list.getByRole('listitem').first()).toContainText('R$ 300,00');
  await expect(list.getByRole('listitem').first()).toContainText('45.000 a 75.000 pessoas');

  await list.getByRole('button', { name: 'Encerrar' }).click();
  await expectToast(page, 'Campanha encerrada');
  await expect(list.getByRole('listitem').first()).toContainText('Encerrada');
});
