import { apiJson, apiPost, apiSignup } from './proof-api';
import { expect, expectToast, signupAndEnter, test } from './utils';

test('a member launches a campaign through the wizard, pays it by Pix and sees it listed', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/advertise');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Anúncios' })).toBeVisible();
  await expect(page.getByText('Nenhuma campanha ainda. Lance a primeira!')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  // Picking the objective advances to the budget step.
  await page.getByRole('button', { name: /^Visitas ao Perfil/ }).click();
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
  await page.getByRole('button', { name: /^Visitas ao Perfil/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('R$ 60,00/dia');
  // Paid on the store's hosted page: the campaign goes live when the payment is confirmed.
  await page.getByRole('radio', { name: 'Pix' }).click();
  await page.getByRole('button', { name: 'Lançar campanha' }).click();
  await expect(page).toHaveURL(/\/pay\/campaign\/cmp_.*method=pix/);
  await expect(page.getByRole('main')).toContainText('R$ 300,00');
  await page.getByRole('button', { name: 'Simular confirmação do banco' }).click();
  await expect(page).toHaveURL('/advertise');
  await expectToast(page, 'Campanha lançada! 🚀');

  // The wizard starts over with the defaults.
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  const list = page.getByRole('region', { name: 'Suas campanhas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Visitas ao Perfil');
  await expect(list.getByRole('listitem').first()).toContainText('Ativa');
  await expect(list.getByRole('listitem').first()).toContainText('R$ 300,00');
  await expect(list.getByRole('listitem').first()).toContainText('45.000 a 75.000 pessoas');

  await list.getByRole('button', { name: 'Encerrar' }).click();
  await expectToast(page, 'Campanha encerrada');
  await expect(list.getByRole('listitem').first()).toContainText('Encerrada');
});

test("'Anunciar' is on the member's own posts only, not on reposts, and opens the wizard with that post", async ({
  page,
}) => {
  await apiSignup(page.request, 'Membro Anunciante');
  await apiPost(page.request, 'Meu post para anunciar');
  const { posts } = await apiJson<{ posts: { id: string; isMine: boolean }[] }>(
    page.request,
    'get',
    '/api/feed?limit=20',
  );
  const other = posts.find((p) => !p.isMine)!;
  await apiJson(page.request, 'post', `/api/posts/${other.id}/repost`);

  await page.goto('/profile');
  // The full cards, with their actions, are the profile's list view (the grid is the default).
  await page.getByRole('button', { name: 'Ver em lista' }).click();
  const own = page.getByRole('article').filter({ hasText: 'Meu post para anunciar' });
  const repost = page.getByRole('article').filter({ hasText: 'Repostado de' });
  await expect(repost).toBeVisible();
  await expect(repost.getByRole('link', { name: 'Anunciar' })).toHaveCount(0);
  // A repost stays the member's to delete.
  await expect(repost.getByRole('button', { name: 'Opções da publicação' })).toBeVisible();

  await own.getByRole('link', { name: 'Anunciar' }).click();
  await expect(page).toHaveURL(/\/advertise\?post=/);
  const preview = page.locator('[aria-labelledby="previa"]');
  await expect(preview).toContainText('Meu post para anunciar');
  await expect(preview.getByRole('button', { name: 'Trocar post' })).toBeVisible();
});
