import fs from 'node:fs';
import type { Selectable } from 'kysely';
import { newId } from '../../../src/server/platform/ids';
import { cacheTags } from '../../../src/server/platform/cache-tags';
import type { Database } from '../../../src/server/db/schema';
import { h264Clip } from '../../../src/server/testing/fixtures/clips';
import type { TestApp } from '../../../src/server/testing/harness';
import { ptBR } from '../../../src/shared/i18n/pt-BR';
import { multipart, send, type Actor } from '../support';
import type { CaseContext } from './types';

/*
 * Reels and long videos in the state a probe needs. The first of each kind in a suite is uploaded and
 * processed as members do; the others are copies of its row, each with its own id, publisher, text
 * and time. A probe asks who may reach an item, not how it was encoded: the upload routes have
 * probes of their own, and the pipeline its suites (media-limits, uploads, the features' API tests).
 * Each upload costs ffmpeg and image work, about a second; the matrix needs some forty items.
 */

export type MediaPath = 'reels' | 'videos';
type Row = Selectable<Database['reels']> | Selectable<Database['long_videos']>;

const tableOf = { reels: 'reels', videos: 'long_videos' } as const;
const firsts = new WeakMap<TestApp, Map<MediaPath, Promise<Row>>>();

/** Who publishes: a member as themselves, or a team member as the brand ('Publicar como'). */
export type Publisher = { member: Actor } | { brandId: string; by: Actor };

async function uploaded(t: TestApp, path: MediaPath, by: Actor): Promise<Row> {
  const fields: Record<string, string> = path === 'reels' ? { description: 'Primeiro reel' } : { title: 'Primeiro' };
  const form = multipart(fields, {
    filename: 'video.mp4',
    contentType: 'video/mp4',
    data: fs.readFileSync(await h264Clip()),
  });
  const res = await send(t, by, 'POST', `/api/${path}`, form);
  if (res.statusCode !== 202) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  await t.app.mediaJobs.idle();
  const body = res.json() as { reel?: { id: string }; video?: { id: string } };
  const id = (body.reel ?? body.video)!.id;
  const row = await t.database.db.selectFrom(tableOf[path]).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.status !== 'ready') throw new Error(`the first ${path} did not process: ${row.status} ${row.error}`);
  return row;
}

/**
 * A new item of `path`'s kind by `publisher`, with `text` as its description (a reel) or title (a
 * video): ready to watch, or failed as an unplayable upload is.
 */
export async function mediaItem(
  ctx: CaseContext,
  path: MediaPath,
  publisher: Publisher,
  text: string,
  status: 'ready' | 'failed' = 'ready',
): Promise<string> {
  const { t } = ctx;
  let byPath = firsts.get(t);
  if (!byPath) firsts.set(t, (byPath = new Map()));
  let first = byPath.get(path);
  if (!first) byPath.set(path, (first = uploaded(t, path, ctx.a)));
  const row = await first;
  const now = Date.now();
  const id = newId(row.id.split('_')[0]!, now);
  const who =
    'member' in publisher
      ? { author_user_id: publisher.member.id, brand_id: null, published_by: null }
      : { author_user_id: null, brand_id: publisher.brandId, published_by: publisher.by.id };
  const state =
    status === 'ready'
      ? { status, error: null, media: row.media }
      : { status, error: ptBR.videoMedia.unplayable, media: null };
  const times = { created_at: now, updated_at: now };
  if (path === 'reels') {
    const counters = { likes_count: 0, comments_count: 0, shares_count: 0 };
    await t.database.db
      .insertInto('reels')
      .values({
        ...(row as Selectable<Database['reels']>),
        ...counters,
        ...who,
        ...state,
        ...times,
        id,
        description: text,
      })
      .execute();
  } else {
    await t.database.db
      .insertInto('long_videos')
      .values({ ...(row as Selectable<Database['long_videos']>), ...who, ...state, ...times, id, title: text })
      .execute();
  }
  // Lists of ready media are cached; the pipeline drops them when an item becomes ready.
  t.app.readCache.invalidate(cacheTags.anyMedia);
  return id;
}
