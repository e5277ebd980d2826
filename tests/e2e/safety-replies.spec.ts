import { expect, expectToast, signupAndEnter, test } from './utils';
import { otherMember, pngFile, postCard, tag } from './feed-utils';

test('an author closes comments on a post, opens them again, and hides a comment from everyone but its writer', async ({
  page,
  browser,
}) => {
  test.slow();
  const text = `Sem comentários por enquanto ${tag()}`;
  await signupAndEnter(page, { name: 'Ana Autora' });

  // 'Quem pode comentar': Ninguém, chosen while publishing.
  await page.getByRole('button', { name: 'Criar publicação' }).click();
  const composer = page.getByRole('dialog', { name: 'Criar Novo Post' });
  await composer.getByLabel('Escolher imagem ou vídeo').setInputFiles(await pngFile());
  await composer.getByLabel('Texto da publicação').fill(text);
  await composer.getByLabel('Quem pode comentar').selectOption({ label: 'Ninguém' });
  await composer.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Post Criado');
  const card = postCard(page, text);
  const href = await card.locator('a[href^="/post/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/post\/pst_/);
  const postUrl = href!;

  // Another member sees no comment box, but why.
  const bruno = await otherMember(browser, 'Bruno Leitor');
  await bruno.page.goto(postUrl);
  const brunoCard = postCard(bruno.page, text);
  await expect(brunoCard.getByText('Os comentários desta publicação estão desativados.')).toBeVisible();
  await expect(brunoCard.getByRole('textbox', { name: 'Escreva um comentário…' })).toHaveCount(0);

  // The author opens them to everyone from the post's menu.
  await card.getByRole('button', { name: 'Opções da publicação' }).click();
  await page.getByRole('menuitem', { name: 'Quem pode comentar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quem pode comentar' });
  await dialog.getByRole('radio', { name: 'Todos' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Pronto: quem pode comentar foi alterado.');
  await expect(dialog).toBeHidden();

  // Now Bruno comments.
  await bruno.page.reload();
  const field = brunoCard.getByRole('textbox', { name: 'Escreva um comentário…' });
  await field.fill('Comentário indelicado do Bruno');
  await field.press('Enter');
  await expect(bruno.page.getByText('Comentário indelicado do Bruno')).toBeVisible();

  // The author hides it from the post's page; it folds under 'Comentários ocultos (1)'.
  await page.goto(postUrl);
  const comments = page.getByRole('list').filter({ hasText: 'Comentário indelicado do Bruno' });
  await comments.getByRole('button', { name: 'Opções do comentário' }).click();
  await page.getByRole('menuitem', { name: 'Ocultar comentário' }).click();
  await expectToast(page, 'Comentário ocultado. Só você e quem escreveu continuam vendo.');
  const hidden = page.getByText('Comentários ocultos (1)');
  await expect(hidden).toBeVisible();
  await hidden.click();
  await expect(page.getByRole('button', { name: 'Reexibir: Bruno Leitor' })).toBeVisible();
  await expect(page.getByText('Nenhum comentário ainda. Seja o primeiro!')).toBeVisible();

  // Its writer still sees it as before.
  await bruno.page.reload();
  await expect(bruno.page.getByText('Comentário indelicado do Bruno')).toBeVisible();

  // A third member does not, nor counts it.
  const carla = await otherMember(browser, 'Carla Terceira');
  await carla.page.goto(postUrl);
  const carlaCard = postCard(carla.page, text);
  await expect(carlaCard.getByRole('textbox', { name: 'Escreva um comentário…' })).toBeVisible();
  await expect(carla.page.getByText('Nenhum comentário ainda. Seja o primeiro!')).toBeVisible();
  await expect(carla.page.getByText('Comentário indelicado do Bruno')).toHaveCount(0);
  await expect(carlaCard.getByRole('button', { name: /^Comentar/ })).toHaveAccessibleName('Comentar (0 comentários)');

  await bruno.context.close();
  await carla.context.close();
});
