import { demo, expect, login, test } from './utils';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page).toHaveURL('/auth');
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown segment shows the 404 page', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await page.goto('/segment/nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeVisible();
  await page.goto('/segment/moda');
  await expect(page.getByRole('heading', { level: 1, name: 'Moda' })).toBeVisible();
});
