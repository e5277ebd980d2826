import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Reel, ReelComment } from '../../../shared/reels';
import { isBlankComment, REEL_MAX_DURATION_MS } from '../../../shared/reels';
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
import { decodeKeyset, encodeKeyset, newestFirst, pageOf } from './keyset';
import { canComment, canViewPostsOf } from '../settings/privacy.service';
import * as q from './reels.queries';
import type { ReadCache } from '../../platform/read-cache';
import { cacheTags } from '../../platform/cache-tags';

export { decodeKeyset, encodeKeyset, newestFirst, pageOf };

export interface ReelsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  storage: Storage;
  jobs: MediaJobs;
  cache: ReadCache;
}

export interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** The job kind, and the folder of waiting sources. */
export const REEL_JOB = 'reel';
export const REEL_LIMITS = { maxDurationMs: REEL_MAX_DURATION_MS };

function toReel(storage: Pick<Storage, 'url'>, row: q.ReelRow, viewerId: string | null, marks: Set<string>): Reel {
  const media = parseStoredMedia(row.media);
  const author: Reel['author'] = row.brand_id
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
    author,
    description: row.description,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    media: media && row.status === 'ready' ? toMediaView(storage, media) : null,
    stats: { likes: row.likes_count, comments: row.comments_count, shares: row.shares_count },
    likedByMe: marks.has(`like:${row.id}`),
    sharedByMe: marks.has(`share:${row.id}`),
    isMine: viewerId !== null && row.author_user_id === viewerId,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Reels by id, in the order given, as `viewerId` sees them: two queries for any number. */
export async function loadReels(
  deps: { db: Kysely<Database>; storage: Pick<Storage, 'url'> },
  viewerId: string | null,
  ids: string[],
): Promise<Reel[]> {
  if (ids.length === 0) return [];
  const rows = await q.reelRowsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const marks = viewerId
    ? new Set((await q.viewerMarks(deps.db, viewerId, ids)).map((m) => `${m.kind}:${m.reel_id}`))
    : new Set<string>();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toReel(deps.storage, row, viewerId, marks)] : [];
  });
}

/**
 * A reel the viewer may see: a ready one (a private account's for its approved followers only),
 * or one of their own in any state.
 */
async function mustFindVisible(db: Kysely<Database>, viewerId: string, id: string) {
  const reel = await q.findReel(db, id);
  if (!reel || (reel.status !== 'ready' && reel.author_user_id !== viewerId)) throw new AppError(404, 'not_found');
  if (reel.author_user_id && !(await canViewPostsOf(db, viewerId, reel.author_user_id)))
    throw new AppError(403, 'private_account');
  return reel;
}

async function mustLoad(deps: ReelsDeps, viewerId: string, id: string): Promise<Reel> {
  await mustFindVisible(deps.db, viewerId, id);
  const [reel] = await loadReels(deps, viewerId, [id]);
  if (!reel) throw new AppError(404, 'not_found');
  return reel;
}

/**
 * Accepts an uploaded video as a new reel: a quick probe refuses what cannot play or runs past
 * 90 s, then the reel is saved as 'processing' and its encoding is queued; the request answers at once.
 */
export async function createReel(
  deps: ReelsDeps,
  memberId: string,
  upload: ReceivedUpload,
  description: string,
): Promise<Reel> {
  await checkUploadedVideo(upload.file, REEL_LIMITS);
  const now = deps.clock.now();
  const id = newId('reel', now);
  await keepSource(deps.jobs, REEL_JOB, id, upload.file);
  try {
    await q.insertReel(deps.db, {
      id,
      author_user_id: memberId,
      brand_id: null,
      description,
      status: 'processing',
      error: null,
      media: null,
      likes_count: 0,
      comments_count: 0,
      shares_count: 0,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    await dropSource(deps.jobs, REEL_JOB, id);
    throw err;
  }
  deps.jobs.enqueue(REEL_JOB, id, { owner: memberId });
  return mustLoad(deps, memberId, id);
}

/** The queued work of one reel (see platform/media/jobs.ts). */
export function reelJob(deps: ReelsDeps) {
  return videoJob({ storage: deps.storage, jobs: deps.jobs }, REEL_JOB, {
    prefix: 'reels',
    limits: REEL_LIMITS,
    items: {
      pending: async (id) => {
        const reel = await q.findReel(deps.db, id);
        return reel?.status === 'processing';
      },
      complete: async (id, media) => {
        const ready = await q.markReady(deps.db, id, JSON.stringify(media), deps.clock.now());
        deps.cache.invalidate(cacheTags.anyMedia);
        return ready;
      },
      fail: async (id, message) => {
        await q.markFailed(deps.db, id, message, deps.clock.now());
      },
    },
  });
}

/** Queues again the reels a stopped server left 'processing'. */
export async function resumeProcessing(deps: ReelsDeps): Promise<number> {
  const rows = await q.processingIds(deps.db, 1000);
  for (const row of rows) deps.jobs.enqueue(REEL_JOB, row.id);
  return rows.length;
}

/**
 * The endless list: ready reels newest first, with the viewer's own unfinished ones (processing
 * or failed) in their place, so a reel just uploaded comes first for its author. Two index range
 * scans merged on the same (created_at, id) key.
 */
export async function listReels(deps: ReelsDeps, viewerId: string, page: Page) {
  const key = decodeKeyset(page.cursor);
  const [ready, own] = await Promise.all([
    q.readyPage(deps.db, viewerId, key, page.limit + 1),
    q.ownPendingPage(deps.db, viewerId, key, page.limit + 1),
  ]);
  const merged = [...ready, ...own].sort(newestFirst);
  const { rows, nextCursor } = pageOf(merged, page.limit);
  return {
    reels: await loadReels(
      deps,
      viewerId,
      rows.map((r) => r.id),
    ),
    nextCursor,
  };
}

export function getReel(deps: ReelsDeps, viewerId: string, id: string): Promise<Reel> {
  return mustLoad(deps, viewerId, id);
}

/** Only its author deletes a reel; its files (or its waiting source) go with it. */
export async function deleteReel(deps: ReelsDeps, memberId: string, id: string): Promise<void> {
  const reel = await q.findReel(deps.db, id);
  if (!reel) throw new AppError(404, 'not_found');
  if (reel.author_user_id !== memberId) throw new AppError(403, 'forbidden');
  await q.deleteReel(deps.db, id);
  await removeMedia(deps.storage, parseStoredMedia(reel.media));
  // A running job finds the row gone and removes what it made.
  if (reel.status !== 'processing') await dropSource(deps.jobs, REEL_JOB, id);
}

/** Likes, shares and comments apply to ready reels the viewer may see. */
async function mustFindReady(db: Kysely<Database>, viewerId: string, id: string) {
  const reel = await mustFindVisible(db, viewerId, id);
  if (reel.status !== 'ready') throw new AppError(404, 'not_found');
  return reel;
}

export async function setLike(deps: ReelsDeps, memberId: string, id: string, liked: boolean) {
  const likes = await deps.db.transaction().execute(async (trx) => {
    await mustFindReady(trx, memberId, id);
    if (liked && (await q.addMark(trx, 'reel_likes', id, memberId, deps.clock.now())))
      await q.bumpCounter(trx, id, 'likes_count', 1);
    else if (!liked && (await q.removeMark(trx, 'reel_likes', id, memberId)))
      await q.bumpCounter(trx, id, 'likes_count', -1);
    return q.readCounter(trx, id, 'likes_count');
  });
  return { liked, likes };
}

/** A share counts once per member, like a post's. */
export async function share(deps: ReelsDeps, memberId: string, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    await mustFindReady(trx, memberId, id);
    const firstShare = await q.addMark(trx, 'reel_shares', id, memberId, deps.clock.now());
    if (firstShare) await q.bumpCounter(trx, id, 'shares_count', 1);
    return { shared: true as const, firstShare, shares: await q.readCounter(trx, id, 'shares_count') };
  });
}

function toComment(row: q.ReelCommentRow): ReelComment {
  const author: ReelComment['author'] = row.brand_id
    ? { kind: 'brand', id: row.brand_id, name: row.brand_name ?? '', avatarUrl: row.logo_url ?? '' }
    : {
        kind: 'member',
        id: row.user_id ?? '',
        name: row.user_name ?? '',
        avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.user_name ?? '?'),
      };
  return { id: row.id, reelId: row.reel_id, text: row.text, author, createdAt: new Date(row.created_at).toISOString() };
}

export async function addComment(deps: ReelsDeps, memberId: string, reelId: string, rawText: string) {
  if (isBlankComment(rawText)) throw new AppError(400, 'empty_comment', ptBR.reels.commentEmpty);
  const text = rawText.trim();
  const now = deps.clock.now();
  const id = newId('rcm', now);
  const comments = await deps.db.transaction().execute(async (trx) => {
    const reel = await mustFindReady(trx, memberId, reelId);
    // The author's comment policy (everyone, followers, nobody) holds for reels as for posts.
    if (reel.author_user_id && !(await canComment(trx, memberId, reel.author_user_id)))
      throw new AppError(403, 'comments_closed');
    await q.insertComment(trx, { id, reel_id: reelId, user_id: memberId, brand_id: null, text, created_at: now });
    await q.bumpCounter(trx, reelId, 'comments_count', 1);
    return q.readCounter(trx, reelId, 'comments_count');
  });
  const row = await q.commentById(deps.db, id);
  return { comment: toComment(row!), comments };
}

export async function listComments(deps: ReelsDeps, viewerId: string, reelId: string, page: Page) {
  await mustFindVisible(deps.db, viewerId, reelId);
  const rows = await q.commentRows(deps.db, reelId, decodeKeyset(page.cursor), page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > page.limit && last ? encodeKeyset({ createdAt: last.created_at, id: last.id }) : null;
  return { comments: items.map(toComment), nextCursor };
}

/** For callers without a Storage at hand: the local storage's /media/ URLs. */
const mediaPaths: Pick<Storage, 'url'> = { url: (key) => `/media/${key}` };

/**
 * The ready reels with the most likes, of brands and public accounts, without viewer marks: Explore's
 * '6 top reels by likes'. `storage` turns media keys into URLs; it defaults to /media/ paths.
 */
export async function topReelsByLikes(
  db: Kysely<Database>,
  limit: number,
  storage: Pick<Storage, 'url'> = mediaPaths,
  viewerId: string | null = null,
): Promise<Reel[]> {
  const ids = (await q.topByLikes(db, limit)).map((r) => r.id);
  return loadReels({ db, storage }, viewerId, ids);
}
