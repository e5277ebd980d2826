import { pngFile, tag } from './feed-utils';
import { OWNER, joinTeam, signedIn } from './studio-utils';
import { expect, expectToast, settleOnLoad, signup, signupAndEnter, skipOnboarding, test, uniqueEmail } from './utils';

/** A capitalised word no other member has in their name, so '@Name' names this member alone. */
const uniqueWord = () => `Marca${Date.now().toString(36)}${process.pid.toString(36)}`;

test('an editor posts as Nexo Tech mentioning a member, who is notified by the brand and opens the post', async ({
  browser,
  page,
}) => {
  // Three members' browsers on two cores beside other journeys: room, not a budget.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Mila ${uniqueWord()}`;
  await signupAndEnter(page, { name });
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const editorPage = settleOnLoad(await editorContext.newPage());
  const editor = await signupAndEnter(editorPage, { name: 'Érico Editor', email: uniqueEmail('editor') });
  const owner = await signedIn(browser, 1280, OWNER.email, OWNER.password);
  await joinTeam(owner, editorPage, editor.email, 'editor');

  // The editor publishes a post as Nexo Tech that mentions the member.
  const text = `Bem-vinda à Nexo, @${name}! ${tag()}`;
  await editorPage.goto('/create?type=post');
  const dialog = editorPage.getByRole('dialog', { name: 'Criar Novo Post' });
  await dialog.getByRole('combobox', { name: 'Publicar como' }).selectOption({ label: 'Nexo Tech' });
  await dialog.getByLabel('Escolher imagem ou vídeo').setInputFiles(await pngFile('nexo.png', '#0ea5e9'));
  await dialog.getByLabel('Texto da publicação').fill(text);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(editorPage, 'Post Criado');

  // It arrives live, from the brand, never from the editor who typed it.
  await expectToast(page, 'Notificação', 'Nexo Tech mencionou você');
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
  await bell.click();
  await expect(page).toHaveURL('/notifications');
  const item = page
    .getByRole('list', { name: 'Notificações' })
    .getByRole('listitem')
    .filter({ hasText: 'Nexo Tech mencionou você' });
  await expect(item).toContainText(text);
  await expect(item.getByRole('img', { name: 'Verificado' })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Miniatura da publicação' })).toBeVisible();
  await expect(item).not.toContainText('Érico Editor');
  await page.screenshot({ path: 'test-results/notifications-brand-mention-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/notifications-brand-mention-desktop.png' });

  // The row opens the post, Nexo Tech's with its badge.
  await item.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/post\/[^/]+$/);
  const post = page.getByRole('article', { name: 'Publicação de Nexo Tech' }).first();
  await expect(post).toContainText(`Bem-vinda à Nexo, @${name}!`);
  await expect(post.getByRole('img', { name: 'Verificado' })).toBeVisible();
  await expect(post).not.toContainText('Érico Editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-brand-post-mobile.png' });
  await editorContext.close();
  await owner.context().close();
});

test('the owner invites an email with no account; signing up, the newcomer finds it in the notifications and accepts it', async ({
  browser,
  page,
}) => {
  test.slow();
  const email = uniqueEmail('convidada');
  const owner = await signedIn(browser, 1280, OWNER.email, OWNER.password);
  await owner.goto('/studio/nexo-tech');
  await expect(owner.getByRole('heading', { level: 1, name: 'Nexo Tech' })).toBeVisible();
  // Typed in capitals: invitations and accounts meet whatever the case.
  await owner.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await owner.getByRole('combobox', { name: 'Papel', exact: true }).selectOption('editor');
  await owner.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expectToast(owner, 'Convite enviado');
  await expect(owner.getByRole('list', { name: 'Convites pendentes' })).toContainText(email);

  // The newcomer signs up with that email through the form, at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await signup(page, { name: 'Carla Convidada', email });
  await skipOnboarding(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
  await bell.click();
  await expect(page).toHaveURL('/notifications');
  const item = page
    .getByRole('list', { name: 'Notificações' })
    .getByRole('listitem')
    .filter({ hasText: 'convidou você para a equipe de uma marca' });
  await expect(item).toContainText('Bruno Nexo convidou você para a equipe de uma marca');
  await expect(item).toContainText('Nexo Tech');
  await page.screenshot({ path: 'test-results/notifications-invitation-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/notifications-invitation-desktop.png' });

  // The row leads to the studio, where the invitation is answered.
  await item.getByRole('link').click();
  await expect(page).toHaveURL('/studio');
  const invitations = page.getByRole('list', { name: 'Convites' });
  await expect(invitations).toContainText('Nexo Tech');
  await expect(invitations).toContainText('Convite para Editor');
  await invitations.getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Convite aceito');
  await expect(
    page.getByRole('list', { name: 'Minhas marcas' }).getByRole('link', { name: /Nexo Tech/ }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/notifications-invitation-accepted-desktop.png' });
  await owner.context().close();
});
