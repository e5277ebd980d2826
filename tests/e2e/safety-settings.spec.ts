import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { apiJson, apiPost } from './proof-api';
import { otherMember, postCard, tag } from './feed-utils';
import { expect, expectToast, signupAndEnter, test } from './utils';

async function memberId(page: Page): Promise<string> {
  const { member } = await apiJson<{ member: { id: string } }>(page.request, 'get', '/api/me');
  return member.id;
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function expectNoViolations(page: Page, where: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, where).toEqual([]);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificações (F8)' });

for (const { label, width, height } of [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test(`a hidden word folds a post until 'Mostrar mesmo assim' (${label})`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height });
    const word = tag();
    const author = await otherMember(browser, 'Otávio Spoiler');
    const authorId = await memberId(author.page);
    const postId = await apiPost(author.page.request, `O final da série: PROMOÇÃO surpresa ${word}`);

    await signupAndEnter(page, { name: 'Lívia Leitora' });
    await apiJson(page.request, 'put', `/api/members/${authorId}/follow`);

    // The word is added in 'Palavras ocultas', accents and capitals aside.
    await page.goto('/settings/hidden-words');
    await expect(page.getByRole('heading', { level: 1, name: 'Palavras ocultas' })).toBeVisible();
    await expect(page.getByText('Nenhuma palavra oculta.')).toBeVisible();
    await page.screenshot({ path: `test-results/safety-words-empty-${label}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Digite uma palavra ou expressão.')).toBeVisible();
    await page.getByLabel('Palavra ou expressão').fill('promocao');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expectToast(page, '"promocao" foi adicionada.');
    const words = page.getByRole('list', { name: 'Suas palavras' });
    await expect(words.getByRole('listitem')).toHaveCount(1);
    await page.screenshot({ path: `test-results/safety-words-${label}.png`, fullPage: true });

    // The post folds, in the feed and on its page, until the member asks to see it.
    await page.goto(`/post/${postId}`);
    const fold = page.getByRole('group', { name: 'Oculto por conter uma palavra que você silenciou' });
    await expect(fold).toBeVisible();
    await expect(page.getByText(`O final da série: PROMOÇÃO surpresa ${word}`)).toHaveCount(0);
    await page.screenshot({ path: `test-results/safety-fold-${label}.png` });
    await fold.getByRole('button', { name: 'Mostrar mesmo assim' }).click();
    await expect(postCard(page, word)).toBeVisible();

    // Removed, with 'Desfazer' putting it back.
    await page.goto('/settings/hidden-words');
    await words.getByRole('button', { name: 'Remover promocao' }).click();
    await expectToast(page, '"promocao" foi removida.');
    await expect(page.getByText('Nenhuma palavra oculta.')).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Desfazer' }).click();
    await expect(words.getByRole('listitem')).toHaveCount(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(width);
    await author.context.close();
  });
}

test('the report dialog sends a report that shows in Minhas denúncias as Em análise', async ({ page, browser }) => {
  const word = tag();
  const author = await otherMember(browser, 'Rita Rifa');
  const postId = await apiPost(author.page.request, `Rifa de um carro por R$ 5 no Pix ${word}`);

  await signupAndEnter(page, { name: 'Samuel Sentinela' });
  await page.goto('/settings/reports');
  await expect(page.getByText('Você não enviou nenhuma denúncia.')).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-reports-empty-desktop.png', fullPage: true });

  await page.goto(`/post/${postId}`);
  await postCard(page, word).getByRole('button', { name: 'Opções da publicação' }).click();
  await expect(page.getByRole('menuitem', { name: 'Silenciar' })).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-post-menu-desktop.png' });
  await page.getByRole('menuitem', { name: 'Denunciar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  const reasons = dialog.getByRole('radiogroup', { name: 'Motivo' });
  await expect(reasons.getByRole('radio')).toHaveCount(10);
  await expect(reasons.getByRole('radio', { name: 'Golpe ou fraude (inclui golpe Pix)' })).toBeVisible();
  // A reason is required, and 'Outro' requires the text.
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Escolha um motivo.')).toBeVisible();
  await reasons.getByRole('radio', { name: 'Outro' }).click();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Conte o que aconteceu (obrigatório para "Outro").')).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-report-dialog-desktop.png' });
  await dialog.getByRole('textbox', { name: 'Conte o que aconteceu' }).fill('Rifa ilegal pedindo Pix.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();

  const sent = page.getByRole('dialog', { name: 'Denúncia enviada' });
  await expect(sent).toContainText('Denúncia enviada. Você pode acompanhar em Minhas denúncias.');
  await expect(sent.getByRole('button', { name: 'Bloquear Rita Rifa' })).toBeVisible();
  await page.screenshot({ path: 'test-results/safety-report-sent-desktop.png' });
  await sent.getByRole('button', { name: 'Silenciar Rita Rifa' }).click();
  await expect(sent.getByRole('button', { name: 'Silenciar Rita Rifa' })).toBeDisabled();
  await sent.getByRole('link', { name: 'Ver Minhas denúncias' }).click();

  await expect(page).toHaveURL('/settings/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas denúncias' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Minhas denúncias' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Em análise');
  await expect(list.getByRole('listitem').first()).toContainText('Outro: Rifa ilegal pedindo Pix.');
  await page.screenshot({ path: 'test-results/safety-reports-desktop.png', fullPage: true });

  // The mute offered after the report is in 'Contas silenciadas'.
  await page.goto('/settings/muted');
  await expect(page.getByRole('list', { name: 'Contas silenciadas' })).toContainText('Rita Rifa');
  await page.screenshot({ path: 'test-results/safety-muted-desktop.png', fullPage: true });
  await author.context.close();
});

test('the safety pages and the report dialog pass axe, filled and empty', async ({ page, browser }) => {
  const other = await otherMember(browser, 'Nina Notada');
  const otherId = await memberId(other.page);
  const postId = await apiPost(other.page.request, `Uma publicação ${tag()}`);
  await signupAndEnter(page, { name: 'Ana Acessível' });
  for (const path of ['/settings/blocked', '/settings/muted', '/settings/hidden-words', '/settings/reports']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page, `${path} (empty)`);
  }
  await apiJson(page.request, 'post', '/api/safety/words', { word: 'spoiler' });
  await apiJson(page.request, 'put', `/api/safety/mutes/member/${otherId}`);
  await apiJson(page.request, 'post', '/api/reports', { kind: 'post', id: postId, reason: 'spam' });
  await page.goto(`/post/${postId}`);
  await page.getByRole('button', { name: 'Opções da publicação' }).click();
  await page.getByRole('menuitem', { name: 'Denunciar' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Motivo' })).toBeVisible();
  await expectNoViolations(page, 'the report dialog');
  await page.keyboard.press('Escape');
  await apiJson(page.request, 'put', `/api/safety/blocks/${otherId}`, {});
  for (const path of ['/settings/blocked', '/settings/muted', '/settings/hidden-words', '/settings/reports']) {
    await page.goto(path);
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('listitem') })
        .last(),
    ).toBeVisible();
    await expectNoViolations(page, `${path} (filled)`);
  }
  await other.context.close();
});
