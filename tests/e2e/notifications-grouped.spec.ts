import { apiJson, apiPost, apiSignup } from './proof-api';
import { expect, expectToast, settleOnLoad, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('likes on one post arrive as one row, the badge clears on opening, and a follower can be followed back', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const nina = await apiSignup(page.request, 'Nina Agrupada');
  const postId = await apiPost(page.request, 'Minha foto de hoje', 'Um quadrado verde');

  const fans = [];
  for (const name of ['Ana Curtidora', 'Bruno Curtidor', 'Carla Curtidora']) {
    const api = await playwright.request.newContext({ baseURL });
    await apiSignup(api, name);
    await apiJson(api, 'put', `/api/posts/${postId}/like`);
    fans.push(api);
  }
  const follower = await playwright.request.newContext({ baseURL });
  await apiSignup(follower, 'Fábio Seguidor');
  await apiJson(follower, 'put', `/api/members/${nina.id}/follow`);

  // A second tab of the same member, to see its badge clear live.
  const other = settleOnLoad(await page.context().newPage());
  await other.goto('/');
  const otherBell = other.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(otherBell).toHaveAccessibleName('Notificações, 2 não lidas');

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações, 2 não lidas');
  await bell.click();
  await expect(page).toHaveURL('/notifications');

  const list = page.getByRole('list', { name: 'Notificações' });
  const liked = list.getByRole('listitem').filter({ hasText: 'curtiram sua publicação' });
  await expect(liked).toContainText('Carla Curtidora e outras 2 pessoas curtiram sua publicação');
  await expect(liked).toContainText('Não lida');
  const thumb = liked.getByRole('img', { name: 'Um quadrado verde' });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([44, 44]);

  // Opening the page read everything: the badge is gone here and in the other tab.
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(otherBell).toHaveAccessibleName('Notificações');

  const follow = list.getByRole('listitem').filter({ hasText: 'Fábio Seguidor começou a seguir você' });
  await follow.getByRole('button', { name: 'Seguir de volta Fábio Seguidor' }).click();
  await expect(follow).toContainText('Seguindo');
  await expect(follow.getByRole('button')).toHaveCount(0);
  await expectToast(page, 'Você está seguindo Fábio Seguidor');

  // After a reload: still followed, nothing new any more.
  await page.reload();
  await expect(follow).toContainText('Seguindo');
  await expect(liked).toContainText('Carla Curtidora e outras 2 pessoas curtiram sua publicação');
  await expect(liked).not.toContainText('Não lida');

  for (const api of [...fans, follower]) await api.dispose();
  await other.close();
});
