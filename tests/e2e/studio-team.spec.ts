import { ownerPage } from './role-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

test('an owner invites an editor, who accepts and sees the team; removed, they meet the 404 page', async ({
  browser,
  page,
}) => {
  // Two members' browsers on two cores beside other journeys: room, not a budget.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = await signupAndEnter(page, { name: 'Elisa Editora', email: uniqueEmail('editora') });

  const owner = await ownerPage(browser, { width: 1280, height: 900 });
  await owner.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Estúdio' }).click();
  await expect(owner).toHaveURL('/studio');
  await expect(owner.getByRole('heading', { level: 1, name: 'Estúdio' })).toBeVisible();
  const brands = owner.getByRole('list', { name: 'Minhas marcas' });
  await expect(brands).toContainText('Dono');
  await brands.getByRole('link', { name: /Nexo Tech/ }).click();
  await expect(owner).toHaveURL('/studio/nexo-tech');
  await expect(owner.getByRole('heading', { level: 1, name: 'Nexo Tech' })).toBeVisible();

  await owner.getByRole('textbox', { name: 'Email' }).fill(editor.email);
  await owner.getByRole('combobox', { name: 'Papel', exact: true }).selectOption('editor');
  await owner.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expectToast(owner, 'Convite enviado');
  await expect(owner.getByRole('list', { name: 'Convites pendentes' })).toContainText(editor.email);
  await owner.screenshot({ path: 'test-results/studio-team-desktop.png', fullPage: true });

  // The invitee finds the invitation in the studio and accepts it.
  await page.goto('/studio');
  const invitations = page.getByRole('list', { name: 'Convites' });
  await expect(invitations).toContainText('Nexo Tech');
  await expect(invitations).toContainText('Convite para Editor');
  await page.screenshot({ path: 'test-results/studio-invitations-mobile.png', fullPage: true });
  await invitations.getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Convite aceito');
  await page
    .getByRole('list', { name: 'Minhas marcas' })
    .getByRole('link', { name: /Nexo Tech/ })
    .click();
  await expect(page).toHaveURL('/studio/nexo-tech');
  const team = page.getByRole('list', { name: 'Equipe' });
  await expect(team).toContainText('Elisa Editora');
  await expect(team).toContainText('Bruno Nexo');
  // An editor sees the team but cannot invite, change roles or remove anyone but themselves.
  await expect(page.getByRole('button', { name: 'Convidar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair da equipe' })).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-team-mobile.png', fullPage: true });

  // The owner removes the editor; the editor's very next visit is refused.
  await owner.reload();
  const ownerTeam = owner.getByRole('list', { name: 'Equipe' });
  await ownerTeam.getByRole('button', { name: 'Remover Elisa Editora' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Remover Elisa Editora da equipe?' });
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  await expectToast(owner, 'Membro removido');
  await expect(ownerTeam).not.toContainText('Elisa Editora');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeVisible();
});
