import { apiStory, storyPng, storyStrip, storyViewer } from './discover-utils';
import { expect, expectToast, settleOnLoad, signupAndEnter, test } from './utils';

test.describe('profile highlights', () => {
  test('a story kept as a highlight offers no rename; a right-click says the refusal at once', async ({ page }) => {
    await signupAndEnter(page);
    const storyId = await apiStory(page.request, 'Pôr do sol');
    const kept = await page.request.post('/api/highlights/from-story', { data: { storyId } });
    expect(kept.status()).toBe(201);

    await page.goto('/profile');
    const highlights = page.getByRole('region', { name: 'Destaques' });
    const bubble = highlights.getByRole('button', { name: 'Ver destaque Pôr do sol' });
    await expect(bubble).toBeVisible();

    await highlights.getByRole('button', { name: 'Opções do destaque Pôr do sol' }).click();
    await expect(page.getByRole('menuitem', { name: 'Excluir destaque' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Renomear' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The spec's refusal stays, said before the member types a name that would be thrown away.
    await bubble.click({ button: 'right' });
    await expectToast(page, 'Ação não permitida', 'Não é possível editar o nome de uma história.');
    await expect(page.getByRole('dialog', { name: 'Renomear destaque' })).toHaveCount(0);
    await expect(highlights.getByTestId('highlight-title')).toHaveText(['Pôr do sol']);
  });

  test('a member keeps their own story as a highlight from the story viewer', async ({ page }) => {
    await signupAndEnter(page);
    await apiStory(page.request, 'Festival de verão');
    await page.reload();
    await storyStrip(page)
      .getByRole('button', { name: /Sua história/ })
      .click();
    const viewer = storyViewer(page);
    await viewer.getByRole('button', { name: 'Guardar nos destaques' }).click();
    // As 'Novo destaque' does, it asks for the name first: the story's, suggested and editable.
    const naming = page.getByRole('dialog', { name: 'Guardar nos destaques' });
    const name = naming.getByLabel('Nome do destaque');
    await expect(name).toHaveValue('Festival de verão');
    // Cancelling keeps nothing and leaves the viewer open.
    await naming.getByRole('button', { name: 'Cancelar' }).click();
    await expect(naming).toBeHidden();
    await expect(viewer).toBeVisible();

    await viewer.getByRole('button', { name: 'Guardar nos destaques' }).click();
    await name.fill('Verão');
    // Keys typed in the name stay there: the viewer behind does not change story.
    await name.press('ArrowLeft');
    await name.press('End');
    await name.pressSequentially(' 2026');
    await naming.getByRole('button', { name: 'Salvar' }).click();
    await expect(naming).toBeHidden();
    await expect(viewer.getByText('Guardada nos destaques')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.goto('/profile');
    const highlights = page.getByRole('region', { name: 'Destaques' });
    await expect(highlights.getByRole('button', { name: 'Ver destaque Verão 2026' })).toBeVisible();
  });

  test('a highlight of the member’s own is created and renamed from the keyboard menu', async ({ page }) => {
    await signupAndEnter(page);
    await page.goto('/profile');
    const highlights = page.getByRole('region', { name: 'Destaques' });
    await highlights.getByRole('button', { name: 'Novo destaque' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo destaque' });
    await dialog.getByRole('tab', { name: 'Escolher imagem ou vídeo' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(await storyPng('#0ea5e9'));
    await dialog.getByLabel('Nome do destaque').fill('Viagens');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Destaque criado');

    const menu = highlights.getByRole('button', { name: 'Opções do destaque Viagens' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Renomear' }).click();
    const rename = page.getByRole('dialog', { name: 'Renomear destaque' });
    await rename.getByLabel('Nome do destaque').fill('Férias');
    await rename.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Destaque renomeado');
    await expect(highlights.getByTestId('highlight-title')).toHaveText(['Férias']);
  });

  test('on a phone a highlight is named when it is made, and a long press renames only an uploaded one', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
    });
    const page = settleOnLoad(await context.newPage());
    await signupAndEnter(page);
    await apiStory(page.request, 'Show');
    await page.goto('/profile');
    const highlights = page.getByRole('region', { name: 'Destaques' });

    // Keeping a story asks for the name, offering the story's own.
    await highlights.getByRole('button', { name: 'Novo destaque' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo destaque' });
    await dialog.getByRole('button', { name: 'Guardar nos destaques: Show' }).click();
    const name = dialog.getByLabel('Nome do destaque');
    await expect(name).toHaveValue('Show');
    await name.fill('Melhores shows');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Guardada nos destaques');
    await expect(dialog).toBeHidden();
    const kept = highlights.getByRole('button', { name: 'Ver destaque Melhores shows' });
    await expect(kept).toBeVisible();

    // A long press on it says the refusal instead of opening a rename it cannot save.
    await kept.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await expectToast(page, 'Ação não permitida', 'Não é possível editar o nome de uma história.');
    await expect(page.getByRole('dialog', { name: 'Renomear destaque' })).toHaveCount(0);
    await kept.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true });

    // An uploaded highlight is renamed by a long press, and the new name shows.
    await highlights.getByRole('button', { name: 'Novo destaque' }).click();
    await dialog.getByRole('tab', { name: 'Escolher imagem ou vídeo' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(await storyPng('#0ea5e9'));
    await dialog.getByLabel('Nome do destaque').fill('Viagens');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Destaque criado');
    const own = highlights.getByRole('button', { name: 'Ver destaque Viagens' });
    await own.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    const rename = page.getByRole('dialog', { name: 'Renomear destaque' });
    await rename.getByLabel('Nome do destaque').fill('Férias');
    await rename.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Destaque renomeado');
    await expect(highlights.getByTestId('highlight-title')).toHaveText(['Férias', 'Melhores shows']);
    await context.close();
  });
});
