import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Keyset } from '../../platform/pagination';
import { rowsWithAuthor } from '../content/authors';
import { ofLiveBrand } from '../content/live-brands';
import { pageByKey } from '../content/keyset';
import type { LongVideosTable } from './videos.tables';

type Db = Kysely<Database>;

export function insertVideo(db: Db, values: Insertable<LongVideosTable>) {
  return db.insertInto('long_videos').values(values).execute();
}

export function setReplyControl(db: Db, id: string, control: string, now: number) {
  return db.updateTable('long_videos').set({ reply_control: control, updated_at: now }).where('id', '=', id).execute();
}

/** A member's own videos in any state, newest first. */
export function ownPage(db: Db, userId: string, key: Keyset | undefined, limit: number) {
  const q = db.selectFrom('long_videos').select(['id', 'created_at']).where('author_user_id', '=', userId);
  return pageByKey(q, key, limit);
}

/** The newest ready videos of live brands: the demo ones of the right panel. */
export function brandVideoIds(db: Db, limit: number) {
  return db
    .selectFrom('long_videos')
    .select('id')
    .where('brand_id', 'is not', null)
    .where(ofLiveBrand('long_videos.brand_id'))
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export const videoRowsByIds = (db: Db, ids: string[]) => rowsWithAuthor(db, 'long_videos', ids);
export type VideoRow = Awaited<ReturnType<typeof videoRowsByIds>>[number];
