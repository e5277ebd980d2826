import type { Locator } from '@playwright/test';
import { expect, signupAndEnter, test } from './utils';
import { createPost, postCard, tag } from './feed-utils';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a toast shows at the top, clear of the top bar and of the action row just tapped', async ({ page }) => {
    test.slow();
    const text = `Curta aqui ${tag()}`;
    await signupAndEnter(page);
    await createPost(page, text);
    const card = postCard(page, text);
    const like = card.getByRole('button', { name: /^Curtir/ });
    const save = card.getByRole('button', { name: 'Salvar' });
    // The action row just above the bottom bar, where the thumb is (and where toasts used to rise), then mid-screen.
    for (const lift of [110, 380]) {
      await like.evaluate((el, by) => {
        el.scrollIntoView({ block: 'end' });
        window.scrollBy(0, by);
      }, lift);
      const pressed = await like.getAttribute('aria-pressed');
      await like.click();
      const row = await box(like.locator('xpath=..'));
      const block = `row at ${Math.round(row.y)} px`;
      const toast = page
        .getByRole('region', { name: 'Notificações (F8)' })
        .getByRole('listitem')
        .filter({ hasText: pressed === 'true' ? 'Descurtido' : 'Curtido' });
      await expect(toast).toBeVisible();
      // Once it has settled: below the top bar, in the top third, off the action row.
      const header = await box(page.getByRole('banner').first());
      await expect.poll(async () => (await box(toast)).y, block).toBeGreaterThanOrEqual(header.y + header.height);
      const note = await box(toast);
      expect(note.y + note.height, block).toBeLessThan(844 / 3);
      expect(overlaps(note, row), `${block}: the toast is off the action row`).toBe(false);
      // The next tap on the row reaches it while the toast still shows.
      await save.click({ trial: true });
      await like.click({ trial: true });
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a toast stays at the bottom right', async ({ page }) => {
    test.slow();
    const text = `Curta no computador ${tag()}`;
    await signupAndEnter(page);
    await createPost(page, text);
    await postCard(page, text)
      .getByRole('button', { name: /^Curtir/ })
      .click();
    const toast = page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('listitem').filter({
      hasText: 'Curtido',
    });
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await box(toast)).y).toBeGreaterThan(800 / 2);
    expect((await box(toast)).x).toBeGreaterThan(1280 / 2);
  });
});
