import { apiJson, apiPost, apiSignup } from './proof-api';
import { operatorPage } from './role-utils';
import { postCard, tag } from './feed-utils';
import { expect, expectToast, settleOnLoad, signupAndEnter, test } from './utils';

/*
 * A member reports a post as 'golpe Pix', the operator hides it from /admin/moderacao, it leaves a
 * third member's feed at the feed's next fetch, and the reporter is told the outcome. The report is
 * sent from the post's menu through the report dialog.
 */
test('a post reported as golpe Pix is hidden from the queue and leaves a third member’s feed', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  const word = tag();
  const content = `Ganhe R$ 500 agora: mande um Pix de R$ 50 ${word}`;

  // The author publishes; the reporter and the third member follow them.
  const author = await playwright.request.newContext({ baseURL });
  const ana = await apiSignup(author, 'Ana Golpista');
  const postId = await apiPost(author, content);

  await page.clock.install();
  const third = await signupAndEnter(page, { name: 'Caio Terceiro' });
  expect(third.name).toBe('Caio Terceiro');
  await apiJson(page.request, 'put', `/api/members/${ana.id}/follow`);
  await page.goto('/');
  await expect(postCard(page, word)).toBeVisible();

  const reporterContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const reporter = settleOnLoad(await reporterContext.newPage());
  await signupAndEnter(reporter, { name: 'Bia Denunciante' });
  // The reporter opens the post and reports it through its menu, as 'golpe Pix'.
  await reporter.goto(`/post/${postId}`);
  await postCard(reporter, word).getByRole('button', { name: 'Opções da publicação' }).click();
  await reporter.getByRole('menuitem', { name: 'Denunciar' }).click();
  const reportDialog = reporter.getByRole('dialog', { name: 'Denunciar' });
  await reportDialog
    .getByRole('radiogroup', { name: 'Motivo' })
    .getByRole('radio', { name: 'Golpe ou fraude (inclui golpe Pix)' })
    .click();
  await reportDialog
    .getByRole('textbox', { name: 'Conte o que aconteceu' })
    .fill('Golpe Pix: pede um Pix adiantado para liberar o prêmio.');
  await reportDialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  const sent = reporter.getByRole('dialog', { name: 'Denúncia enviada' });
  await expect(sent).toContainText('Denúncia enviada. Você pode acompanhar em Minhas denúncias.');
  await sent.getByRole('button', { name: 'Concluir' }).click();
  await expect(sent).toBeHidden();

  // The operator finds it in the queue, with the content in place and the report's reason.
  const console = await operatorPage(browser, { width: 1280, height: 900 });
  await console.goto('/admin/moderacao');
  await expect(console.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await expect(console.getByRole('tab', { name: 'Moderação' })).toHaveAttribute('aria-selected', 'true');
  const queue = console.getByRole('list', { name: 'Itens denunciados' });
  const group = queue.getByRole('listitem').filter({ hasText: word }).first();
  await expect(group).toContainText('Publicação · Golpe ou fraude (inclui golpe Pix)');
  await expect(group).toContainText('Ana Golpista');
  await expect(group).toContainText('1 denúncia');
  await expect(group).toContainText('Golpe Pix: pede um Pix adiantado');
  await expect(group).toContainText(/Aguardando há \d+ min/);
  await console.screenshot({ path: 'test-results/moderation-queue-desktop.png', fullPage: true });

  await group.getByRole('button', { name: 'Ocultar' }).click();
  const dialog = console.getByRole('dialog', { name: 'Ocultar?' });
  await expect(dialog).toBeVisible();
  // The reason is required, in pt-BR.
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toContainText('Escreva o motivo, que será enviado ao autor.');
  await dialog.getByRole('textbox', { name: 'Motivo (enviado ao autor)' }).fill('Oferta de golpe com Pix.');
  await console.screenshot({ path: 'test-results/moderation-dialog-desktop.png' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(console, 'Conteúdo ocultado');
  await expect(queue.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);

  // The third member's feed drops it at its next fetch: when they come back to the tab after a while.
  await page.clock.fastForward('01:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(postCard(page, word)).toHaveCount(0);

  // The reporter reads the outcome among their notifications.
  await reporter.goto('/notifications');
  const list = reporter.getByRole('list', { name: 'Notificações' });
  await expect(list.getByRole('listitem').first()).toContainText(
    'Sua denúncia sobre uma publicação foi analisada. Analisamos sua denúncia e o conteúdo foi ocultado.',
  );

  // The action is in the audit log, in pt-BR.
  await console.getByRole('tab', { name: 'Auditoria' }).click();
  const log = console.getByRole('list', { name: 'Auditoria' });
  await expect(
    log.getByRole('listitem').filter({ hasText: 'ocultou um conteúdo de Ana Golpista' }).first(),
  ).toBeVisible();
  await console.screenshot({ path: 'test-results/moderation-audit-desktop.png', fullPage: true });

  await author.dispose();
  await reporterContext.close();
  await console.context().close();
});

test('the moderation queue on a phone: its states and no sideways scrolling', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const author = await playwright.request.newContext({ baseURL });
  await apiSignup(author, 'Rui Reportado');
  const postId = await apiPost(author, `Conteúdo denunciado ${tag()}`);
  const reporter = await playwright.request.newContext({ baseURL });
  await apiSignup(reporter, 'Lia Leitora');
  await apiJson(reporter, 'post', '/api/reports', { kind: 'post', id: postId, reason: 'menores' });

  const phone = await operatorPage(browser, { width: 390, height: 844 });
  await phone.goto('/admin/moderacao');
  const queue = phone.getByRole('list', { name: 'Itens denunciados' });
  // Content involving minors is urgent and first.
  await expect(queue.getByRole('listitem').first()).toContainText('Urgente');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
  await phone.screenshot({ path: 'test-results/moderation-queue-phone.png', fullPage: true });
  await author.dispose();
  await reporter.dispose();
  await phone.context().close();
});

test('a plain member opening /admin/moderacao sees the 404 page', async ({ page }) => {
  await signupAndEnter(page, { name: 'Membro Curioso' });
  await page.goto('/admin/moderacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fila de moderação' })).toHaveCount(0);
});
