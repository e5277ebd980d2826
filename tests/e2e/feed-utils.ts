import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, settleOnLoad, signupAndEnter } from './utils';

let counter = 0;
/** A word no other journey (or earlier run against the same server) has put in a post. */
export function tag(): string {
  counter += 1;
  return `#${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A real PNG drawn on the spot, so the server's type check and image pipeline both run. */
export async function pngFile(name = 'foto.png', color = '#7c3aed') {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Opens 'Criar Novo Post' from the feed, picks the file and publishes; waits for 'Post Criado'. */
export async function createPost(
  page: Page,
  content: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Criar publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Post' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Escolher imagem ou vídeo').setInputFiles(file ?? (await pngFile()));
  await dialog.getByLabel('Texto da publicação').fill(content);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  // A video is probed, cleaned and given a poster before the answer: seconds on a busy machine.
  await expectToast(page, 'Post Criado', undefined, file?.mimeType.startsWith('video/') ? 20_000 : undefined);
  await expect(dialog).toBeHidden();
}

/** The post card whose text is `content`. */
export function postCard(page: Page, content: string) {
  return page.getByRole('article').filter({ hasText: content });
}

/** A second member in a browser of their own (cookies apart), signed up and on the feed. */
export async function otherMember(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = settleOnLoad(await context.newPage());
  const member = await signupAndEnter(page, { name });
  return { context, page, member };
}
