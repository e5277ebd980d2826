import { expect, signupAndEnter, test } from './utils';

test('the session survives a reload', async ({ page }) => {
  const member = await signupAndEnter(page);
  await page.goto('/settings');
  await page.reload();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(page.getByRole('link', { name: member.name })).toBeVisible();
});
