import type { Locator } from '@playwright/test';
import { expect, expectToast, signupAndEnter, test } from './utils';
import { phoneClip } from './clips';
import { createPost, pngFile, postCard, tag } from './feed-utils';

test('create a post with an image and see it first in the feed', async ({ page }) => {
  test.slow();
  const first = `Minha primeira foto no BrandSocial ${tag()}`;
  const second = `Segunda, pelo menu Criar ${tag()}`;
  const member = await signupAndEnter(page, { name: 'Clara Criadora' });

  await page.getByRole('button', { name: 'Criar publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Post' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publicar' })).toBeDisabled();

  // A text file dressed as a PNG passes the browser's check by name; the server reads its bytes.
  await dialog
    .getByLabel('Escolher imagem ou vídeo')
    .setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('isto é texto') });
  await expect(dialog.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Arquivo Inválido: Por favor, selecione um arquivo de imagem ou vídeo.',
  );
  await expect(page.getByText('Por favor, selecione um arquivo de imagem ou vídeo.').last()).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover arquivo' }).click();
  await expect(dialog.getByRole('alert')).toBeHidden();

  // A file that is not an image or a video at all is refused before upload.
  await dialog
    .getByLabel('Escolher imagem ou vídeo')
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Arquivo Inválido: Por favor, selecione um arquivo de imagem ou vídeo.',
  );
  await expect(dialog.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await createPost(page, first, await pngFile('praia.png'));
  const top = page.getByRole('article').first();
  await expect(top).toContainText(first);
  await expect(top).toContainText(member.name);
  await expect(top.getByText('agora')).toBeVisible();
  const img = top.getByRole('img', { name: `Publicação de ${member.name}` });
  await expect(img).toHaveAttribute('srcset', /1080w|640w|320w|900w/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  // It stays first after a reload: the server orders it.
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText(first);

  // 'Novo Post' in the Criar menu opens the same dialog.
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Novo Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Criar Novo Post' })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByLabel('Escolher imagem ou vídeo')
    .setInputFiles(await pngFile('segunda.png', '#16a34a'));
  await page.getByRole('dialog').getByLabel('Texto da publicação').fill(second);
  // Filed under a segment, it shows on that segment's page too.
  await page.getByRole('dialog').getByLabel('Segmento (opcional)').selectOption({ label: 'Moda' });
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Post Criado');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('article').first()).toContainText(second);
  await expect(postCard(page, first)).toBeVisible();

  await page.goto('/segment/moda');
  await expect(postCard(page, second)).toBeVisible();
  await expect(postCard(page, first)).toHaveCount(0);
});

/** Loads the card's video afresh: the width of its first decoded frame (0 when only its sound decodes), or below 0. */
const decodedWidth = (video: Locator) =>
  video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.addEventListener('loadeddata', () => resolve(v.videoWidth), { once: true });
        v.querySelector('source')?.addEventListener('error', () => resolve(-1), { once: true });
        v.addEventListener('error', () => resolve(-1), { once: true });
        setTimeout(() => resolve(-2), 5000);
        v.load();
      }),
  );

test('a phone video Chromium cannot decode is published at once and plays once its copy is made', async ({ page }) => {
  const content = `Direto do celular ${tag()}`;
  await signupAndEnter(page);
  const uploaded = phoneClip();
  // The browser itself cannot play what is about to be uploaded.
  expect(await page.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="mp4v.20.9"'))).toBe(
    '',
  );
  await createPost(page, content, uploaded);
  await expect(postCard(page, content).locator('video')).toHaveCount(1);
  // The copy is made off the request; the page shows it once it reads the post again.
  await expect
    .poll(
      async () => {
        await page.reload();
        return decodedWidth(postCard(page, content).locator('video'));
      },
      { timeout: 30_000 },
    )
    .toBe(320);
  await expect(postCard(page, content).locator('video source')).toHaveAttribute('type', 'video/mp4');
});
