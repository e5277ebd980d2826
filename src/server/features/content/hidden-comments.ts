import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { mayManage, type OwnedRow } from './publisher';

type Db = Kysely<Database>;

/** How a kind reaches one of its comments and the item's comment counter. */
export interface HiddenCommentSpec {
  /** The item as the member may see it (404/403 as its reads answer). */
  item: (trx: Db) => Promise<OwnedRow>;
  comment: (trx: Db) => Promise<{ hidden_at: number | null } | undefined>;
  setHidden: (trx: Db, hiddenAt: number | null) => Promise<unknown>;
  bumpCount: (trx: Db, by: 1 | -1) => Promise<unknown>;
}

/**
 * Hides a comment from everyone but its writer and the item's managers, or shows it again
 * (decision 029). Only who manages the item may (a 403 otherwise); the item's comment count, which
 * others see, leaves a hidden comment out. Doing it twice changes nothing.
 */
export async function setCommentHidden(
  db: Db,
  memberId: string,
  spec: HiddenCommentSpec,
  hidden: boolean,
  now: number,
): Promise<{ hidden: boolean }> {
  await db.transaction().execute(async (trx) => {
    const item = await spec.item(trx);
    if (!(await mayManage(trx, memberId, item))) throw new AppError(403, 'forbidden');
    const comment = await spec.comment(trx);
    if (!comment) throw new AppError(404, 'not_found');
    if ((comment.hidden_at !== null) === hidden) return;
    await spec.setHidden(trx, hidden ? now : null);
    await spec.bumpCount(trx, hidden ? -1 : 1);
  });
  return { hidden };
}

/** The item's hidden comments are for who manages it: a 403 for anyone else. */
export async function mustManageComments(db: Db, memberId: string, item: OwnedRow): Promise<void> {
  if (!(await mayManage(db, memberId, item))) throw new AppError(403, 'forbidden');
}

/** The two tables of comments, each under the column naming its item. */
const itemColumn = { comments: 'post_id', reel_comments: 'reel_id' } as const;
type CommentTable = keyof typeof itemColumn;

/**
 * The reads and writes hiding needs on one table of comments. Both tables have the same columns
 * but the item's; Kysely is told the posts' names, which the other table has too under `itemColumn`.
 */
export function commentTable(table: CommentTable) {
  const t = table as 'comments';
  const item = itemColumn[table] as 'post_id';
  return {
    async hiddenCount(db: Db, itemId: string): Promise<number> {
      const row = await db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(item, '=', itemId)
        .where('hidden_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    find: (db: Db, itemId: string, commentId: string) =>
      db
        .selectFrom(t)
        .select(['id', 'hidden_at'])
        .where('id', '=', commentId)
        .where(item, '=', itemId)
        .executeTakeFirst(),
    setHidden: (db: Db, commentId: string, hiddenAt: number | null) =>
      db.updateTable(t).set({ hidden_at: hiddenAt }).where('id', '=', commentId).execute(),
  };
}
