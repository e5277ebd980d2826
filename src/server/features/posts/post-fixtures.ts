import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema';

/** Helpers for the API tests of posts and the features built on them. */

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----bs${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function jpeg(width = 64, height = 48, color = '#3b82f6') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function createPost(app: FastifyInstance, cookie: string, content = 'Minha publicação', file?: FilePart) {
  const form = multipart({ content }, file ?? { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() });
  const res = await app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`createPost failed: ${res.statusCode} ${res.body}`);
  return res.json().post as { id: string; [k: string]: unknown };
}

/** Writes a post row directly (no media), for tests that need many posts at chosen times. */
export async function insertPostRow(
  db: Kysely<Database>,
  values: { id: string; at: number; author?: string; brand?: string; segment?: string; likes?: number },
) {
  await db
    .insertInto('posts')
    .values({
      id: values.id,
      author_user_id: values.author ?? null,
      brand_id: values.brand ?? null,
      segment_id: values.segment ?? null,
      content: `Post ${values.id}`,
      media_kind: null,
      media: null,
      is_repost: 0,
      original_post_id: null,
      original_author_name: null,
      likes_count: values.likes ?? 0,
      comments_count: 0,
      shares_count: 0,
      reposts_count: 0,
      bookmarks_count: 0,
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}
