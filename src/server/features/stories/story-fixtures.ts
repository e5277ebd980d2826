import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { processImage } from '../../platform/media/image';
import { storedImage, type StoredMedia } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { jpeg, multipart, type FilePart } from '../posts/post-fixtures';
import { createBrandStory } from './stories.service';

/** Helpers for the API tests of stories, highlights and explore. */

export async function uploadStory(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string> = {},
  file?: FilePart,
) {
  const form = multipart(
    fields,
    file ?? { filename: 'historia.jpg', contentType: 'image/jpeg', data: await jpeg(48, 64, '#ec4899') },
  );
  return app.inject({
    method: 'POST',
    url: '/api/stories',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

export async function createStory(app: FastifyInstance, cookie: string, title?: string) {
  const res = await uploadStory(app, cookie, title ? { title } : {});
  if (res.statusCode !== 201) throw new Error(`story upload failed: ${res.statusCode} ${res.body}`);
  return res.json().story as { id: string; media: { src: string }; [k: string]: unknown };
}

export async function testMedia(storage: Storage, color = '#22c55e'): Promise<StoredMedia> {
  return storedImage(await processImage(storage, await jpeg(40, 70, color), { prefix: 'test' }), 'Arte de teste');
}

export async function brandStory(
  deps: { db: Kysely<Database>; storage: Storage },
  brandId: string,
  createdAt: number,
  opts: { isPubli?: boolean; title?: string } = {},
) {
  return createBrandStory(deps, { brandId, media: await testMedia(deps.storage), createdAt, ...opts });
}

/** A post row with media (no files), at a chosen time and with chosen counters. */
export async function insertMediaPost(
  db: Kysely<Database>,
  v: {
    id: string;
    at: number;
    author?: string;
    brand?: string;
    segment?: string;
    likes?: number;
    comments?: number;
    shares?: number;
    content?: string;
  },
) {
  const media: StoredMedia = {
    kind: 'image',
    width: 10,
    height: 10,
    placeholder: '',
    renditions: [{ width: 10, height: 10, key: `test/${v.id}.webp` }],
  };
  await db
    .insertInto('posts')
    .values({
      id: v.id,
      author_user_id: v.author ?? null,
      brand_id: v.brand ?? null,
      segment_id: v.segment ?? null,
      content: v.content ?? `Post ${v.id}`,
      media_kind: 'image',
      media: JSON.stringify(media),
      is_repost: 0,
      original_post_id: null,
      original_author_name: null,
      likes_count: v.likes ?? 0,
      comments_count: v.comments ?? 0,
      shares_count: v.shares ?? 0,
      reposts_count: 0,
      bookmarks_count: 0,
      created_at: v.at,
      updated_at: v.at,
    })
    .execute();
}
