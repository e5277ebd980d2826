import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LongVideosTable } from './videos.tables';

type Db = Kysely<Database>;

export interface Keyset {
  createdAt: number;
  id: string;
}

export function insertVideo(db: Db, values: Insertable<LongVideosTable>) {
  return db.insertInto('long_videos').values(values).execute();
}

export function findVideo(db: Db, id: string) {
  return db
    .selectFrom('long_videos')
    .select(['id', 'author_user_id', 'status', 'media'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markReady(db: Db, id: string, media: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('long_videos')
    .set({ status: 'ready', media, error: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function markFailed(db: Db, id: string, error: string, now: number) {
  return db
    .updateTable('long_videos')
    .set({ status: 'failed', error, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

export function deleteVideo(db: Db, id: string) {
  return db.deleteFrom('long_videos').where('id', '=', id).execute();
}

export function processingIds(db: Db, limit: number) {
  return db
    .selectFrom('long_videos')
    .select('id')
    .where('status', '=', 'processing')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

/** A member's own videos in any state, newest first. */
export function ownPage(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  let q = db.selectFrom('long_videos').select(['id', 'created_at']).where('author_user_id', '=', userId);
  if (key) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', key.createdAt),
        eb.and([eb('created_at', '=', key.createdAt), eb('id', '<', key.id)]),
      ]),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The newest ready videos of brands: the demo ones of the right panel. */
export function brandVideoIds(db: Db, limit: number) {
  return db
    .selectFrom('long_videos')
    .select('id')
    .where('brand_id', 'is not', null)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function videoRowsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('long_videos as v')
    .leftJoin('users as u', 'u.id', 'v.author_user_id')
    .leftJoin('brands as b', 'b.id', 'v.brand_id')
    .selectAll('v')
    .select([
      'u.name as author_name',
      'u.avatar_url as author_avatar_url',
      'b.name as brand_name',
      'b.logo_url as brand_logo_url',
      'b.verified as brand_verified',
    ])
    .where('v.id', 'in', ids)
    .execute();
}
export type VideoRow = Awaited<ReturnType<typeof videoRowsByIds>>[number];
