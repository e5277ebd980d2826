import type { Page } from '@playwright/test';
import { expectFocusWithin, expect, signupAndEnter, test } from './utils';
import { pngFile } from './feed-utils';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const discardPrompt = (page: Page) => page.getByRole('dialog', { name: 'Descartar publicação?' });

/** A new member's story composer with a picture picked: a draft with nothing typed. */
async function storyComposerWithPicture(page: Page) {
  await signupAndEnter(page);
  await page.goto('/create?type=story');
  const composer = page.getByRole('dialog', { name: 'Adicionar à sua História' });
  await expectFocusWithin(composer);
  await composer.locator('input[type="file"]').setInputFiles(await pngFile('historia.png'));
  await expect(composer.getByRole('img')).toBeVisible();
  return composer;
}

test('a post draft is not lost to Escape or a backdrop tap: the member is asked first', async ({ page }) => {
  test.slow();
  await signupAndEnter(page);
  await page.getByRole('button', { name: 'Criar publicação' }).click();
  const composer = page.getByRole('dialog', { name: 'Criar Novo Post' });
  await expectFocusWithin(composer);
  const text = composer.getByLabel('Texto da publicação');
  await text.fill('Rascunho que não pode sumir');

  // Escape asks; 'Cancelar' keeps the draft as it was.
  await page.keyboard.press('Escape');
  const prompt = discardPrompt(page);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('O que você escreveu e a mídia escolhida serão perdidos.');
  await prompt.getByRole('button', { name: 'Cancelar' }).click();
  await expect(prompt).toBeHidden();
  await expect(composer).toBeVisible();
  await expect(text).toHaveValue('Rascunho que não pode sumir');
  await expect(text).toBeFocused();
  // The question's backdrop fades out before the composer's own backdrop takes taps again.
  await expect(page.locator('.fixed.inset-0[data-state="closed"]')).toHaveCount(0);

  // A tap on the backdrop above the sheet asks too; 'Descartar' closes and empties the composer.
  await page.mouse.click(195, 20);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Descartar' }).click();
  await expect(prompt).toBeHidden();
  await expect(composer).toBeHidden();

  await page.getByRole('button', { name: 'Criar publicação' }).click();
  await expect(composer).toBeVisible();
  await expect(text).toHaveValue('');

  // An empty composer closes at once.
  await expectFocusWithin(composer);
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();
  await expect(prompt).toBeHidden();
});

test('picked media alone counts as a draft, in the story composer as in the post one', async ({ page }) => {
  test.slow();
  const composer = await storyComposerWithPicture(page);

  await page.keyboard.press('Escape');
  const prompt = discardPrompt(page);
  await expectFocusWithin(prompt);
  // Escape on the question only withdraws it.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(composer.getByRole('img')).toBeVisible();
  await expect(page.locator('.fixed.inset-0[data-state="closed"]')).toHaveCount(0);

  // The composer's own 'Cancelar' asks as well.
  await composer.getByRole('button', { name: 'Cancelar' }).click();
  await prompt.getByRole('button', { name: 'Descartar' }).click();
  await expect(composer).toBeHidden();
});

test('an Escape pressed the moment the question takes focus withdraws it, and the draft stays', async ({ page }) => {
  test.slow();
  const composer = await storyComposerWithPicture(page);
  const prompt = discardPrompt(page);
  const questionHasFocus = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"]')].some(
        (dialog) => dialog.textContent?.includes('Descartar publicação?') && dialog.contains(document.activeElement),
      ),
    );
  // The question takes focus a frame before it listens for keys: a fast second Escape lands there.
  for (let round = 0; round < 8; round += 1) {
    await expect(prompt).toBeHidden();
    await expectFocusWithin(composer);
    await page.keyboard.press('Escape');
    await expect.poll(questionHasFocus, { intervals: [5] }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden({ timeout: 3000 });
    await expect(composer.getByRole('img')).toBeVisible();
  }
});

test('the reel composer asks before its description is thrown away', async ({ page }) => {
  test.slow();
  await signupAndEnter(page);
  await page.goto('/create?type=reel');
  const composer = page.getByRole('dialog', { name: 'Criar Novo Reel' });
  await expectFocusWithin(composer);
  await composer.getByRole('textbox').fill('Bastidores do ensaio');
  await composer.getByRole('button', { name: 'Fechar' }).click();
  const prompt = discardPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancelar' }).click();
  await expect(composer.getByRole('textbox')).toHaveValue('Bastidores do ensaio');
});
