import { apiStory, storyPng, storyStrip, storyViewer } from './discover-utils';
import type { Page } from '@playwright/test';
import { expect, expectToast, signupAndEnter, test } from './utils';

/** Opens the first author with unseen stories; answers their name. */
async function openFirstUnseen(page: Page): Promise<string> {
  const tile = storyStrip(page)
    .getByRole('button', { name: /Ver histórias de .* \(com novidades\)/ })
    .first();
  const name = (await tile.getAttribute('data-author')) ?? '';
  await tile.click();
  return name;
}

test.describe('stories', () => {
  test('the strip shows the brand stories, sponsored ones marked Publi, and the viewer walks through them', async ({
    page,
  }) => {
    await signupAndEnter(page);
    const strip = storyStrip(page);
    await expect(strip.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    for (const brand of ['Nexo Tech', 'Urbana Moda', 'Arena Esportes', 'Batida Sonora', 'Sabor da Casa']) {
      await expect(strip.getByRole('button', { name: `Ver histórias de ${brand} (com novidades)` })).toBeVisible();
    }
    await expect(strip.getByRole('listitem').filter({ hasText: 'Nexo Tech' }).getByText('Publi')).toBeVisible();

    const firstName = await openFirstUnseen(page);
    const viewer = storyViewer(page);
    await expect(viewer).toHaveAccessibleName(`Histórias de ${firstName}`);
    await expect(viewer.getByText('História 1 de 1')).toBeAttached();

    // Arrow keys move between authors.
    await page.keyboard.press('ArrowRight');
    await expect(viewer).not.toHaveAccessibleName(`Histórias de ${firstName}`);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toHaveAccessibleName(`Histórias de ${firstName}`);

    // Like, as on posts.
    await viewer.getByRole('button', { name: /^Curtir/ }).click();
    await expect(viewer.getByRole('status')).toHaveText('Curtido');
    await expect(viewer.getByRole('button', { name: /^Descurtir/ })).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // Seen: the author's ring is gone.
    await expect(
      strip.getByRole('button', { name: new RegExp(`^Ver histórias de ${firstName}( Publi)?$`) }),
    ).toBeVisible();
  });

  test('a story advances by itself, and holding it pauses', async ({ page }) => {
    // The page's clock is the test's: five seconds pass when the test says so, however busy the machine.
    await page.clock.install();
    await signupAndEnter(page);
    const title = `Histórias de ${await openFirstUnseen(page)}`;
    const viewer = storyViewer(page);
    const box = (await viewer.getByTestId('story-viewer').boundingBox())!;

    // Held for longer than a picture's 5 seconds: still the same author.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(6000);
    await expect(viewer).toHaveAccessibleName(title);
    await page.mouse.up();
    // Released: it moves on within the next 5 seconds.
    await page.clock.runFor(5500);
    await expect(viewer).not.toHaveAccessibleName(title);
  });

  test('adds a story with the Adicionar tile; it leads the strip', async ({ page }) => {
    await signupAndEnter(page, { name: 'Sofia Historias' });
    await storyStrip(page).getByRole('button', { name: 'Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à sua História' });
    await expect(dialog.getByRole('button', { name: 'Publicar história' })).toBeDisabled();

    await dialog
      .getByLabel('Escolher imagem ou vídeo')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Arquivo Inválido: Por favor, selecione um arquivo de imagem ou vídeo.',
    );

    await dialog.getByLabel('Escolher imagem ou vídeo').setInputFiles(await storyPng());
    await dialog.getByLabel('Legenda (opcional)').fill('Meu primeiro story');
    await dialog.getByRole('button', { name: 'Publicar história' }).click();
    await expectToast(page, 'História Adicionada');
    await expect(dialog).toBeHidden();

    const tiles = storyStrip(page).getByRole('listitem');
    await expect(tiles.nth(1).getByRole('button')).toHaveAccessibleName(/Ver histórias de Sua história/);
    await tiles.nth(1).getByRole('button').click();
    await expect(storyViewer(page).getByText('Meu primeiro story')).toBeVisible();
  });

  test('keeps ten stories: the eleventh pushes out the oldest', async ({ page }) => {
    await signupAndEnter(page);
    for (let i = 1; i <= 11; i++) await apiStory(page.request, `Story ${i}`);
    await page.reload();
    await storyStrip(page)
      .getByRole('button', { name: /Sua história/ })
      .click();
    const viewer = storyViewer(page);
    await expect(viewer.getByText('História 1 de 10')).toBeAttached();
    // The oldest kept is the second one: it plays first.
    await expect(viewer.getByText('Story 2', { exact: true })).toBeVisible();
  });

  test('reposts a brand story into the member’s own stories', async ({ page }) => {
    await signupAndEnter(page);
    await storyStrip(page)
      .getByRole('button', { name: /Ver histórias de Sabor da Casa/ })
      .click();
    const viewer = storyViewer(page);
    await viewer.getByRole('button', { name: 'Pausar' }).click();
    await viewer.getByRole('button', { name: /^Repostar/ }).click();
    await expect(viewer.getByRole('status')).toHaveText('Repostado');
    await page.keyboard.press('Escape');
    await storyStrip(page)
      .getByRole('button', { name: /Sua história/ })
      .click();
    await expect(storyViewer(page).getByText('Repostado de Sabor da Casa')).toBeVisible();
  });
});
