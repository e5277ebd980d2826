import type { Kysely } from 'kysely';
import { extractTags } from '../../../shared/tags';
import type { Database } from '../../db/schema';
import * as q from './tags.queries';

export type { TagTarget } from './tags.queries';

/** Records the hashtags of a new post's or reel's text, in the caller's transaction. */
export async function recordTags(trx: Kysely<Database>, target: q.TagTarget, text: string, createdAt: number) {
  await q.insertTags(trx, target, extractTags(text), createdAt);
}

/** After an edit: the text's tags now, in place of the old ones. */
export async function replaceTags(db: Kysely<Database>, target: q.TagTarget, text: string, createdAt: number) {
  await db.transaction().execute(async (trx) => {
    await q.deleteTags(trx, target);
    await q.insertTags(trx, target, extractTags(text), createdAt);
  });
}
