import type { Kysely } from 'kysely';
import {
  FEATURED_DEMO_COUNT,
  FEATURED_OWN_MAX,
  LONG_VIDEO_MAX_DURATION_MS,
  type LongVideo,
} from '../../../shared/videos';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import { dropSource, keepSource, videoJob, type MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia, removeMedia, toMediaView } from '../../platform/media/media';
import { checkUploadedVideo } from '../../platform/media/transcode';
import type { ReceivedUpload } from '../../platform/media/upload';
import type { Storage } from '../../platform/storage';
import { decodeKeyset, pageOf } from '../reels/reels.service';
import { canViewPostsOf } from '../settings/privacy.service';
import * as q from './videos.queries';

export interface VideosDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  storage: Storage;
  jobs: MediaJobs;
}

export const VIDEO_JOB = 'long-video';
export const VIDEO_LIMITS = { maxDurationMs: LONG_VIDEO_MAX_DURATION_MS };

function toVideo(storage: Storage, row: q.VideoRow, viewerId: string): LongVideo {
  const media = row.status === 'ready' ? parseStoredMedia(row.media) : null;
  const author: LongVideo['author'] = row.brand_id
    ? {
        kind: 'brand',
        id: row.brand_id,
        name: row.brand_name ?? '',
        avatarUrl: row.brand_logo_url ?? '',
        verified: toBool(row.brand_verified),
      }
    : {
        kind: 'member',
        id: row.author_user_id ?? '',
        name: row.author_name ?? '',
        avatarUrl: row.author_avatar_url ?? defaultAvatarUrl(row.author_name ?? '?'),
        verified: false,
      };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    media: media ? toMediaView(storage, media) : null,
    durationMs: media?.video?.durationMs ?? null,
    isMine: row.author_user_id === viewerId,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function loadVideos(deps: VideosDeps, viewerId: string, ids: string[]): Promise<LongVideo[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await q.videoRowsByIds(deps.db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVideo(deps.storage, row, viewerId)] : [];
  });
}

/**
 * Ready videos are everyone's to watch (a private account's, its approved followers'); one still
 * processing (or failed) only its author's.
 */
async function mustLoad(deps: VideosDeps, viewerId: string, id: string): Promise<LongVideo> {
  const row = await q.findVideo(deps.db, id);
  if (!row || (row.status !== 'ready' && row.author_user_id !== viewerId)) throw new AppError(404, 'not_found');
  if (row.author_user_id && !(await canViewPostsOf(deps.db, viewerId, row.author_user_id)))
    throw new AppError(403, 'private_account');
  const [video] = await loadVideos(deps, viewerId, [id]);
  if (!video) throw new AppError(404, 'not_found');
  return video;
}

/** Saves a long video as 'processing' after a quick probe (playable, at most 60 min) and queues its encoding. */
export async function createVideo(
  deps: VideosDeps,
  memberId: string,
  upload: ReceivedUpload,
  input: { title: string; description: string },
): Promise<LongVideo> {
  await checkUploadedVideo(upload.file, VIDEO_LIMITS);
  const now = deps.clock.now();
  const id = newId('long_video', now);
  await keepSource(deps.jobs, VIDEO_JOB, id, upload.file);
  try {
    await q.insertVideo(deps.db, {
      id,
      author_user_id: memberId,
      brand_id: null,
      title: input.title,
      description: input.description,
      status: 'processing',
      error: null,
      media: null,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    await dropSource(deps.jobs, VIDEO_JOB, id);
    throw err;
  }
  deps.jobs.enqueue(VIDEO_JOB, id, { owner: memberId });
  return mustLoad(deps, memberId, id);
}

export function videoJobHandler(deps: VideosDeps) {
  return videoJob({ storage: deps.storage, jobs: deps.jobs }, VIDEO_JOB, {
    prefix: 'videos',
    limits: VIDEO_LIMITS,
    items: {
      pending: async (id) => {
        const row = await q.findVideo(deps.db, id);
        return row?.status === 'processing';
      },
      complete: (id, media) => q.markReady(deps.db, id, JSON.stringify(media), deps.clock.now()),
      fail: async (id, message) => {
        await q.markFailed(deps.db, id, message, deps.clock.now());
      },
    },
  });
}

export async function resumeProcessing(deps: VideosDeps): Promise<number> {
  const rows = await q.processingIds(deps.db, 1000);
  for (const row of rows) deps.jobs.enqueue(VIDEO_JOB, row.id);
  return rows.length;
}

export function getVideo(deps: VideosDeps, viewerId: string, id: string): Promise<LongVideo> {
  return mustLoad(deps, viewerId, id);
}

/** The right panel: the member's newest videos (any state, so an upload shows at once), then 3 demo ones. */
export async function featured(deps: VideosDeps, memberId: string): Promise<LongVideo[]> {
  const [own, demo] = await Promise.all([
    q.ownPage(deps.db, memberId, undefined, FEATURED_OWN_MAX),
    q.brandVideoIds(deps.db, FEATURED_DEMO_COUNT),
  ]);
  return loadVideos(deps, memberId, [...own.map((r) => r.id), ...demo.map((r) => r.id)]);
}

export async function listOwn(
  deps: VideosDeps,
  memberId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  const rows = await q.ownPage(deps.db, memberId, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit);
  return {
    videos: await loadVideos(
      deps,
      memberId,
      items.map((r) => r.id),
    ),
    nextCursor,
  };
}

export async function deleteVideo(deps: VideosDeps, memberId: string, id: string): Promise<void> {
  const row = await q.findVideo(deps.db, id);
  if (!row) throw new AppError(404, 'not_found');
  if (row.author_user_id !== memberId) throw new AppError(403, 'forbidden');
  await q.deleteVideo(deps.db, id);
  await removeMedia(deps.storage, parseStoredMedia(row.media));
  if (row.status !== 'processing') await dropSource(deps.jobs, VIDEO_JOB, id);
}
