import { longClip, overAnHourClip } from './clips';
import { expect, expectToast, signupAndEnter, test } from './utils';

test('a video over 60 minutes is refused as it is chosen, with the limit, and the title stays', async ({ page }) => {
  await signupAndEnter(page);
  await page.goto('/upload-video');
  await page.getByLabel('Título').fill('Uma hora e pouco');
  await page.getByLabel('Escolher vídeo').setInputFiles(overAnHourClip());
  // The browser reads the duration before any upload (the server refuses it too: videos.api.test.ts).
  await expectToast(page, 'Ops! Algo deu errado.', 'Este vídeo é longo demais: o limite é de 60 minutos.');
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
  await expectToast(page, 'Campos obrigatórios');
  await expect(page).toHaveURL('/upload-video');
  await expect(page.getByLabel('Título')).toHaveValue('Uma hora e pouco');
});

test('a send pressed while the chosen video is still being checked waits for the check', async ({ page }) => {
  // Hold back the browser's reading of the file's duration, as a busy phone would.
  await page.addInitScript(() => {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onloadedmetadata')!;
    Object.defineProperty(HTMLElement.prototype, 'onloadedmetadata', {
      ...own,
      set(handler: ((event: Event) => void) | null) {
        own.set!.call(this, handler ? (event: Event) => setTimeout(() => handler.call(this, event), 1500) : null);
      },
    });
  });
  await signupAndEnter(page);
  await page.goto('/upload-video');
  await page.getByLabel('Título').fill('Sem pressa');
  await page.getByLabel('Escolher vídeo').setInputFiles(longClip());
  await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
  await expect(page).toHaveURL(/\/video\/long_video_/, { timeout: 30_000 });
  await expectToast(page, 'Vídeo enviado');
  await expect(page.getByText('Campos obrigatórios')).toHaveCount(0);
});

test('a long video: required fields, progress while uploading, then its page and the right panel', async ({ page }) => {
  await signupAndEnter(page);
  // The right panel's plus button leads to the upload page.
  await page.getByRole('link', { name: 'Enviar vídeo longo' }).click();
  await expect(page).toHaveURL('/upload-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Enviar Vídeo' })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
  await expectToast(page, 'Campos obrigatórios');
  await page.getByLabel('Título').fill('Minha viagem');
  await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
  await expectToast(page, 'Campos obrigatórios');

  await page.getByLabel('Descrição (opcional)').fill('Um passeio pela praia.');
  await page.getByLabel('Escolher vídeo').setInputFiles(longClip());
  // A slow connection, so the progress bar has time to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await page.getByRole('button', { name: 'Enviar vídeo', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Progresso do envio' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/video\/long_video_/, { timeout: 60_000 });
  await expectToast(page, 'Vídeo enviado');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const details = page.getByRole('article');
  await expect(details.getByRole('heading', { level: 1, name: 'Minha viagem' })).toBeVisible();
  await expect(details).toContainText('Um passeio pela praia.');
  // The spec's 'N/A' becomes the real duration once processing is done.
  await expect(details).toContainText('0:04', { timeout: 30_000 });
  await expect(details.locator('video')).toHaveCount(1);

  // The member's videos come first in the right panel, then the 3 demo ones.
  const panel = page.getByRole('region', { name: 'Vídeos em destaque' });
  const links = panel.getByRole('link', { name: /^Assistir/ });
  await expect(links).toHaveCount(4);
  await expect(links.first()).toHaveAccessibleName('Assistir “Minha viagem”');
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/video\/long_video_/);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).not.toHaveText('Minha viagem');

  // Deleting asks first, in the app's own dialog; 'Cancelar' keeps the video.
  await page.goBack();
  await expect(details.getByRole('heading', { level: 1, name: 'Minha viagem' })).toBeVisible();
  await details.getByRole('button', { name: 'Excluir vídeo' }).click();
  const ask = page.getByRole('dialog', { name: 'Excluir vídeo' });
  await expect(ask).toContainText('Excluir este vídeo? Isso não pode ser desfeito.');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await details.getByRole('button', { name: 'Excluir vídeo' }).click();
  await ask.getByRole('button', { name: 'Excluir vídeo' }).click();
  await expectToast(page, 'Vídeo excluído');
  await expect(page).toHaveURL('/upload-video');
  await expect(panel.getByRole('link', { name: 'Assistir “Minha viagem”' })).toHaveCount(0);
});
