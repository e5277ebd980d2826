import { joinTeam, memberPage, newBrand, operatorPage, postAsBrand } from './brand-utils';
import { pngFile, postCard } from './feed-utils';
import { expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

test("an editor deletes the brand's post from its menu; it leaves the brand page and the feed, and an analyst has no delete", async ({
  browser,
  page,
}) => {
  // Four browsers and a brand made for this journey on a shared two-core machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = {
    page,
    email: (await signupAndEnter(page, { name: 'Edite Editora', email: uniqueEmail('editora') })).email,
  };
  const operator = await operatorPage(browser, { width: 1280, height: 900 });
  const owner = await memberPage(browser, 'Dora Dona da Casa', 1280);
  const analyst = await memberPage(browser, 'Aldo Analista', 1280);
  const suffix = Date.now().toString(36);
  const brandName = `Casa Lume ${suffix}`;
  const brandId = await newBrand(operator, owner, brandName);
  await joinTeam(owner.page, editor, brandId, 'editor');
  await joinTeam(owner.page, analyst, brandId, 'analyst');
  const kept = `Coleção de verão ${suffix}`;
  const gone = `Coleção de inverno ${suffix}`;
  await postAsBrand(owner.page, brandId, kept);
  await postAsBrand(owner.page, brandId, gone);
  const story = await owner.page.request.post('/api/stories', {
    multipart: { title: `Bastidores ${suffix}`, asBrandId: brandId, file: await pngFile('historia.png', '#f59e0b') },
  });
  expect(story.status(), await story.text()).toBe(201);
  // Following the brand puts its posts at the top of the editor's feed, whatever else is posted meanwhile.
  expect((await page.request.put(`/api/follows/brands/${brandId}`)).ok()).toBe(true);

  // On a phone, the editor opens the brand page: its posts carry the menu a member's own posts do.
  await page.goto(`/brand/${brandId}`);
  await expect(postCard(page, gone)).toBeVisible();
  await postCard(page, gone).getByRole('button', { name: 'Opções da publicação' }).click();
  await page.getByRole('menuitem', { name: 'Excluir publicação' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir publicação' });
  await expect(confirm).toContainText('Excluir esta publicação? Isso não pode ser desfeito.');
  await page.screenshot({ path: 'test-results/brand-post-delete-mobile.png' });
  await confirm.getByRole('button', { name: 'Excluir publicação' }).click();
  await expectToast(page, 'Publicação excluída');
  await expect(confirm).toBeHidden();
  await expect(postCard(page, gone)).toHaveCount(0);
  await expect(postCard(page, kept)).toBeVisible();
  // The server agrees: a fresh load of the page and of the feed no longer has it.
  await page.reload();
  await expect(postCard(page, kept)).toBeVisible();
  await expect(postCard(page, gone)).toHaveCount(0);
  await page.goto('/');
  await expect(postCard(page, kept)).toBeVisible();
  await expect(postCard(page, gone)).toHaveCount(0);
  await expect(postCard(page, kept).getByRole('button', { name: 'Opções da publicação' })).toBeVisible();
  await page.screenshot({ path: 'test-results/brand-post-feed-editor-mobile.png' });

  // The brand's story, followed, is in the editor's strip; its viewer offers to delete it too.
  const tile = () => page.getByRole('button', { name: new RegExp(`Ver histórias de ${brandName}`) });
  await tile().click();
  const viewer = page.getByTestId('story-viewer');
  await expect(viewer).toContainText(`Bastidores ${suffix}`);
  await viewer.getByRole('button', { name: 'Excluir história' }).click();
  const confirmStory = page.getByRole('dialog', { name: 'Excluir história' });
  await expect(confirmStory).toContainText('Excluir esta história? Isso não pode ser desfeito.');
  await page.screenshot({ path: 'test-results/brand-story-delete-mobile.png' });
  await confirmStory.getByRole('button', { name: 'Excluir história' }).click();
  await expectToast(page, 'História excluída');
  await expect(viewer).toBeHidden();
  await expect(tile()).toHaveCount(0);

  // At 1280, the analyst sees the brand's post with no way to delete it: its menu has only the safety items.
  await analyst.page.goto(`/brand/${brandId}`);
  const seen = postCard(analyst.page, kept);
  await expect(seen).toBeVisible();
  await seen.getByRole('button', { name: 'Opções da publicação' }).click();
  await expect(analyst.page.getByRole('menuitem', { name: 'Denunciar' })).toBeVisible();
  await expect(analyst.page.getByRole('menuitem', { name: 'Excluir publicação' })).toHaveCount(0);
  await analyst.page.keyboard.press('Escape');
  await analyst.page.screenshot({ path: 'test-results/brand-post-analyst-desktop.png', fullPage: true });

  // The console's audit log names who deleted what of the brand.
  await operator.goto('/admin?aba=auditoria');
  const log = operator.getByRole('list', { name: 'Auditoria' });
  const row = log.getByRole('listitem').filter({ hasText: `excluiu uma publicação da marca ${brandName}` });
  await expect(row).toContainText(`Edite Editora excluiu uma publicação da marca ${brandName}`);
  await expect(row).toContainText(`Texto: ${gone} → —`);
  await operator.screenshot({ path: 'test-results/brand-post-audit-desktop.png' });
  for (const other of [operator, owner.page, analyst.page]) await other.context().close();
});
