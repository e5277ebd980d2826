import type { Kysely } from 'kysely';
import { effectiveReplyControl, type ReplyControl } from '../../../shared/reply-rules';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { mayManage, type OwnedRow } from './publisher';

type Db = Kysely<Database>;

/** A row of a kind that takes comments: who owns it and the author's choice of who may comment. */
export interface CommentableRow extends OwnedRow {
  reply_control: string;
}

export const replyControlOf = (row: CommentableRow): ReplyControl =>
  effectiveReplyControl(row.reply_control, row.author_user_id ? 'member' : 'brand');

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
