import type { Page } from '@playwright/test';
import { apiComment, apiJson, apiPost } from './proof-api';
import { ownerPage } from './role-utils';
import { otherMember, postCard, tag } from './feed-utils';
import { expect, expectToast, signupAndEnter, test } from './utils';

async function memberId(page: Page): Promise<string> {
  const { member } = await apiJson<{ member: { id: string } }>(page.request, 'get', '/api/me');
  return member.id;
}

/*
 * A blocks B from B's profile: the confirmation explains what a block does, B can no longer see A's
 * post or profile (A's page is 'not found' for B), and A unblocks from 'Contas bloqueadas', where
 * 'Desfazer' blocks again.
 */
test('A blocks B from B’s profile; B loses A’s post and page; A unblocks from Contas bloqueadas', async ({
  page,
  browser,
}) => {
  const word = tag();
  await signupAndEnter(page, { name: 'Alice Autora' });
  const aliceId = await memberId(page);
  const postId = await apiPost(page.request, `Meu jardim hoje ${word}`);

  const bruno = await otherMember(browser, 'Bruno Bloqueado');
  const brunoId = await memberId(bruno.page);
  await apiJson(bruno.page.request, 'put', `/api/members/${aliceId}/follow`);
  await bruno.page.goto('/');
  await expect(postCard(bruno.page, word)).toBeVisible();

  // A opens B's page and blocks B from its menu, after reading what a block does.
  await page.goto(`/u/${brunoId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bruno Bloqueado' })).toBeVisible();
  await page.getByRole('button', { name: 'Mais opções sobre Bruno Bloqueado' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Denunciar' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Silenciar' })).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-profile-menu-desktop.png' });
  await menu.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bloquear Bruno Bloqueado?' });
  await expect(confirm).toContainText('os follows entre vocês acabam');
  await page.screenshot({ path: 'test-results/safety-block-confirm-desktop.png' });
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expectToast(page, 'Bruno Bloqueado foi bloqueado.');
  await expect(
    page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('button', { name: 'Desfazer' }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();

  // B no longer sees A's post, in the feed or by its address, nor A's page.
  await bruno.page.goto('/');
  await expect(bruno.page.getByRole('article').first()).toBeVisible();
  await expect(postCard(bruno.page, word)).toHaveCount(0);
  await bruno.page.goto(`/post/${postId}`);
  await expect(bruno.page.getByText('Esta publicação não existe ou foi excluída.')).toBeVisible();
  await bruno.page.goto(`/u/${aliceId}`);
  await expect(bruno.page.getByText('Membro não encontrado.')).toBeVisible();

  // A finds B in 'Contas bloqueadas', unblocks, then takes it back with 'Desfazer'.
  await page.goto('/settings');
  await page.getByRole('link', { name: /Contas bloqueadas/ }).click();
  await expect(page).toHaveURL('/settings/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Contas bloqueadas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Contas bloqueadas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Bruno Bloqueado');
  await page.screenshot({ path: 'test-results/safety-blocked-desktop.png', fullPage: true });
  await list.getByRole('button', { name: 'Desbloquear Bruno Bloqueado' }).click();
  await expectToast(page, 'Bruno Bloqueado foi desbloqueado.');
  await expect(page.getByText('Você não bloqueou ninguém.')).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-blocked-empty-desktop.png', fullPage: true });
  await page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('button', { name: 'Desfazer' }).click();
  await expectToast(page, 'Bruno Bloqueado foi bloqueado.');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Unblocked for good: B reads A's page again.
  await list.getByRole('button', { name: 'Desbloquear Bruno Bloqueado' }).click();
  await expectToast(page, 'Bruno Bloqueado foi desbloqueado.');
  await bruno.page.goto(`/u/${aliceId}`);
  await expect(bruno.page.getByRole('heading', { level: 1, name: 'Alice Autora' })).toBeVisible();
  await bruno.context.close();
});

test('on a phone, a member’s safety menu and the block confirmation fit the screen', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signupAndEnter(page, { name: 'Carla Celular' });
  const other = await otherMember(browser, 'Davi Distante');
  const daviId = await memberId(other.page);

  await page.goto(`/u/${daviId}`);
  await page.getByRole('button', { name: 'Mais opções sobre Davi Distante' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bloquear' })).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-profile-menu-phone.png' });
  await page.getByRole('menuitem', { name: 'Silenciar' }).click();
  await expectToast(page, 'Davi Distante foi silenciado.');
  // The page read again says the mute: the menu now offers to undo it.
  await page.getByRole('button', { name: 'Mais opções sobre Davi Distante' }).click();
  await expect(page.getByRole('menuitem', { name: 'Deixar de silenciar' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bloquear Davi Distante?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-block-confirm-phone.png' });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await other.context.close();
});

test('a brand’s owner blocks a commenter from the brand, then unblocks them in the studio', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signupAndEnter(page, { name: 'Tião Troll' });
  const owner = await ownerPage(browser, { width: 1280, height: 900 });
  const { brands } = await apiJson<{ brands: { id: string; name: string }[] }>(
    owner.request,
    'get',
    '/api/studio/brands',
  );
  const brand = brands[0]!;
  const { posts } = await apiJson<{ posts: { id: string }[] }>(page.request, 'get', `/api/brands/${brand.id}`);
  const postId = posts[0]!.id;
  const text = `Comentário grosseiro ${tag()}`;
  await apiComment(page.request, postId, text);

  // The team sees 'Bloquear da marca' on the comment, under the brand's post.
  await owner.goto(`/post/${postId}`);
  const comment = owner.getByRole('listitem').filter({ hasText: text });
  await comment.getByRole('button', { name: 'Mais opções sobre Tião Troll' }).click();
  await owner.getByRole('menuitem', { name: 'Bloquear da marca' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Bloquear Tião Troll da marca?' });
  await expect(confirm).toContainText('deixa de ver o conteúdo da marca');
  await confirm.getByRole('button', { name: 'Bloquear da marca' }).click();
  await expectToast(owner, 'Tião Troll foi bloqueado.');

  // The member no longer reaches the brand's post.
  await page.goto(`/post/${postId}`);
  await expect(page.getByText('Esta publicação não existe ou foi excluída.')).toBeVisible();

  // The studio lists the brand's blocked members; 'Desbloquear' lets them back.
  await owner.goto(`/studio/${brand.id}`);
  const panel = owner.getByRole('region', { name: 'Membros bloqueados' });
  const blocked = panel.getByRole('list', { name: 'Contas bloqueadas' });
  await expect(blocked.getByRole('listitem').filter({ hasText: 'Tião Troll' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: 'test-results/safety-studio-blocks-desktop.png' });
  await blocked.getByRole('button', { name: 'Desbloquear Tião Troll' }).click();
  await expectToast(owner, 'Tião Troll foi desbloqueado.');
  await expect(blocked.getByRole('listitem').filter({ hasText: 'Tião Troll' })).toHaveCount(0);
  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await owner.context().close();
});
