import { expect, expectAtLeast, expectToast, signupAndEnter, tapAndSave, test } from './utils';

test.describe('brands and segments', () => {
  test('following a brand also follows its segment; unfollowing the brand leaves the segment', async ({ page }) => {
    await signupAndEnter(page);
    await page.goto('/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Marcas Populares' })).toBeVisible();
    await expectAtLeast(page.getByRole('main').getByRole('button', { name: /^(Seguir|Seguindo) / }), 12);

    await page.getByRole('button', { name: 'Seguir Urbana Moda' }).click();
    await expectToast(page, 'Você está seguindo Urbana Moda', 'O segmento Moda também foi seguido.');
    await expect(page.getByRole('button', { name: 'Seguindo Urbana Moda' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/segments');
    await expect(page.getByRole('button', { name: 'Deixar de seguir o segmento Moda' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/brands');
    await page.getByRole('button', { name: 'Seguindo Urbana Moda' }).click();
    await expectToast(page, 'Você deixou de seguir Urbana Moda');
    await page.goto('/segments');
    await expect(page.getByRole('button', { name: 'Deixar de seguir o segmento Moda' })).toBeVisible();
  });

  test('the segment bookmark toggles with Segmento seguido / Deixou de seguir; counts with one decimal', async ({
    page,
  }) => {
    await signupAndEnter(page);
    await page.goto('/segments');
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar Segmentos' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Ver / })).toHaveCount(12);
    // The count is the people who follow: one more once this member follows.
    const carros = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Carros' });
    const followers = async () => Number((await carros.getByText(/seguidor/).innerText()).match(/^(\d+)/)![1]);
    const before = await followers();

    await page.getByRole('button', { name: 'Seguir o segmento Carros' }).click();
    await expectToast(page, 'Segmento seguido');
    await expect.poll(followers).toBe(before + 1);
    await page.getByRole('button', { name: 'Deixar de seguir o segmento Carros' }).click();
    await expectToast(page, 'Deixou de seguir');
  });

  test('a segment page shows its 12 images; an unknown one is the 404 page; an empty one says Em breve...', async ({
    page,
  }) => {
    await signupAndEnter(page);
    await page.goto('/segments');
    await page.getByRole('link', { name: 'Ver Música' }).click();
    await expect(page).toHaveURL('/segment/musica');
    await expect(page.getByRole('heading', { level: 1, name: 'Música' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Música: imagem \d+$/ })).toHaveCount(12);

    await page.goto('/segment/nao-existe');
    await expect(page.getByRole('heading', { name: 'Página Não Encontrada' })).toBeVisible();

    // A segment with nothing in it yet (the demo fills them all, so the answer is made empty here).
    await page.route('**/api/segments/hobby', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, images: [] } });
    });
    await page.route('**/api/segments/hobby/posts**', (route) =>
      route.fulfill({ json: { posts: [], nextCursor: null } }),
    );
    await page.goto('/segment/hobby');
    await expect(page.getByText('Em breve...')).toBeVisible();
  });

  test('the right panel’s Seguir Marca follows the featured brand', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signupAndEnter(page);
    const card = page.getByRole('region', { name: 'Marca em destaque' });
    await tapAndSave(page, card.getByRole('button', { name: 'Seguir Marca' }));
    await expect(card.getByRole('button', { name: 'Seguindo' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/brands');
    await expect(page.getByRole('button', { name: 'Seguindo Nexo Tech' })).toBeVisible();
  });
});
