import type { Kysely } from 'kysely';
import type { Reel } from '../../../shared/reels';
import { REEL_MAX_DURATION_MS } from '../../../shared/reels';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import type { MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import { decodeKeyset, loadPageOf, newestFirst } from '../../platform/pagination';
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
import * as q from './reels.queries';
import * as tags from '../tags/tags.service';
import type { ReadCache } from '../../platform/read-cache';
import { cacheTags } from '../../platform/cache-tags';
import { sendNotice } from '../notifications/notifications.service';
import { ptBR } from '../../../shared/i18n/pt-BR';

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
const processed = processedVideos({
  table: 'reels',
  job: REEL_JOB,
  idPrefix: 'reel',
  filePrefix: 'reels',
  limits: REEL_LIMITS,
  audit: { kind: 'reel', text: 'description' },
});

function toReel(
  storage: Pick<Storage, 'url'>,
  row: q.ReelRow,
  viewerId: string | null,
  marks: Set<string>,
  viewer: { canManage: boolean; canComment: boolean },
  productTags: ProductTag[] = [],
): Reel {
  const media = parseStoredMedia(row.media);
  return {
    id: row.id,
    author: toAuthor(row),
    description: row.description,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    media: media && row.status === 'ready' ? toMediaView(storage, media) : null,
    stats: { likes: row.likes_count, comments: row.comments_count, shares: row.shares_count },
    likedByMe: marks.has(`like:${row.id}`),
    sharedByMe: marks.has(`share:${row.id}`),
    isMine: viewerId !== null && row.author_user_id === viewerId,
    canManage: viewer.canManage,
    replyControl: replyControlOf(row),
    canComment: viewer.canComment,
    productTags,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Reels by id, in the order given, as `viewerId` sees them: two queries for any number (and one for
 * the viewer's roles when some are a brand's). A suspended brand's are left out (content/live-brands.ts).
 */
export async function loadReels(
  deps: { db: Kysely<Database>; storage: Pick<Storage, 'url'> },
  viewerId: string | null,
  ids: string[],
  /** 'item' for a reel's own page: its author still opens it once removed (content/held-content.ts). */
  mode: 'list' | 'item' = 'list',
): Promise<Reel[]> {
  if (ids.length === 0) return [];
  const live = await withoutBlocked(
    deps.db,
    viewerId,
    await withoutWithdrawn(deps.db, viewerId, await q.reelRowsByIds(deps.db, ids)),
  );
  const { rows, moderationOf } = await heldAmong(deps.db, 'reel', viewerId, live, { mode });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [marks, manages] = await Promise.all([
    viewerId ? q.viewerMarks(deps.db, viewerId, ids) : new Set<string>(),
    managedBy(deps.db, viewerId, rows),
  ]);
  const mayComment = await commentRights(deps.db, viewerId, rows, manages);
  const tags = await readProductTags(deps.db, deps.storage, 'reel', [...byId.keys()]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const viewer = row && { canManage: manages(row), canComment: mayComment(row) };
    return row && viewer
      ? [{ ...toReel(deps.storage, row, viewerId, marks, viewer, tags.get(id)), moderation: moderationOf(row) }]
      : [];
  });
}

/** A reel the viewer may see (content/processed-videos.ts). */
export const mustFindVisible = (db: Kysely<Database>, viewerId: string, id: string) =>
  processed.mustFindVisible(db, viewerId, id);

async function mustLoad(deps: ReelsDeps, viewerId: string, id: string): Promise<Reel> {
  await mustFindVisible(deps.db, viewerId, id);
  const [reel] = await loadReels(deps, viewerId, [id], 'item');
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
  input: {
    description: string;
    asBrandId?: string | undefined;
    replyControl?: ReplyControl;
    productTags?: ProductTagInput[];
  },
): Promise<Reel> {
  const { description } = input;
  mustOfferControlAs(input.asBrandId, input.replyControl);
  const id = await processed.accept(deps, memberId, upload, input.asBrandId, (id, now, publisher) =>
    deps.db.transaction().execute(async (trx) => {
      await q.insertReel(trx, {
        id,
        ...publisher,
        description,
        reply_control: input.replyControl ?? DEFAULT_REPLY_CONTROL,
        status: 'processing',
        error: null,
        media: null,
        likes_count: 0,
        comments_count: 0,
        shares_count: 0,
        created_at: now,
        updated_at: now,
      });
      await tags.recordTags(trx, { reelId: id }, description, now);
      const productTags = await checkProductTags(trx, publisher, input.productTags ?? [], { image: false });
      await writeProductTags(trx, { kind: 'reel', id }, productTags, now);
    }),
  );
  return mustLoad(deps, memberId, id);
}

/** The queued work of one reel; Explore shows ready reels, so its cached answers go when one is. */
export const reelJob = (deps: ReelsDeps) =>
  processed.handler(
    deps,
    () => deps.cache.invalidate(cacheTags.anyMedia),
    // The author learns of it wherever they are, not only on the reel's page.
    (userId, reason) => sendNotice(deps, { userId, type: 'media', text: ptBR.videoMedia.reelFailedNotice(reason) }),
  );

/** Queues again the reels a stopped server left 'processing'. */
export const resumeProcessing = (deps: ReelsDeps) => processed.resume(deps);

/**
 * The endless list: ready reels newest first, with the viewer's own unfinished ones (processing
 * or failed) in their place, so a reel just uploaded comes first for its author. Two index range
 * scans merged on the same (created_at, id) key.
 */
export async function listReels(deps: ReelsDeps, viewerId: string, page: Page) {
  const key = decodeKeyset(page.cursor);
  const [ready, own, forBrands] = await Promise.all([
    q.readyPage(deps.db, viewerId, key, page.limit + 1),
    q.pendingPageBy(deps.db, 'author_user_id', viewerId, key, page.limit + 1),
    q.pendingPageBy(deps.db, 'published_by', viewerId, key, page.limit + 1),
  ]);
  const merged = [...ready, ...own, ...forBrands].sort(newestFirst);
  const { items, nextCursor } = await loadPageOf(merged, page.limit, (ids) => loadReels(deps, viewerId, ids));
  return { reels: items, nextCursor };
}

export function getReel(deps: ReelsDeps, viewerId: string, id: string): Promise<Reel> {
  return mustLoad(deps, viewerId, id);
}

/** Its manager changes who may comment on a reel. */
export async function setReplyControl(deps: ReelsDeps, memberId: string, id: string, control: ReplyControl) {
  const at = deps.clock.now();
  await changeReplyControl(
    deps.db,
    memberId,
    control,
    (trx) => mustFindVisible(trx, memberId, id),
    (trx) => q.setReplyControl(trx, id, control, at),
  );
  return { replyControl: control, canComment: true };
}

/** Its author (a brand's editors and owners) deletes a reel; its files (or its waiting source) go with it. */
export const deleteReel = (deps: ReelsDeps, memberId: string, id: string) => processed.remove(deps, memberId, id);

/** Likes, shares and comments apply to ready reels the viewer may see. */
export async function mustFindReady(db: Kysely<Database>, viewerId: string, id: string) {
  const reel = await mustFindVisible(db, viewerId, id);
  if (reel.status !== 'ready') throw new AppError(404, 'not_found');
  return reel;
}

export async function setLike(deps: ReelsDeps, memberId: string, id: string, liked: boolean) {
  const likes = await deps.db.transaction().execute(async (trx) => {
    await mustFindReady(trx, memberId, id);
    const mark = { table: 'reel_likes', counter: 'likes_count', on: liked } as const;
    return (await q.toggleMark(trx, mark, id, memberId, deps.clock.now())).count;
  });
  return { liked, likes };
}

/** A share counts once per member, like a post's. */
export async function share(deps: ReelsDeps, memberId: string, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    await mustFindReady(trx, memberId, id);
    const mark = { table: 'reel_shares', counter: 'shares_count', on: true } as const;
    const { changed, count } = await q.toggleMark(trx, mark, id, memberId, deps.clock.now());
    return { shared: true as const, firstShare: changed, shares: count };
  });
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
  hideMinorsAt: number | null = null,
): Promise<Reel[]> {
  const ids = (await q.topByLikes(db, limit, hideMinorsAt)).map((r) => r.id);
  return loadReels({ db, storage }, viewerId, ids);
}
