import { pngFile } from './feed-utils';
import { operatorPage } from './role-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

test('the operator creates a brand and invites its owner, who accepts and invites an editor', async ({
  browser,
  page,
}) => {
  // A long journey across two browsers: three times the usual time.
  test.slow();
  // The future owner, on a phone, already a member when the invitation is sent.
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signupAndEnter(page, { name: 'Flora Dona', email: uniqueEmail('dona') });
  const suffix = Date.now().toString(36);
  const brandName = `Ateliê Flora ${suffix}`;
  const brandId = `atelie-flora-${suffix}`;

  const console = await operatorPage(browser, { width: 1280, height: 900 });
  await console.goto('/admin');
  await console.getByRole('tab', { name: 'Marcas' }).click();
  await expect(console).toHaveURL('/admin?aba=marcas');
  await expect(console.getByRole('list', { name: 'Marcas' })).toContainText('Nexo Tech');

  // The form answers with the shared schema's messages and keeps what was typed.
  await console.getByRole('button', { name: 'Nova marca' }).click();
  const form = console.getByRole('dialog', { name: 'Nova marca' });
  await form.getByRole('button', { name: 'Nova marca' }).click();
  await expect(form).toContainText('Informe o nome da marca.');
  await expect(form).toContainText('Informe a categoria da marca.');
  await expect(form).toContainText('Escolha um dos segmentos da rede.');
  await form.getByRole('textbox', { name: 'Nome' }).fill(brandName);
  await form.getByRole('textbox', { name: 'Categoria' }).fill('Moda autoral');
  await form.getByRole('combobox', { name: 'Segmento' }).selectOption('moda');
  await form.getByRole('textbox', { name: 'Bio' }).fill('Roupas feitas à mão em Belo Horizonte.');
  await form.getByRole('textbox', { name: 'Site' }).fill('ftp://atelieflora.com.br');
  await form.getByRole('button', { name: 'Nova marca' }).click();
  await expect(form).toContainText('Informe um site que comece com http:// ou https://');
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue(brandName);
  await form.getByRole('textbox', { name: 'Site' }).fill('https://atelieflora.com.br');
  await form.getByLabel('Logo').setInputFiles(await pngFile('logo.png', '#db2777'));
  await console.screenshot({ path: 'test-results/admin-brands-form-desktop.png' });
  await form.getByRole('button', { name: 'Nova marca' }).click();
  await expectToast(console, 'Marca criada');
  await expect(form).toBeHidden();

  await console.getByRole('searchbox', { name: 'Buscar marcas' }).fill(brandName);
  const list = console.getByRole('list', { name: 'Marcas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem', { name: brandName });
  await expect(row).toContainText(`@${brandId}`);
  await expect(row).toContainText('Sem dono');
  await expect(row.locator('img').first()).toHaveAttribute('src', /\/media\/brand-images\//);

  // The badge.
  await row.getByRole('switch', { name: `Selo de verificada de ${brandName}` }).click();
  await expectToast(console, 'Marca verificada');
  await expect(row.getByRole('switch')).toBeChecked();

  // The owner's invitation, by email.
  await row.getByRole('button', { name: `Convidar dono para ${brandName}` }).click();
  const invite = console.getByRole('dialog', { name: `Convidar dono para ${brandName}` });
  await invite.getByRole('textbox', { name: 'Email' }).fill('não é email');
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(invite).toContainText('Informe um email válido');
  await invite.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expectToast(console, 'Convite enviado');
  await console.screenshot({ path: 'test-results/admin-brands-desktop.png', fullPage: true });

  // The invitee sees it in the notifications, which lead to the studio, and accepts it there.
  await page.goto('/notifications');
  const notice = page.getByRole('link', { name: /Otília Operadora convidou você para a equipe de uma marca/ });
  await expect(notice).toContainText(brandName);
  await page.screenshot({ path: 'test-results/admin-brands-notification-mobile.png', fullPage: true });
  await notice.click();
  await expect(page).toHaveURL('/studio');
  const invitations = page.getByRole('list', { name: 'Convites' });
  await expect(invitations).toContainText(brandName);
  await expect(invitations).toContainText('Convite para Dono');
  await invitations.getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Convite aceito');
  await page
    .getByRole('list', { name: 'Minhas marcas' })
    .getByRole('link', { name: new RegExp(brandName) })
    .click();
  await expect(page).toHaveURL(`/studio/${brandId}`);

  // As owner, they invite an editor.
  const editorEmail = uniqueEmail('editor');
  await page.getByRole('textbox', { name: 'Email' }).fill(editorEmail);
  await page.getByRole('combobox', { name: 'Papel', exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expectToast(page, 'Convite enviado');
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toContainText(editorEmail);

  // The console now counts the owner, and the log names every step.
  await console.reload();
  await expect(console.getByRole('list', { name: 'Marcas' })).toBeVisible();
  await console.getByRole('searchbox', { name: 'Buscar marcas' }).fill(brandName);
  // The search has answered when the list holds this brand alone: a row of the list before it would
  // be replaced, and the dialog it opened with it.
  await expect(console.getByRole('list', { name: 'Marcas' }).getByRole('listitem')).toHaveCount(1);
  await expect(console.getByRole('listitem', { name: brandName })).toContainText('1 dono');

  // Suspension asks first; the brand leaves the network's brand list.
  await console.getByRole('button', { name: `Suspender ${brandName}` }).click();
  const confirm = console.getByRole('dialog', { name: `Suspender ${brandName}?` });
  await confirm.getByRole('button', { name: 'Suspender', exact: true }).click();
  await expectToast(console, 'Marca suspensa');
  await expect(console.getByRole('listitem', { name: brandName })).toContainText('Suspensa');
  const brands = await page.request.get('/api/brands');
  expect(((await brands.json()) as { brands: { id: string }[] }).brands.map((b) => b.id)).not.toContain(brandId);

  await console.getByRole('tab', { name: 'Auditoria' }).click();
  const log = console.getByRole('list', { name: 'Auditoria' });
  // Other journeys share the server and its log: rows are found by their text, not by position.
  await expect(log.getByRole('listitem').filter({ hasText: `suspendeu a marca ${brandName}` })).toContainText(
    `Otília Operadora suspendeu a marca ${brandName}`,
  );
  await log.getByRole('button', { name: brandName }).first().click();
  await expect(console.getByText(`Sobre ${brandName}`)).toBeVisible();
  await expect(log).toContainText(`criou a marca ${brandName}`);
  await expect(log).toContainText(`verificou a marca ${brandName}`);

  // The console's brands on a phone.
  await console.setViewportSize({ width: 390, height: 844 });
  await console.getByRole('tab', { name: 'Marcas' }).click();
  await expect(console.getByRole('list', { name: 'Marcas' })).toBeVisible();
  await console.screenshot({ path: 'test-results/admin-brands-mobile.png', fullPage: true });
  await console.context().close();
});
