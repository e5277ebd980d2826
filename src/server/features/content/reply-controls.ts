import type { Kysely } from 'kysely';
import { effectiveReplyControl, replyControlAllows, type ReplyControl } from '../../../shared/reply-rules';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { canComment, isFollowing } from '../privacy/privacy';
import { mayManage, type OwnedRow } from './publisher';

type Db = Kysely<Database>;

/** A row of a kind that takes comments: who owns it and the author's choice of who may comment. */
export interface CommentableRow extends OwnedRow {
  reply_control: string;
}

export const replyControlOf = (row: CommentableRow): ReplyControl =>
  effectiveReplyControl(row.reply_control, row.author_user_id ? 'member' : 'brand');

/**
 * Why the member may not comment on the item, or null when they may. Two rules apply together: the
 * item's own control (decision 029) and, on a member's item, the author's member-wide comment
 * policy (privacy settings). Who manages the item passes both.
 */
async function refusal(
  db: Db,
  memberId: string,
  row: CommentableRow,
  manages: boolean,
): Promise<'reply_limited' | 'comments_closed' | null> {
  if (manages) return null;
  const control = replyControlOf(row);
  const followedByAuthor =
    control === 'following' && row.author_user_id ? await isFollowing(db, row.author_user_id, memberId) : false;
  if (!replyControlAllows(control, { manages, followedByAuthor })) return 'reply_limited';
  if (row.author_user_id && !(await canComment(db, memberId, row.author_user_id))) return 'comments_closed';
  return null;
}

/**
 * Whether the viewer may comment on each of these rows, for the `canComment` of their cards. Rows
 * they manage, and closed ones, cost nothing; the others ask once per distinct author.
 */
export async function commentRights<R extends CommentableRow>(
  db: Db,
  viewerId: string | null,
  rows: readonly R[],
  manages: (row: R) => boolean,
): Promise<(row: R) => boolean> {
  if (!viewerId) return () => false;
  const answers = new Map<string, boolean>();
  const keyOf = (row: R) => `${row.author_user_id ?? ''}|${row.brand_id ?? ''}|${replyControlOf(row)}`;
  for (const row of rows) {
    const key = keyOf(row);
    if (manages(row) || answers.has(key)) continue;
    answers.set(key, (await refusal(db, viewerId, row, false)) === null);
  }
  return (row) => manages(row) || answers.get(keyOf(row)) === true;
}

/** Whether a member may comment on one row whose management is already known. */
export async function mayCommentOn(db: Db, viewerId: string, row: CommentableRow, manages: boolean): Promise<boolean> {
  return (await refusal(db, viewerId, row, manages)) === null;
}

/**
 * Sets who may comment on an item its manager chose: 'following' on a brand's item is a pt-BR 400,
 * someone else's item a 403. `find` loads the item as the member may see it; `write` stores the choice.
 */
export async function changeReplyControl<R extends CommentableRow>(
  db: Db,
  memberId: string,
  control: ReplyControl,
  find: (trx: Db) => Promise<R>,
  write: (trx: Db, row: R) => Promise<unknown>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const row = await find(trx);
    if (!(await mayManage(trx, memberId, row))) throw new AppError(403, 'forbidden');
    mustOfferControl(row, control);
    await write(trx, row);
    return row;
  });
}

/** 'Pessoas que sigo' is not offered on a brand's item: a brand follows no one. */
export function mustOfferControl(row: OwnedRow, control: ReplyControl): void {
  if (!row.author_user_id && control === 'following') throw new AppError(400, 'reply_control_brand');
}

/** The same before an upload is processed, from the brand it is to be published as. */
export function mustOfferControlAs(asBrandId: string | undefined, control: ReplyControl | undefined): void {
  if (asBrandId && control === 'following') throw new AppError(400, 'reply_control_brand');
}
