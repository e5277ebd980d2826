import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { gateOf, ownersRefusal, readCommentGate, type CommentGate, type GateRow } from './comment-gate';
import type { CommentableRow } from './reply-controls';

type Db = Kysely<Database>;

/** The gate of an item with no author row to ask about (a brand's, or a member's since removed). */
const NO_AUTHOR: GateRow = {
  blocked: false,
  private_account: null,
  comment_policy: null,
  writer_follows: false,
  author_follows: false,
  writer_birth_date: null,
  author_birth_date: null,
};

/**
 * The viewer's comment gates against every author and brand of a list, in one statement per kind
 * of owner, run together: a feed of twenty authors asked them one by one, two or three round trips
 * each, before the page could be built.
 */
async function readCommentGates(
  db: Db,
  viewerId: string,
  rows: readonly CommentableRow[],
): Promise<(row: CommentableRow) => CommentGate> {
  const authors = [...new Set(rows.map((r) => r.author_user_id).filter((id): id is string => Boolean(id)))];
  const brands = [...new Set(rows.map((r) => r.brand_id).filter((id): id is string => Boolean(id)))];
  const [byAuthor, brandBlocks] = await Promise.all([
    authors.length === 0
      ? []
      : sql<GateRow & { author_id: string }>`select u.id as author_id,
          exists (select 1 from member_blocks as xb
                   where (xb.blocker_id = ${viewerId} and xb.blocked_id = u.id)
                      or (xb.blocker_id = u.id and xb.blocked_id = ${viewerId})) as blocked,
          ms.private_account, ms.comment_policy,
          exists (select 1 from member_follows as mf where mf.follower_id = ${viewerId} and mf.followee_id = u.id)
            as writer_follows,
          exists (select 1 from member_follows as mf where mf.follower_id = u.id and mf.followee_id = ${viewerId})
            as author_follows,
          null as writer_birth_date,
          u.birth_date as author_birth_date
        from users as u left join member_settings as ms on ms.user_id = u.id
        where u.id in (${sql.join(authors)})`
          .execute(db)
          .then((r) => r.rows),
    brands.length === 0
      ? []
      : db
          .selectFrom('brand_blocks')
          .select('brand_id')
          .where('member_id', '=', viewerId)
          .where('brand_id', 'in', brands)
          .execute(),
  ]);
  const gates = new Map(byAuthor.map((r) => [r.author_id, gateOf(r)]));
  const blockedBy = new Set(brandBlocks.map((b) => b.brand_id));
  const none = gateOf(NO_AUTHOR);
  return (row) => {
    const gate = (row.author_user_id && gates.get(row.author_user_id)) || none;
    return row.brand_id && blockedBy.has(row.brand_id) ? { ...gate, blocked: true } : gate;
  };
}

/**
 * Whether the viewer may comment on each of these rows, for the `canComment` of their cards: the
 * owners' rule of a new comment (comment-gate.ts `ownersRefusal`), so a card offers no box the
 * server would refuse for them.
 */
export async function commentRights<R extends CommentableRow>(
  db: Db,
  viewerId: string | null,
  rows: readonly R[],
  manages: (row: R) => boolean,
): Promise<(row: R) => boolean> {
  if (!viewerId) return () => false;
  const open = rows.filter((row) => !manages(row));
  if (open.length === 0) return () => true;
  const gateOfRow = await readCommentGates(db, viewerId, open);
  return (row) => manages(row) || ownersRefusal(gateOfRow(row), row, { id: viewerId, manages: false }) === null;
}

/** Whether a member may comment on one row whose management is already known. */
export async function mayCommentOn(db: Db, viewerId: string, row: CommentableRow, manages: boolean): Promise<boolean> {
  if (manages) return true;
  return mayCommentWith(await readCommentGate(db, viewerId, row), viewerId, row, false);
}

/** The same, with the gate already read (`commentGateColumns` in a caller's statement). */
export function mayCommentWith(gate: CommentGate, viewerId: string, row: CommentableRow, manages: boolean): boolean {
  return manages || ownersRefusal(gate, row, { id: viewerId, manages: false }) === null;
}
