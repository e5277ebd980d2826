import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { dropSource, keepSource, type MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia, removeMedia } from '../../platform/media/media';
import { checkUploadedVideo, type VideoLimits } from '../../platform/media/transcode';
import type { ReceivedUpload } from '../../platform/media/upload';
import { videoJob } from '../../platform/media/video-job';
import type { Storage } from '../../platform/storage';
import { heldAmong } from './held-content';
import { deleteProductTags } from './product-tags';
import { auditRemoval, isPublisherOf, mayManage, publisherFor, type ContentKind, type Publisher } from './publisher';
import { audienceOf, gatingAuthors, gatingBrands, visibleIn, withdrawnIn, type Gated } from './visibility';

type Db = Kysely<Database>;

/** The kinds whose video is encoded after the upload answers: a row goes 'processing' → 'ready' or 'failed'. */
export type ProcessedTable = 'reels' | 'long_videos';

export interface ProcessedDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: MediaJobs;
}

export interface ProcessedSpec {
  table: ProcessedTable;
  /** The job kind, and the folder of waiting sources. */
  job: string;
  /** The prefix of new ids ('reel'), and of stored files ('reels'). */
  idPrefix: string;
  filePrefix: string;
  limits: VideoLimits;
  /** What the audit log calls it when a brand's team deletes one, and the column it keeps of its text. */
  audit: { kind: Extract<ContentKind, 'reel' | 'video'>; text: 'description' | 'title' };
}

/**
 * What decides who sees a reel or long video: its author's privacy, its brand's suspension
 * (decision 023) and the blocks between the viewer and either (decision 026). They are never copies.
 */
function gatedProcessed(row: {
  author_user_id: string | null;
  brand_id: string | null;
  brand_suspended_at: number | null;
}): Gated {
  return {
    authorId: row.author_user_id,
    isRepost: false,
    originalId: null,
    originalAuthorId: null,
    originalBrandId: null,
    brandId: row.brand_id,
    suspendedBrandIds: row.brand_suspended_at !== null && row.brand_id ? [row.brand_id] : [],
  };
}

/**
 * Of these reels or long videos, the rows the viewer may see: the rule of `mustFindVisible` for many
 * at once (ready ones by their author's privacy and blocks, in one query for all authors, and any
 * they published; none an operator holds from them).
 */
export async function visibleProcessedRows(db: Db, table: ProcessedTable, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(`${table} as c` as 'reels as c')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .select([
      'c.id',
      'c.author_user_id',
      'c.brand_id',
      'c.published_by',
      'c.status',
      'b.suspended_at as brand_suspended_at',
    ])
    .where('c.id', 'in', ids)
    .execute();
  const gates = rows.map(gatedProcessed);
  const audience = await audienceOf(db, viewerId, gates.flatMap(gatingAuthors), gates.flatMap(gatingBrands));
  const seen = rows.filter(
    (r, i) => (r.status === 'ready' || isPublisherOf(viewerId, r)) && visibleIn(audience, viewerId, gates[i]!),
  );
  return (await heldAmong(db, table === 'reels' ? 'reel' : 'video', viewerId, seen, { mode: 'item' })).rows;
}

/**
 * What reels and long videos share: a quick probe before the row is saved, the source kept for the
 * queued encoding, the job that settles the row, the restart that queues again what a stopped server
 * left 'processing', and the delete that takes the files (or the waiting source) along.
 */
export function processedVideos(spec: ProcessedSpec) {
  const { table, job } = spec;

  async function markReady(db: Db, id: string, media: string, now: number): Promise<boolean> {
    const res = await db
      .updateTable(table)
      .set({ status: 'ready', media, error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Marks it failed; false when it was no longer processing (deleted, or settled by another worker). */
  async function markFailed(db: Db, id: string, error: string, now: number): Promise<boolean> {
    const res = await db
      .updateTable(table)
      .set({ status: 'failed', error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Items left half-done by a stopped server, oldest first. */
  function processingIds(db: Db, limit: number) {
    return db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'processing')
      .orderBy('created_at', 'asc')
      .limit(limit)
      .execute();
  }

  function findRow(db: Db, id: string) {
    return db
      .selectFrom(table)
      .leftJoin('brands as b', 'b.id', `${table}.brand_id`)
      .select([
        `${table}.id`,
        `${table}.author_user_id`,
        `${table}.brand_id`,
        `${table}.published_by`,
        `${table}.status`,
        `${table}.media`,
        `${table}.reply_control`,
        'b.suspended_at as brand_suspended_at',
      ])
      .where(`${table}.id`, '=', id)
      .executeTakeFirst();
  }

  /**
   * An item the viewer may see: a ready one (a private account's for its approved followers only),
   * or one they published, for themselves or for a brand, in any state. A suspended brand's, one a
   * block stands between (decision 026) and one an operator holds (decision 027) are missing, but
   * for operators and its team, and a held one for whoever manages it.
   */
  async function mustFindVisible(db: Db, viewerId: string, id: string) {
    const row = await findRow(db, id);
    if (!row || (row.status !== 'ready' && !isPublisherOf(viewerId, row))) throw new AppError(404, 'not_found');
    const gated = gatedProcessed(row);
    const audience = await audienceOf(db, viewerId, gatingAuthors(gated), gatingBrands(gated));
    if (withdrawnIn(audience, gated)) throw new AppError(404, 'not_found');
    if (!visibleIn(audience, viewerId, gated)) throw new AppError(403, 'private_account');
    if ((await heldAmong(db, spec.audit.kind, viewerId, [row], { mode: 'item' })).rows.length === 0)
      throw new AppError(404, 'not_found');
    return row;
  }

  /**
   * Accepts an uploaded video: checks who it is published as (the member, or `asBrandId` for its
   * team), refuses what cannot play or runs past the kind's length, then `insert` saves the row as
   * 'processing' with those author columns and its encoding is queued; answers the new id.
   */
  async function accept(
    deps: ProcessedDeps,
    memberId: string,
    upload: ReceivedUpload,
    asBrandId: string | undefined,
    insert: (id: string, now: number, publisher: Publisher) => Promise<unknown>,
  ): Promise<string> {
    const publisher = await publisherFor(deps.db, memberId, asBrandId);
    await checkUploadedVideo(upload.file, spec.limits);
    const now = deps.clock.now();
    const id = newId(spec.idPrefix, now);
    await keepSource(deps.jobs, job, id, upload.file);
    try {
      await insert(id, now, publisher);
    } catch (err) {
      await dropSource(deps.jobs, job, id);
      throw err;
    }
    deps.jobs.enqueue(job, id, { owner: memberId });
    return id;
  }

  /**
   * The queued work of one item (see platform/media/jobs.ts); `onReady` runs after it is settled,
   * `onFailed` after it is marked failed, with who published it and the pt-BR reason.
   */
  function handler(
    deps: ProcessedDeps,
    onReady: () => void = () => {},
    onFailed: (publisherId: string, message: string) => Promise<void> = async () => {},
  ) {
    return videoJob({ storage: deps.storage, jobs: deps.jobs }, job, {
      prefix: spec.filePrefix,
      limits: spec.limits,
      items: {
        pending: async (id) => (await findRow(deps.db, id))?.status === 'processing',
        complete: async (id, media) => {
          const ready = await markReady(deps.db, id, JSON.stringify(media), deps.clock.now());
          onReady();
          return ready;
        },
        fail: async (id, message) => {
          const row = await findRow(deps.db, id);
          if (!(await markFailed(deps.db, id, message, deps.clock.now()))) return;
          // A brand's item tells the team member who uploaded it.
          const publisherId = row?.author_user_id ?? row?.published_by;
          if (publisherId) await onFailed(publisherId, message);
        },
      },
    });
  }

  /** Queues again the items a stopped server left 'processing'. */
  async function resume(deps: ProcessedDeps): Promise<number> {
    const rows = await processingIds(deps.db, 1000);
    for (const row of rows) deps.jobs.enqueue(job, row.id);
    return rows.length;
  }

  /**
   * Its author deletes an item (for a brand's, its editors and owners, recorded in the audit log);
   * its files (or its waiting source) go with it.
   */
  async function remove(deps: ProcessedDeps, memberId: string, id: string): Promise<void> {
    const row = await deps.db.transaction().execute(async (trx) => {
      const found = await findRow(trx, id);
      if (!found) throw new AppError(404, 'not_found');
      if (!(await mayManage(trx, memberId, found))) throw new AppError(403, 'forbidden');
      if (!found.author_user_id) {
        const kept = await trx
          .selectFrom(table)
          .select(sql<string>`${sql.ref(spec.audit.text)}`.as('text'))
          .where('id', '=', id)
          .executeTakeFirst();
        const item = { kind: spec.audit.kind, row: found, text: kept?.text ?? null };
        await auditRemoval(trx, memberId, item, deps.clock.now());
      }
      await trx.deleteFrom(table).where('id', '=', id).execute();
      await deleteProductTags(trx, spec.audit.kind, [id]);
      return found;
    });
    await removeMedia(deps.storage, parseStoredMedia(row.media));
    // A running job finds the row gone and removes what it made.
    if (row.status !== 'processing') await dropSource(deps.jobs, job, id);
  }

  return { accept, handler, resume, remove, findRow, mustFindVisible, markReady, markFailed, processingIds };
}
