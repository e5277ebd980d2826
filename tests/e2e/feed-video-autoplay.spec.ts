import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { reelClip } from './clips';
import { createPost, postCard, tag } from './feed-utils';
import { expect, signupAndEnter, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const state = (video: Locator) => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted }));

test('a feed video plays muted while in view, pauses out of view, and answers taps and the sound button', async ({
  page,
}) => {
  test.slow();
  const content = `Vídeo no feed ${tag()}`;
  await signupAndEnter(page);
  await createPost(page, content, { name: 'clipe.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(reelClip()) });
  const card = postCard(page, content);
  const video = card.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).not.toHaveAttribute('controls');

  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => state(video)).toEqual({ paused: false, muted: true });

  // Sound is a labelled button away.
  await card.getByRole('button', { name: 'Ativar som do vídeo' }).click();
  await expect.poll(() => state(video)).toEqual({ paused: false, muted: false });
  await card.getByRole('button', { name: 'Desativar som do vídeo' }).click();
  await expect.poll(async () => (await state(video)).muted).toBe(true);

  // A tap pauses it and another plays it again.
  await card.getByRole('button', { name: 'Pausar vídeo' }).click();
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await card.getByRole('button', { name: 'Reproduzir vídeo' }).click();
  await expect.poll(async () => (await state(video)).paused).toBe(false);

  // Out of view it pauses; back in view it plays.
  await page.evaluate(() => window.scrollBy(0, 2000));
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await state(video)).paused).toBe(false);
});

/**
 * Resolves once the page's own visibility watcher has had its turn on this element: observers are told in
 * the order they were made, in one task, so a later one hears of the element after the page's did.
 */
async function seenOnScreenByThePage(element: Locator) {
  await element.evaluate(
    (el, threshold) =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) return;
            io.disconnect();
            setTimeout(resolve, 0);
          },
          { threshold },
        );
        io.observe(el);
      }),
    0.6,
  );
}

test('a member who prefers less motion gets no autoplay', async ({ page }) => {
  const content = `Sem movimento ${tag()}`;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signupAndEnter(page);
  await createPost(page, content, { name: 'clipe.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(reelClip()) });
  const card = postCard(page, content);
  const video = card.locator('video');
  await video.scrollIntoViewIfNeeded();
  // Ready to play (its metadata is in), and still not started a moment later.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await seenOnScreenByThePage(video);
  expect(await state(video)).toEqual({ paused: true, muted: true });
  await card.getByRole('button', { name: 'Reproduzir vídeo' }).click();
  await expect.poll(async () => (await state(video)).paused).toBe(false);
});
