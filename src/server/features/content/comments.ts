import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeKeyset, pageOf, type KeyedRow, type Keyset } from '../../platform/pagination';
import { AppError } from '../../platform/errors';
import { brandNotBlocking, notBlockedByBrand, notBlockedWith } from '../privacy/blocks';
import { notHeldFor } from './held-content';
import { commentRefusal, readCommentGate } from './comment-gate';
import { mayManage } from './publisher';
import type { CommentableRow } from './reply-controls';

type Db = Kysely<Database>;

/**
 * Writes a comment on an item in one transaction: `find` loads the item as the commenter may see it,
 * then the rules of comment-gate.ts decide (blocks, the item's control and its author's policy, the
 * protection of minors), asked in one statement; then `write` stores the comment and moves the
 * item's counter. `now` is the instant ages are counted at.
 */
export function commentOn<T extends CommentableRow, R>(
  db: Db,
  memberId: string,
  now: number,
  find: (trx: Db) => Promise<T>,
  write: (trx: Db, item: T) => Promise<R>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const item = await find(trx);
    await mustMayComment(trx, memberId, item, now);
    return write(trx, item);
  });
}

/** The rules of `commentOn` on an item already read: a pt-BR 403 with the refusal when they refuse. */
export async function mustMayComment(
  db: Db,
  memberId: string,
  item: CommentableRow,
  now: number,
  readGate: typeof readCommentGate = readCommentGate,
): Promise<void> {
  const gate = await readGate(db, memberId, item);
  const refusal = commentRefusal(gate, item, { id: memberId, manages: await mayManage(db, memberId, item) }, now);
  if (refusal) throw new AppError(403, refusal);
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

/** Who reads a list of comments: a member (on an item of `brandId` or none), or its manager asking for the hidden ones. */
export type CommentViewer = { viewerId: string; brandId: string | null } | { hidden: true };

/**
 * SQL on a table of comments aliased `c`: the ones the viewer may read. A hidden one only to its
 * writer (decision 029); none by a member (or, on reels, a brand) a block stands between with the
 * viewer, nor by a member the item's brand blocked (decision 026), nor one moderation holds but for
 * its writer (decision 027). For the hidden list, only the hidden ones.
 */
export function commentsReadableBy(kind: 'comment' | 'reel_comment', viewer: CommentViewer): RawBuilder<boolean> {
  if ('hidden' in viewer) return sql<boolean>`c.hidden_at is not null`;
  const { viewerId, brandId } = viewer;
  const rules = [
    sql`(c.hidden_at is null or c.user_id = ${viewerId})`,
    notBlockedWith(viewerId, 'c.user_id'),
    notBlockedByBrand(brandId, viewerId, 'c.user_id'),
    notHeldFor(kind, 'c.id', 'c.user_id', viewerId),
  ];
  if (kind === 'reel_comment') rules.push(brandNotBlocking(viewerId, 'c.brand_id'));
  return sql<boolean>`(${sql.join(rules, sql` and `)})`;
}
