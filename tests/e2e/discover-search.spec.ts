import { expect, signupAndEnter, test } from './utils';

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggests as the member types, without accents or case, and opens a suggestion', async ({ page }) => {
    await signupAndEnter(page);
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar' });
    await expect(field).toHaveAttribute('placeholder', 'Pesquisar marcas, produtos...');
    await field.fill('MUSI');
    const list = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(list.getByRole('option', { name: /Música/ }).first()).toBeVisible();
    await expect(list.getByRole('option', { name: /Batida Sonora/ })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL('/segment/musica');
  });

  test('the results page finds Música for "musica"', async ({ page }) => {
    await signupAndEnter(page);
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar' });
    await field.fill('musica');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=musica');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “musica”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Música', exact: true })).toHaveAttribute('href', '/segment/musica');
    await expect(page.getByRole('link', { name: /Batida Sonora/ })).toBeVisible();

    await field.fill('zzqxj');
    await field.press('Enter');
    await expect(page.getByText('Nada encontrado para “zzqxj”.')).toBeVisible();
  });
});
