import { expect, expectToast, signupAndEnter, tapAndSave, test } from './utils';

test('a member edits their profile and it stays after a reload', async ({ page }) => {
  await signupAndEnter(page, { name: 'Paula Perfil' });
  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();

  await page.getByLabel('Site').fill('javascript:alert(1)');
  await page.getByLabel('Bio').click();
  await expect(page.getByText('Informe um endereço válido, como https://seusite.com.br')).toBeVisible();

  await page.getByLabel('Nome').fill('Paula Souza');
  await page.getByLabel('Bio').fill('Fã de moda e café.');
  await page.getByLabel('Site').fill('paulasouza.com.br');
  await page.getByLabel('Telefone').fill('(11) 98888-1234');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, 'Perfil atualizado');

  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Paula Souza');
  await expect(page.getByLabel('Bio')).toHaveValue('Fã de moda e café.');
  await expect(page.getByLabel('Site')).toHaveValue('https://paulasouza.com.br/');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98888-1234');
});

test('a member uploads a profile photo and switches the theme', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings/profile');
  // A 1×1 PNG is enough for the pipeline.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('input[type="file"]').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
  await expectToast(page, 'Foto atualizada');
  await expect(page.getByRole('img', { name: /Foto de perfil de/ })).toHaveAttribute('src', /^\/media\/avatars\//);
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();

  await page.goto('/settings/appearance');
  await tapAndSave(page, page.getByRole('radio', { name: 'Floresta' }));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'forest');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'forest');
});

test('privacy and notification choices are saved', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings/privacy');
  await page.getByRole('switch', { name: 'Conta privada' }).click();
  await expectToast(page, 'Privacidade atualizada');
  await tapAndSave(page, page.getByRole('radio', { name: 'Apenas seguidores' }));
  await page.goto('/settings/notifications');
  await page.getByRole('switch', { name: 'Curtidas' }).click();
  await expectToast(page, 'Preferências salvas');

  await page.goto('/settings/privacy');
  await expect(page.getByRole('switch', { name: 'Conta privada' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Apenas seguidores' })).toHaveAttribute('aria-checked', 'true');
  await page.goto('/settings/notifications');
  await expect(page.getByRole('switch', { name: 'Curtidas' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Comentários' })).toHaveAttribute('aria-checked', 'true');
});
