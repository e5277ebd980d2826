import { apiJson, apiPost } from './proof-api';
import { otherMember, postCard, tag } from './feed-utils';
import { apiStory, storyStrip, storyViewer } from './discover-utils';
import { operatorPage } from './role-utils';
import { expect, test } from './utils';

/*
 * The author of content the moderation hid reads why on it, and appeals once: 'Recorrer' opens the
 * form, and once it is sent the banner says 'Recurso enviado' (a second appeal is refused by the server).
 */
test('the author of a hidden post reads why on it and appeals once', async ({ browser }) => {
  const word = tag();
  const author = await otherMember(browser, 'Heitor Held');
  await author.page.setViewportSize({ width: 1280, height: 900 });
  const postId = await apiPost(author.page.request, `Oferta imperdível ${word}`);
  const operator = await operatorPage(browser, { width: 1280, height: 900 });
  await apiJson(operator.request, 'post', `/api/admin/moderation/post/${postId}/actions`, {
    action: 'hide',
    reason: 'Conteúdo enganoso.',
  });

  await author.page.goto(`/post/${postId}`);
  const card = postCard(author.page, word);
  await expect(card).toContainText('Esta publicação foi ocultada pela moderação: Conteúdo enganoso.');
  await card.getByRole('button', { name: 'Recorrer' }).click();
  const form = author.page.getByRole('dialog', { name: 'Recorrer da decisão' });
  await form.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(form).toContainText('Escreva por que o conteúdo deveria voltar.');
  await form.getByRole('textbox', { name: 'Seu recurso' }).fill('É uma promoção real da minha loja.');
  await author.page.screenshot({ path: 'test-results/safety-appeal-desktop.png' });
  await form.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(form).toBeHidden();
  await expect(card.getByText('Recurso enviado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Recorrer' })).toHaveCount(0);
  // Read again, the post still says the appeal was sent: there is no second one.
  await author.page.reload();
  await expect(postCard(author.page, word).getByText('Recurso enviado')).toBeVisible();
  await author.page.screenshot({ path: 'test-results/safety-appealed-desktop.png' });
  await author.context.close();
  await operator.context().close();
});

test('on a phone, a hidden story says why in its viewer and is appealed from it', async ({ browser }) => {
  const author = await otherMember(browser, 'Sofia Story');
  await author.page.setViewportSize({ width: 390, height: 844 });
  const storyId = await apiStory(author.page.request, 'História segurada');
  const operator = await operatorPage(browser, { width: 1280, height: 900 });
  await apiJson(operator.request, 'post', `/api/admin/moderation/story/${storyId}/actions`, {
    action: 'hide',
    reason: 'Imagem enganosa.',
  });

  await author.page.goto('/');
  await storyStrip(author.page)
    .getByRole('button', { name: /Sua história/ })
    .click();
  const viewer = storyViewer(author.page);
  await expect(viewer).toContainText('Esta publicação foi ocultada pela moderação: Imagem enganosa.');
  await author.page.screenshot({ path: 'test-results/safety-story-banner-phone.png' });
  await viewer.getByRole('button', { name: 'Recorrer' }).click();
  const form = author.page.getByRole('dialog', { name: 'Recorrer da decisão' });
  await form.getByRole('textbox', { name: 'Seu recurso' }).fill('A imagem é minha.');
  await form.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(viewer.getByText('Recurso enviado')).toBeVisible();
  await author.context.close();
  await operator.context().close();
});
