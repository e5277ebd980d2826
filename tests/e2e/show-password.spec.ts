import type { Locator, Page } from '@playwright/test';
import { expect, signupAndEnter, test } from './utils';

test.use({ viewport: { width: 390, height: 844 } });

/** The field's own toggle shows what was typed and hides it again, saying which it does. */
async function expectToggle(page: Page, field: Locator, typed: string) {
  await field.fill(typed);
  await expect(field).toHaveAttribute('type', 'password');
  const wrapper = field.locator('xpath=..');
  const show = wrapper.getByRole('button', { name: 'Mostrar senha' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue(typed);
  const hide = wrapper.getByRole('button', { name: 'Ocultar senha' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  // From the keyboard too: Space on the focused toggle hides it again.
  await hide.focus();
  await page.keyboard.press('Space');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
}

test('the login, sign-up and password-change forms show and hide the password on request', async ({ page }) => {
  await page.goto('/auth');
  await expectToggle(page, page.getByLabel('Senha', { exact: true }), 'segredo-123');
  // Showing the password does not send the form.
  await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();

  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Conta' })).toBeVisible();
  await expectToggle(page, page.getByLabel('Senha', { exact: true }), 'outra-senha-456');

  await page.reload();
  await signupAndEnter(page);
  await page.goto('/settings/security');
  for (const label of ['Senha atual', 'Nova senha', 'Confirme a nova senha']) {
    await expectToggle(page, page.getByLabel(label, { exact: true }), `campo ${label}`);
  }
});
