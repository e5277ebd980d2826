import { apiJson, apiPost, apiSignup } from './proof-api';
import { expect, signupAndEnter, tapAndSave, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the profile shows posts as a grid of three columns, a remembered list view, and its followers', async ({
  page,
  browser,
}) => {
  await signupAndEnter(page, { name: 'Gabi Grade' });
  const { member: me } = await apiJson<{ member: { id: string } }>(page.request, 'get', '/api/me');
  for (const n of [1, 2, 3, 4]) await apiPost(page.request, `Grade ${n}`, `Foto número ${n}`);

  // A newcomer follows no one and is followed by no one: the counts say so, and the empty list too.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: '0 seguidores', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '0 seguindo', exact: true }).click();
  const following = page.getByRole('dialog', { name: 'Seguindo' });
  await expect(following.getByText('Você ainda não segue ninguém. Que tal explorar?')).toBeVisible();
  await following.getByRole('button', { name: 'Fechar' }).click();
  await expect(following).toBeHidden();

  const grid = page.getByRole('list', { name: 'Publicações em grade' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Ver em grade' })).toHaveAttribute('aria-pressed', 'true');
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  const boxes = await grid
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((i) => i.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), w: r.width, h: r.height })),
    );
  // Three squares side by side, the fourth on the next row.
  expect(new Set(boxes.slice(0, 3).map((b) => b.top)).size).toBe(1);
  expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.top);
  for (const b of boxes) expect(Math.abs(b.w - b.h)).toBeLessThan(1.5);
  expect(boxes[0]!.w * 3).toBeGreaterThan(370);
  await expect(grid.getByRole('img', { name: 'Foto número 4' })).toBeVisible();

  // The list view, one tap away and remembered on the next visit.
  await page.getByRole('button', { name: 'Ver em lista' }).click();
  await expect(grid).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: 'Grade 4' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ver em lista' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').filter({ hasText: 'Grade 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver em grade' }).click();

  // A tile opens its post.
  await grid
    .getByRole('link')
    .filter({ has: page.getByRole('img', { name: 'Foto número 2' }) })
    .click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByRole('article').filter({ hasText: 'Grade 2' })).toBeVisible();

  // Another member follows; the followers count opens the list, and following back is one tap.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const fan = await apiSignup(other.request, 'Bruno Seguidor');
    await apiJson(other.request, 'put', `/api/members/${me.id}/follow`);
    await page.goto('/profile');
    await page.getByRole('button', { name: '1 seguidor', exact: true }).click();
    const followers = page.getByRole('dialog', { name: 'Seguidores' });
    const row = followers.getByRole('listitem').filter({ hasText: fan.name });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveCount(1);
    const followBack = row.getByRole('button', { name: `Seguir ${fan.name}` });
    await tapAndSave(page, followBack);
    await expect(row.getByRole('button', { name: `Seguindo ${fan.name}` })).toHaveAttribute('aria-pressed', 'true');
    await followers.getByRole('button', { name: 'Fechar' }).click();

    await page.reload();
    await page.getByRole('button', { name: '1 seguindo', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Seguindo' }).getByRole('listitem')).toHaveText([
      new RegExp(fan.name),
    ]);
  } finally {
    await other.close();
  }
});
