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
import { heldAmong } from '../content/held-content';
import { withoutWithdrawn } from '../content/live-brands';
import { withoutBlocked } from '../content/visibility';
import { managedBy } from '../content/publisher';
import { commentRights } from '../content/comment-rights';
import { changeReplyControl, mustOfferControlAs, replyControlOf } from '../content/reply-controls';
import { DEFAULT_REPLY_CONTROL, type ReplyControl } from '../../../shared/reply-rules';
import { processedVideos } from '../content/processed-videos';
import { checkProductTags, writeProductTags } from '../content/product-tags';
import { readProductTags } from '../content/product-tag-views';
import type { ProductTag, ProductTagInput } from '../../../shared/product-tags';
import * as q from './videos.queries';
import { sendNotice } from '../notifications/notifications.service';
import type { ReadCache } from '../../platform/read-cache';
import { ptBR } from '../../../shared/i18n/pt-BR';

export interface VideosDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  storage: Storage;
  jobs: MediaJobs;
  cache: ReadCache;
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

function toVideo(
  storage: Storage,
  row: q.VideoRow,
  viewerId: string,
  viewer: { canManage: boolean; canComment: boolean },
  productTags: ProductTag[] = [],
): LongVideo {
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
    canManage: viewer.canManage,
    replyControl: replyControlOf(row),
    canComment: viewer.canComment,
    productTags,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Long videos by id, in the order given, as `viewerId` sees them (a suspended brand's are left out). */
export async function loadVideos(
  deps: Pick<VideosDeps, 'db' | 'storage'>,
  viewerId: string,
  ids: string[],
  /** 'item' for a video's own page: its author still opens it once removed (content/held-content.ts). */
  mode: 'list' | 'item' = 'list',
): Promise<LongVideo[]> {
  if (ids.length === 0) return [];
  const live = await withoutBlocked(
    deps.db,
    viewerId,
    await withoutWithdrawn(deps.db, viewerId, await q.videoRowsByIds(deps.db, ids)),
  );
  const { rows, moderationOf } = await heldAmong(deps.db, 'video', viewerId, live, { mode });
  const manages = await managedBy(deps.db, viewerId, rows);
  const mayComment = await commentRights(deps.db, viewerId, rows, manages);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const tags = await readProductTags(deps.db, deps.storage, 'video', [...byId.keys()]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const viewer = row && { canManage: manages(row), canComment: mayComment(row) };
    return row && viewer
      ? [{ ...toVideo(deps.storage, row, viewerId, viewer, tags.get(id)), moderation: moderationOf(row) }]
      : [];
  });
}

/** A long video the viewer may see (content/processed-videos.ts). */
export const mustFindVisible = (db: Kysely<Database>, viewerId: string, id: string) =>
  processed.mustFindVisible(db, viewerId, id);

/**
 * Ready videos are everyone's to watch (a private account's, its approved followers'); one still
 * processing (or failed) only its author's.
 */
async function mustLoad(deps: VideosDeps, viewerId: string, id: string): Promise<LongVideo> {
  await processed.mustFindVisible(deps.db, viewerId, id);
  const [video] = await loadVideos(deps, viewerId, [id], 'item');
  if (!video) throw new AppError(404, 'not_found');
  return video;
}

/** Saves a long video as 'processing' after a quick probe (playable, at most 60 min) and queues its encoding. */
export async function createVideo(
  deps: VideosDeps,
  memberId: string,
  upload: ReceivedUpload,
  input: {
    title: string;
    description: string;
    asBrandId?: string | undefined;
    replyControl?: ReplyControl;
    productTags?: ProductTagInput[];
  },
): Promise<LongVideo> {
  mustOfferControlAs(input.asBrandId, input.replyControl);
  const id = await processed.accept(deps, memberId, upload, input.asBrandId, (id, now, publisher) =>
    deps.db.transaction().execute(async (trx) => {
      await q.insertVideo(trx, {
        id,
        ...publisher,
        title: input.title,
        description: input.description,
        reply_control: input.replyControl ?? DEFAULT_REPLY_CONTROL,
        status: 'processing',
        error: null,
        media: null,
        created_at: now,
        updated_at: now,
      });
      const productTags = await checkProductTags(trx, publisher, input.productTags ?? [], { image: false });
      await writeProductTags(trx, { kind: 'video', id }, productTags, now);
    }),
  );
  return mustLoad(deps, memberId, id);
}

export const videoJobHandler = (deps: VideosDeps) =>
  processed.handler(deps, undefined, (userId, reason) =>
    sendNotice(deps, { userId, type: 'media', text: ptBR.videoMedia.videoFailedNotice(reason) }),
  );

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

/** Its manager changes who may comment on a long video. */
export async function setReplyControl(deps: VideosDeps, memberId: string, id: string, control: ReplyControl) {
  const at = deps.clock.now();
  await changeReplyControl(
    deps.db,
    memberId,
    control,
    (trx) => processed.mustFindVisible(trx, memberId, id),
    (trx) => q.setReplyControl(trx, id, control, at),
  );
  return { replyControl: control, canComment: true };
}

export const deleteVideo = (deps: VideosDeps, memberId: string, id: string) => processed.remove(deps, memberId, id);
