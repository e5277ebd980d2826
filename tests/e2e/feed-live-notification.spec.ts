import { expect, expectToast, signupAndEnter, test } from './utils';
import { createPost, otherMember, postCard, tag } from './feed-utils';

test('a member gets a live notification when another member likes their post', async ({ page, browser }) => {
  test.slow();
  const text = `Quem curtir aparece aqui ${tag()}`;
  await signupAndEnter(page, { name: 'Nina Notificada' });
  await createPost(page, text);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');
  const postUrl = await postCard(page, text).getByRole('link', { name: 'agora' }).getAttribute('href');

  const fan = await otherMember(browser, 'Fábio Fã');
  await fan.page.goto(postUrl!);
  await postCard(fan.page, text)
    .getByRole('button', { name: /^Curtir/ })
    .click();
  await expectToast(fan.page, 'Curtido');

  // No reload: the stream brings it, with a toast and the unread badge.
  await expectToast(page, 'Notificação', 'Fábio Fã curtiu sua publicação');
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByTestId('unread-badge')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL('/notifications');
  const item = page.getByRole('list', { name: 'Notificações' }).getByRole('listitem').first();
  await expect(item).toContainText('Fábio Fã curtiu sua publicação');
  await expect(item).toContainText('Não lida');

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(item).not.toContainText('Não lida');

  // A follow arrives live as well, on the page that is open.
  await fan.page.goto('/');
  await postCard(fan.page, text).getByRole('link', { name: 'Nina Notificada' }).click();
  await fan.page.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expectToast(fan.page, 'Você está seguindo Nina Notificada');
  await expect(page.getByRole('list', { name: 'Notificações' }).getByRole('listitem').first()).toContainText(
    'Fábio Fã começou a seguir você',
  );
  await fan.context.close();
});
