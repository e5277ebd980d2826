import { operatorPage } from './brand-utils';
import { expect, expectToast, login, signupAndEnter, test, uniqueEmail } from './utils';

test('an operator finds a member and suspends them: their session ends and the login says why', async ({
  browser,
  page,
}) => {
  // The member, signed in on their own device.
  const member = await signupAndEnter(page, { name: 'Sandro Suspenso', email: uniqueEmail('suspenso') });

  const console = await operatorPage(browser, { width: 1280, height: 900 });
  await console.goto('/');
  await console.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Console' }).click();
  await expect(console).toHaveURL('/admin');
  await expect(console.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await console.getByRole('searchbox', { name: 'Buscar membros' }).fill(member.email);
  const list = console.getByRole('list', { name: 'Membros' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Sandro Suspenso');
  await console.screenshot({ path: 'test-results/admin-console-desktop.png', fullPage: true });

  await list.getByRole('button', { name: 'Suspender Sandro Suspenso' }).click();
  const dialog = console.getByRole('dialog', { name: 'Suspender Sandro Suspenso?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspender', exact: true }).click();
  await expectToast(console, 'Membro suspenso');
  await expect(list).toContainText('Suspenso');
  await expect(list.getByRole('button', { name: 'Reativar Sandro Suspenso' })).toBeVisible();

  // The log names who did what.
  await console.getByRole('tab', { name: 'Auditoria' }).click();
  const log = console.getByRole('list', { name: 'Auditoria' });
  // Other journeys share the server and its log: the row is found by its target, not by position.
  const row = log.getByRole('listitem').filter({ hasText: 'suspendeu Sandro Suspenso' });
  await expect(row).toContainText('Otília Operadora suspendeu Sandro Suspenso');
  await expect(row).toContainText('Suspenso: não → sim');

  // The member's open page has no session any more: the next load goes to the login.
  await page.reload();
  await expect(page).toHaveURL('/auth');
  await login(page, member.email, member.password);
  await expectToast(page, 'Falha no Login', 'Sua conta está suspensa. Fale com o suporte da BrandSocial.');
  await expect(page).toHaveURL('/auth');
  await console.context().close();
});

test('a plain member opening /admin sees the 404 page and no console in the menu', async ({ page }) => {
  await signupAndEnter(page);
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Console' }),
  ).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Console' })).toHaveCount(0);
});

test('the console on a phone', async ({ browser }) => {
  const phone = await operatorPage(browser, { width: 390, height: 844 });
  await phone.goto('/admin');
  await expect(phone.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Membros' }).getByRole('listitem').first()).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
  await phone.screenshot({ path: 'test-results/admin-console-phone.png', fullPage: true });
  await phone.getByRole('tab', { name: 'Auditoria' }).click();
  await expect(phone.getByRole('combobox', { name: 'Filtrar por ação' })).toBeVisible();
  await phone.screenshot({ path: 'test-results/admin-audit-phone.png', fullPage: true });
  await phone.context().close();
});
