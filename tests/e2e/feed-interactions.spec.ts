import { expect, expectToast, signupAndEnter, test } from './utils';
import { createPost, otherMember, postCard, tag } from './feed-utils';

test('like, bookmark, comment, repost and share a post; the link opens for another member', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const text = `Bom dia, BrandSocial! ${tag()}`;
  const author = await signupAndEnter(page, { name: 'Paulo Autor' });
  await createPost(page, text);
  const card = postCard(page, text);

  // Like and unlike: the count moves at once, with the spec's toasts.
  const like = card.getByRole('button', { name: /^Curtir/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expectToast(page, 'Curtido');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Curtir (1 curtida)');
  await like.click();
  await expectToast(page, 'Descurtido');
  await expect(like).toHaveAccessibleName('Curtir (0 curtidas)');

  // Bookmark, then find it under SALVOS.
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Salvo');
  await expect(card.getByRole('button', { name: 'Remover dos salvos' })).toHaveAttribute('aria-pressed', 'true');

  // Comment with Enter; a blank comment is ignored.
  const field = card.getByRole('textbox', { name: 'Escreva um comentário…' });
  await field.fill('   ');
  await field.press('Enter');
  await field.fill('Que dia lindo!');
  await field.press('Enter');
  await expect(card.getByRole('list', { name: 'Comentários' })).toContainText('Que dia lindo!');
  await expect(card.getByRole('button', { name: /^Comentar/ })).toHaveAccessibleName('Comentar (1 comentário)');
  await expect(field).toHaveValue('');

  // Share: no Web Share API on desktop Chromium, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await card.getByRole('button', { name: /^Compartilhar/ }).click();
  await expectToast(page, 'Link Copiado!');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/post\/pst_[a-z0-9]+$/);
  await expect(card.getByRole('button', { name: /^Compartilhar/ })).toHaveAccessibleName(
    'Compartilhar (1 compartilhamento)',
  );

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'SALVOS' }).click();
  await expect(postCard(page, text)).toBeVisible();

  // Another member opens the shared link, sees the comment, and reposts the post.
  const other = await otherMember(browser, 'Rita Leitora');
  await other.page.goto(link);
  const shared = postCard(other.page, text);
  await expect(shared).toContainText(author.name);
  await expect(other.page.getByRole('listitem').filter({ hasText: 'Que dia lindo!' })).toBeVisible();
  await shared.getByRole('button', { name: /^Repostar/ }).click();
  await expectToast(other.page, 'Repostado');
  await expect(shared.getByRole('button', { name: /^Repostar/ })).toHaveAccessibleName('Repostar (1 repost)');
  await expect(shared.getByRole('button', { name: /^Repostar/ })).toBeDisabled();

  // The repost is Rita's own post now, first in her feed and marked with the original author.
  await other.page.goto('/');
  const repost = other.page.getByRole('article').first();
  await expect(repost).toContainText(text);
  await expect(repost).toContainText('Rita Leitora');
  await expect(repost).toContainText(`Repostado de ${author.name}`);
  await other.context.close();
});

test('a failed like rolls back with a toast; unbookmark, the send button and a failed share', async ({ page }) => {
  const text = `Quando a rede falha ${tag()}`;
  await signupAndEnter(page, { name: 'Nina Offline' });
  await createPost(page, text);
  const card = postCard(page, text);

  // The server refuses the like: the heart and the count go back, and a toast says why.
  await page.route('**/api/posts/*/like', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"internal","message":"Fora do ar"}' }),
  );
  const like = card.getByRole('button', { name: /^Curtir/ });
  await like.click();
  await expectToast(page, 'Ops! Algo deu errado.', 'Fora do ar');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Curtir (0 curtidas)');
  await page.unroute('**/api/posts/*/like');

  // Bookmark, then take it back.
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Salvo');
  await card.getByRole('button', { name: 'Remover dos salvos' }).click();
  await expectToast(page, 'Removido');
  await expect(card.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-pressed', 'false');

  // The send button posts a comment as Enter does.
  await card.getByRole('textbox', { name: 'Escreva um comentário…' }).fill('Pelo botão');
  await card.getByRole('button', { name: 'Enviar comentário' }).click();
  await expect(card.getByRole('list', { name: 'Comentários' })).toContainText('Pelo botão');

  // The share sheet fails (not a cancel by the member): the spec's error toast.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', {
      value: () => Promise.reject(new Error('falhou')),
      configurable: true,
    }),
  );
  await card.getByRole('button', { name: /^Compartilhar/ }).click();
  await expectToast(page, '❌ Erro', 'Não foi possível compartilhar.');
});
