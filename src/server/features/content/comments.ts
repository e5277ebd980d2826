import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { decodeKeyset, pageOf, type KeyedRow, type Keyset } from '../../platform/pagination';
import { canComment } from '../privacy/privacy';

type Db = Kysely<Database>;

/**
 * Writes a comment on an item in one transaction: `find` loads the item as the commenter may see it,
 * its author's comment policy (everyone, followers, nobody) is checked, then `write` stores the
 * comment and moves the item's counter.
 */
export function commentOn<T extends { author_user_id: string | null }, R>(
  db: Db,
  memberId: string,
  find: (trx: Db) => Promise<T>,
  write: (trx: Db, item: T) => Promise<R>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const item = await find(trx);
    if (item.author_user_id && !(await canComment(trx, memberId, item.author_user_id)))
      throw new AppError(403, 'comments_closed');
    return write(trx, item);
  });
}

/** One page of an item's comments, in the order they were written. */
export async function commentsPage<R extends KeyedRow, C>(
  read: (after: Keyset | undefined, limit: number) => Promise<R[]>,
  page: { cursor?: string | undefined; limit: number },
  toComment: (row: R) => C,
): Promise<{ comments: C[]; nextCursor: string | null }> {
  const { rows, nextCursor } = pageOf(await read(decodeKeyset(page.cursor), page.limit + 1), page.limit);
  return { comments: rows.map(toComment), nextCursor };
}
