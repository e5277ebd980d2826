import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { dropSource, keepSource, videoJob, type MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia, removeMedia } from '../../platform/media/media';
import { checkUploadedVideo, type VideoLimits } from '../../platform/media/transcode';
import type { ReceivedUpload } from '../../platform/media/upload';
import type { Storage } from '../../platform/storage';
import { canViewPostsOf } from '../privacy/privacy';
import { withdrawnFrom } from './live-brands';
import { auditRemoval, isPublisherOf, mayManage, publisherFor, type ContentKind, type Publisher } from './publisher';
import { audienceOf } from './visibility';

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
 * Of these reels or long videos, the rows the viewer may see: the rule of `mustFindVisible` for many
 * at once (ready ones by their author's privacy, in one query for all authors, and any they published).
 */
export async function visibleProcessedRows(db: Db, table: ProcessedTable, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(`${table} as c` as 'reels as c')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['c.id', 'c.author_user_id', 'c.brand_id', 'c.published_by', 'c.status', 'b.suspended_at'])
    .where('c.id', 'in', ids)
    .execute();
  const [audience, withdrawn] = await Promise.all([
    audienceOf(
      db,
      viewerId,
      rows.map((r) => r.author_user_id),
    ),
    // A suspended brand's items are out of sight but for operators and its own team (decision 023).
    withdrawnFrom(
      db,
      viewerId,
      rows.map((r) => (r.suspended_at !== null ? r.brand_id : null)),
    ),
  ]);
  return rows.filter(
    (r) =>
      (r.status === 'ready' || isPublisherOf(viewerId, r)) &&
      !(r.author_user_id && audience.hiddenIds.has(r.author_user_id)) &&
      !(r.brand_id && withdrawn.has(r.brand_id)),
  );
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

  function markFailed(db: Db, id: string, error: string, now: number) {
    return db
      .updateTable(table)
      .set({ status: 'failed', error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
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
        'b.suspended_at as brand_suspended_at',
      ])
      .where(`${table}.id`, '=', id)
      .executeTakeFirst();
  }

  /**
   * An item the viewer may see: a ready one (a private account's for its approved followers only),
   * or one they published, for themselves or for a brand, in any state. A suspended brand's is
   * missing but for operators and its team.
   */
  async function mustFindVisible(db: Db, viewerId: string, id: string) {
    const row = await findRow(db, id);
    if (!row || (row.status !== 'ready' && !isPublisherOf(viewerId, row))) throw new AppError(404, 'not_found');
    if (row.brand_suspended_at !== null && (await withdrawnFrom(db, viewerId, [row.brand_id])).size > 0)
      throw new AppError(404, 'not_found');
    if (row.author_user_id && !(await canViewPostsOf(db, viewerId, row.author_user_id)))
      throw new AppError(403, 'private_account');
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

  /** The queued work of one item (see platform/media/jobs.ts); `onReady` runs after it is settled. */
  function handler(deps: ProcessedDeps, onReady: () => void = () => {}) {
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
          await markFailed(deps.db, id, message, deps.clock.now());
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
      return found;
    });
    await removeMedia(deps.storage, parseStoredMedia(row.media));
    // A running job finds the row gone and removes what it made.
    if (row.status !== 'processing') await dropSource(deps.jobs, job, id);
  }

  return { accept, handler, resume, remove, findRow, mustFindVisible, markReady, markFailed, processingIds };
}
