import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Insights } from '../../src/shared/insights';
import { expect, expectToast, login, settleOnLoad, signupAndEnter, test, uniqueEmail } from './utils';

// The demo's second account owns Nexo Tech (src/server/seed/team-seed.ts; the README names it).
const OWNER = { email: 'marca@brandsocial.com.br', password: 'marca-demo' };

/** The insights' section of the brand's studio, once its numbers are on screen. */
async function openInsights(page: Page) {
  await page.goto('/studio/nexo-tech');
  await expect(page.getByRole('heading', { level: 1, name: 'Nexo Tech' })).toBeVisible({ timeout: 30_000 });
  const insights = page.getByRole('region', { name: 'Insights' });
  // Its numbers come after the team's page, from a query of their own.
  await expect(insights.getByRole('heading', { name: 'Seguidores por dia' })).toBeVisible({ timeout: 30_000 });
  return insights;
}

test.describe.configure({ timeout: 150_000 });

test('the owner reads the insights, switches the period and downloads them as CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL('/');
  const insights = await openInsights(page);

  // The followers chart is drawn, and its table says the same numbers to a screen reader.
  const followers = insights.getByRole('region', { name: 'Seguidores por dia' });
  // The charts' library arrives with the first chart, after the numbers: a busy machine takes a while.
  await expect(followers.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
  // The picture is hidden from screen readers: the table below says its numbers.
  await expect(followers.getByRole('img')).toHaveCount(0);
  const table = followers.getByRole('table', { name: 'Seguidores por dia' });
  await expect(table.getByRole('row')).toHaveCount(31); // the header and 30 days
  const toggle = followers.getByRole('button', { name: 'Ver tabela' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(followers.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Data',
    'Novos seguidores',
    'Deixaram de seguir',
    'Seguidores',
  ]);
  const now = await insights.getByText('Seguidores agora').locator('..').locator('span').nth(1).textContent();
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText(now!);
  await expect(insights.getByRole('region', { name: 'Publicações do período' })).toContainText('Nexo Pulse chegou');
  await page.screenshot({ path: 'test-results/studio-insights-desktop.png', fullPage: true });

  const period = insights.getByRole('group', { name: 'Período' });
  await period.getByRole('button', { name: '7 dias' }).click();
  await expect(period.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row')).toHaveCount(8);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    insights.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insights-nexo-tech-7-dias-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(
    csv.startsWith('\uFEFFData;Novos seguidores;Deixaram de seguir;Seguidores;Pedidos;Unidades;Receita (R$)\r\n'),
  ).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2};/.test(l))).toHaveLength(7);
  expect(lines[8]).toBe(''); // the day table, a blank line, then the content table
  expect(lines).toContain(
    'Tipo;Publicado em;Publicação;Alcance;Curtidas;Comentários;Compartilhamentos;Salvos;Engajamento',
  );
  expect(lines.some((l) => l.startsWith('Story;') && l.includes(';Nexo Pulse chegou;'))).toBe(true);
});

test('an analyst opens the insights but finds nothing to publish or edit in the studio', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const analyst = await signupAndEnter(page, { name: 'Aline Analista', email: uniqueEmail('analista') });

  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await login(owner, OWNER.email, OWNER.password);
  await expect(owner).toHaveURL('/');
  await owner.goto('/studio/nexo-tech');
  await owner.getByRole('textbox', { name: 'Email' }).fill(analyst.email);
  await owner.getByRole('combobox', { name: 'Papel', exact: true }).selectOption('analyst');
  await owner.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expectToast(owner, 'Convite enviado');
  await ownerContext.close();

  await page.goto('/studio');
  await page.getByRole('list', { name: 'Convites' }).getByRole('button', { name: 'Aceitar' }).click();
  await expectToast(page, 'Convite aceito');
  const insights = await openInsights(page);
  await expect(
    insights.getByRole('region', { name: 'Seguidores por dia' }).locator('.recharts-wrapper > svg.recharts-surface'),
  ).toBeVisible();
  await expect(insights.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-insights-mobile.png', fullPage: true });

  // Insights only: no invitation form, no role to change, nobody to remove, nothing to publish or edit.
  await expect(page.getByRole('button', { name: 'Convidar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Publicar|Editar|Salvar/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Publicar|Editar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair da equipe' })).toBeVisible();
});

/** A request from inside the page, so the browser sends its session cookie and origin as the app does. */
function call(page: Page, method: string, url: string) {
  return page.evaluate(
    async ({ method, url }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { method, url },
  );
}

/** The owner publishes a picture post as Nexo Tech (a JPEG drawn in the page), answering its id. */
function publishAsNexo(owner: Page, content: string) {
  return owner.evaluate(async (content) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2563eb';
    ctx.fillRect(0, 0, 320, 320);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const form = new FormData();
    form.append('content', content);
    form.append('asBrandId', 'nexo-tech');
    form.append('file', blob, 'nexo.jpg');
    const res = await fetch('/api/posts', { method: 'POST', body: form });
    return { status: res.status, id: ((await res.json()) as { post?: { id: string } }).post?.id };
  }, content);
}

test('a member’s sight of a brand post counts in its reach, and an unfollow in the followers table', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = settleOnLoad(await ownerContext.newPage());
  await login(owner, OWNER.email, OWNER.password);
  await expect(owner).toHaveURL('/');
  const text = `Novidade medida ${Date.now()}`;
  const published = await publishAsNexo(owner, text);
  expect(published.status).toBe(201);
  const before = (await call(owner, 'GET', '/api/studio/brands/nexo-tech/insights?days=7')).body as Insights;
  const unfollowsBefore = before.followers.days.at(-1)!.lost;

  // A new member opens the post's page first (the feed would show it too): once it has been on
  // screen for a second, the page reports it.
  await page.setViewportSize({ width: 390, height: 844 });
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/views') && (r.request().postData() ?? '').includes(published.id!),
  );
  await signupAndEnter(page, { name: 'Vera Vista', email: uniqueEmail('vista') }, `/post/${published.id}`);
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  const views = await reported;
  expect(views.status()).toBe(200);
  expect(await views.json()).toEqual({ counted: 1 });

  // Then follows Nexo Tech from its page, and leaves again.
  await page.goto('/brand/nexo-tech');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Seguindo', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: 'Seguindo', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Seguir', exact: true })).toHaveAttribute('aria-pressed', 'false');

  const insights = await openInsights(owner);
  await insights.getByRole('group', { name: 'Período' }).getByRole('button', { name: '7 dias' }).click();
  const content = insights.getByRole('region', { name: 'Publicações do período' });
  const row = content.getByRole('row').filter({ hasText: text });
  await expect(content.getByRole('columnheader')).toHaveText([
    'Publicação',
    'Alcance',
    'Curtidas',
    'Comentários',
    'Compartilhamentos',
    'Salvos',
    'Engajamento',
  ]);
  // Her sight is in the post's reach. Other journeys' members may scroll past the new post at the
  // same time (it is on Nexo Tech's page and in feeds), so theirs may be there too.
  const reach = row.getByRole('cell').first();
  await expect.poll(async () => Number(await reach.textContent())).toBeGreaterThanOrEqual(1);

  const followers = insights.getByRole('region', { name: 'Seguidores por dia' });
  await followers.getByRole('button', { name: 'Ver tabela' }).click();
  const table = followers.getByRole('table', { name: 'Seguidores por dia' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Data',
    'Novos seguidores',
    'Deixaram de seguir',
    'Seguidores',
  ]);
  await expect(table.getByRole('row')).toHaveCount(8);
  const today = table.getByRole('row').last().getByRole('cell');
  // Other journeys may follow Nexo Tech at the same time: this one's unfollow is at least there.
  await expect.poll(async () => Number(await today.nth(1).textContent())).toBeGreaterThanOrEqual(unfollowsBefore + 1);
  await insights.screenshot({ path: 'test-results/studio-insights-reach-desktop.png' });
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(reach).toBeVisible();
  await insights.screenshot({ path: 'test-results/studio-insights-reach-mobile.png' });
  await ownerContext.close();
});
