import type { Kysely } from 'kysely';
import {
  FEATURED_DEMO_COUNT,
  FEATURED_OWN_MAX,
  LONG_VIDEO_MAX_DURATION_MS,
  type LongVideo,
} from '../../../shared/videos';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import type { MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import { decodeKeyset, loadPageOf } from '../../platform/pagination';
import type { Storage } from '../../platform/storage';
import { toAuthor } from '../content/authors';
import { withoutWithdrawn } from '../content/live-brands';
import { managedBy } from '../content/publisher';
import { processedVideos } from '../content/processed-videos';
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
const processed = processedVideos({
  table: 'long_videos',
  job: VIDEO_JOB,
  idPrefix: 'long_video',
  filePrefix: 'videos',
  limits: VIDEO_LIMITS,
  audit: { kind: 'video', text: 'title' },
});

function toVideo(storage: Storage, row: q.VideoRow, viewerId: string, canManage: boolean): LongVideo {
  const media = row.status === 'ready' ? parseStoredMedia(row.media) : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: toAuthor(row),
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    media: media ? toMediaView(storage, media) : null,
    durationMs: media?.video?.durationMs ?? null,
    isMine: row.author_user_id === viewerId,
    canManage,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Long videos by id, in the order given, as `viewerId` sees them (a suspended brand's are left out). */
export async function loadVideos(
  deps: Pick<VideosDeps, 'db' | 'storage'>,
  viewerId: string,
  ids: string[],
): Promise<LongVideo[]> {
  if (ids.length === 0) return [];
  const rows = await withoutWithdrawn(deps.db, viewerId, await q.videoRowsByIds(deps.db, ids));
  const manages = await managedBy(deps.db, viewerId, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVideo(deps.storage, row, viewerId, manages(row))] : [];
  });
}

/**
 * Ready videos are everyone's to watch (a private account's, its approved followers'); one still
 * processing (or failed) only its author's.
 */
async function mustLoad(deps: VideosDeps, viewerId: string, id: string): Promise<LongVideo> {
  await processed.mustFindVisible(deps.db, viewerId, id);
  const [video] = await loadVideos(deps, viewerId, [id]);
  if (!video) throw new AppError(404, 'not_found');
  return video;
}

/** Saves a long video as 'processing' after a quick probe (playable, at most 60 min) and queues its encoding. */
export async function createVideo(
  deps: VideosDeps,
  memberId: string,
  upload: ReceivedUpload,
  input: { title: string; description: string; asBrandId?: string | undefined },
): Promise<LongVideo> {
  const id = await processed.accept(deps, memberId, upload, input.asBrandId, (id, now, publisher) =>
    q.insertVideo(deps.db, {
      id,
      ...publisher,
      title: input.title,
      description: input.description,
      status: 'processing',
      error: null,
      media: null,
      created_at: now,
      updated_at: now,
    }),
  );
  return mustLoad(deps, memberId, id);
}

export const videoJobHandler = (deps: VideosDeps) => processed.handler(deps);

export const resumeProcessing = (deps: VideosDeps) => processed.resume(deps);

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
  const { items, nextCursor } = await loadPageOf(rows, page.limit, (ids) => loadVideos(deps, memberId, ids));
  return { videos: items, nextCursor };
}

export const deleteVideo = (deps: VideosDeps, memberId: string, id: string) => processed.remove(deps, memberId, id);
