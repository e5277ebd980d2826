import { reelClip } from './clips';
import { OWNER, call, joinTeam, signedIn } from './studio-utils';
import { demo, expect, expectToast, signupAndEnter, test, uniqueEmail } from './utils';

test('an editor posts a reel as Nexo Tech and another member sees it with the brand and its badge', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = await signupAndEnter(page, { name: 'Érica Editora', email: uniqueEmail('editora') });
  const owner = await signedIn(browser, 1280, OWNER.email, OWNER.password);
  await joinTeam(owner, page, editor.email, 'editor');

  // At 390 px: Criar → Novo Reel offers 'Publicar como' with the member and the brand.
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Novo Reel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Reel' });
  const publishAs = dialog.getByRole('combobox', { name: 'Publicar como' });
  await expect(publishAs).toBeVisible();
  await expect(publishAs.getByRole('option')).toHaveText(['Você', 'Nexo Tech']);
  await publishAs.selectOption({ label: 'Nexo Tech' });
  const caption = `Lançamento da Nexo ${Date.now()}`;
  await dialog.getByLabel('Escolher vídeo').setInputFiles(reelClip());
  await dialog.getByLabel('Descrição').fill(caption);
  await page.screenshot({ path: 'test-results/publish-as-brand-dialog-mobile.png' });
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Reel Publicado');
  await expect(page).toHaveURL('/reels');
  const mine = page.getByRole('feed').getByRole('article').first();
  await expect(mine).toHaveAttribute('aria-label', 'Reel de Nexo Tech');
  await expect(mine).toContainText(caption);
  const reelId = await mine.getAttribute('data-reel-id');
  expect(reelId).toBeTruthy();
  // Processing runs off the request; the reel is everyone's once it is ready.
  await expect
    .poll(async () => (await call(page, 'GET', `/api/reels/${reelId}`)).body?.reel, { timeout: 45_000 })
    .toMatchObject({ status: 'ready' });

  // Another member (the demo's plain member) sees it as Nexo Tech's, with the verified badge.
  const reader = await signedIn(browser, 1280, demo.email, demo.password);
  await reader.goto(`/reels?reel=${reelId}`);
  const seen = reader.locator(`article[data-reel-id="${reelId}"]`);
  await expect(seen).toHaveAttribute('aria-label', 'Reel de Nexo Tech');
  await expect(seen).toContainText(caption);
  await expect(seen.getByRole('img', { name: 'Verificado' })).toBeVisible();
  await expect(seen).not.toContainText('Érica Editora');

  // The brand page counts it among Nexo Tech's reels.
  await reader.goto('/brand/nexo-tech');
  await expect(reader.getByRole('heading', { level: 1, name: /Nexo Tech/ })).toBeVisible();
  await expect(reader.getByRole('img', { name: 'Verificado' }).first()).toBeVisible();
  await expect(reader.getByTestId('brand-followers')).toContainText('seguidores');
  const tabs = reader.getByRole('tablist', { name: 'Conteúdo da marca' });
  await expect(tabs.getByRole('tab')).toHaveText(['Posts', 'Reels', 'Vídeos', 'Produtos']);
  await tabs.getByRole('tab', { name: 'Reels' }).click();
  await expect(reader.getByRole('link', { name: caption })).toBeVisible();
  await reader.screenshot({ path: 'test-results/brand-page-reels-desktop.png', fullPage: true });
  await tabs.getByRole('tab', { name: 'Produtos' }).click();
  await reader.screenshot({ path: 'test-results/brand-page-products-desktop.png', fullPage: true });

  await page.goto('/brand/nexo-tech');
  await expect(page.getByRole('tablist', { name: 'Conteúdo da marca' })).toBeVisible();
  await page.screenshot({ path: 'test-results/brand-page-mobile.png', fullPage: true });
});

test('an analyst of the brand sees no "Publicar como", and the API refuses them', async ({ browser, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const analyst = await signupAndEnter(page, { name: 'Artur Analista', email: uniqueEmail('analista') });
  const owner = await signedIn(browser, 1280, OWNER.email, OWNER.password);
  await joinTeam(owner, page, analyst.email, 'analyst');

  // The dialog has read the studio's list (the analyst is on the team) and still offers nothing to publish as.
  const studioList = page.waitForResponse((res) => res.url().endsWith('/api/studio/brands') && res.ok());
  await page.goto('/create?type=post');
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Post' });
  await expect(dialog).toBeVisible();
  expect(((await (await studioList).json()) as { brands: unknown[] }).brands).toHaveLength(1);
  await expect(dialog.getByRole('combobox', { name: 'Publicar como' })).toHaveCount(0);

  const refused = await call(page, 'POST', '/api/posts', { content: 'Como a marca', asBrandId: 'nexo-tech' }, true);
  expect(refused).toEqual({
    status: 403,
    body: { code: 'publish_as_forbidden', message: 'Só editores e donos da marca podem publicar como ela.' },
  });

  // The owner, though, has the choice.
  await owner.goto('/create?type=post');
  await expect(
    owner.getByRole('dialog', { name: 'Criar Novo Post' }).getByRole('combobox', { name: 'Publicar como' }),
  ).toBeVisible();
});
