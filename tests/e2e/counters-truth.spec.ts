import { demo, expect, login, test } from './utils';

// A phone: its width, and touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the seeded post that once said 156 comments shows as many comments as its link says', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  const post = page.getByRole('article').filter({ hasText: 'Coleção Outono Urbano chegou!' });
  await expect(post).toBeVisible();
  const link = post.getByRole('link', { name: /^Ver (os \d+ comentários|1 comentário)$/ });
  await link.scrollIntoViewIfNeeded();
  const said = Number((await link.innerText()).match(/\d+/)![0]);
  expect(said).toBeGreaterThan(0);
  await link.click();

  await expect(page).toHaveURL(/\/post\/pst_/);
  const comments = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Comentários' }) });
  const list = comments.last().getByRole('listitem');
  await expect(list.first()).toBeVisible();
  // Every page of comments, until there is no more to load.
  const more = page.getByRole('button', { name: 'Ver mais comentários' });
  for (let n = await list.count(); n < said && (await more.isVisible()); n = await list.count()) {
    await more.click();
    await expect.poll(() => list.count()).toBeGreaterThan(n);
  }
  await expect(list).toHaveCount(said);
  await expect(more).toBeHidden();
  await expect(page.getByText('Nenhum comentário ainda')).toHaveCount(0);
});
