import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './utils';

/** A real picture drawn on the spot, so the server's type check and image pipeline both run. */
export async function storyPng(color = '#db2777') {
  const buffer = await sharp({ create: { width: 360, height: 640, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'historia.png', mimeType: 'image/png', buffer };
}

/** Adds a story through the API as the page's member (the page's cookies). */
export async function apiStory(request: APIRequestContext, title: string) {
  const res = await request.post('/api/stories', { multipart: { title, file: await storyPng() } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { story: { id: string } }).story.id;
}

export const storyStrip = (page: Page) => page.getByRole('region', { name: 'Histórias' });
export const storyViewer = (page: Page) => page.getByRole('dialog', { name: /^Histórias de / });
