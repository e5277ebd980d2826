import { apiJson, apiPost, apiSignup } from './proof-api';
import { expect, test } from './utils';

test('marking all read straight after opening, before the list reloads, leaves none shown as new', async ({
  page,
  playwright,
  baseURL,
}) => {
  await apiSignup(page.request, 'Lia Leitora');
  await apiJson(page.request, 'post', '/api/me/onboarding/finish');
  const postId = await apiPost(page.request, 'Uma foto para curtir', 'Um quadrado verde');
  const fan = await playwright.request.newContext({ baseURL });
  await apiSignup(fan, 'Beto Curtidor');
  await apiJson(fan, 'put', `/api/posts/${postId}/like`);

  // Opening the page reads everything on the server; the list's reload that follows is held, so the
  // click meets the list as it first came, still unread.
  let loads = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/notifications',
    async (route) => {
      loads += 1;
      if (loads > 1) await held;
      await route.continue();
    },
  );
  await page.goto('/notifications');
  const item = page.getByRole('list', { name: 'Notificações' }).getByRole('listitem').first();
  await expect(item).toContainText('Beto Curtidor curtiu sua publicação');
  await expect(item).toContainText('Não lida');

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(item).not.toContainText('Não lida');
  await expect(page.getByRole('button', { name: 'Tudo lido' })).toBeDisabled();

  release();
  await page.reload();
  await expect(item).toContainText('Beto Curtidor curtiu sua publicação');
  await expect(item).not.toContainText('Não lida');
  await fan.dispose();
});
