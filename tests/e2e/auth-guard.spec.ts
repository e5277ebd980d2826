import { demo, expect, login, test } from './utils';

test('a guarded page sends a visitor to /auth and back after login', async ({ page }) => {
  await page.goto('/settings/appearance');
  await expect(page).toHaveURL('/auth');
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/settings/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Aparência' })).toBeVisible();
});

test('a logged-in member who opens /auth goes home', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});
