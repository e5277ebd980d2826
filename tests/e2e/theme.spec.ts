import { expect, expectToast, signupAndEnter, test } from './utils';

test('the chosen theme is kept across reloads', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/settings/appearance');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'default');
  await page.getByRole('radio', { name: 'Meia-noite' }).click();
  await expect(html).toHaveAttribute('data-theme', 'midnight');
  await expect(page.getByRole('radio', { name: 'Meia-noite' })).toHaveAttribute('aria-checked', 'true');
  await expectToast(page, 'Tema atualizado');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(html).toHaveAttribute('data-theme', 'midnight');
  // The server paints the theme into the page itself, before any script runs.
  const served = await page.request.get('/settings/appearance');
  expect(await served.text()).toContain('data-theme="midnight"');
});
