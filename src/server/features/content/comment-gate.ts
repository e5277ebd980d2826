import { sql, type Kysely } from 'kysely';
import { mayComment, todayInSaoPaulo } from '../../../shared/minors';
import { replyControlAllows } from '../../../shared/reply-rules';
import type { CommentPolicy } from '../../../shared/settings';
import { toBool } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { SqlId } from '../privacy/blocks';
import { replyControlOf, type CommentableRow } from './reply-controls';

type Db = Kysely<Database>;

/**
 * What the rules on a new comment need to know about its writer and the item's owners: read in one
 * statement (decision 031), where asking each rule's module in turn cost four.
 */
export interface CommentGate {
  /** A block stands between the writer and the item's author, or the item's brand blocked the writer. */
  blocked: boolean;
  authorPrivateAccount: boolean;
  authorCommentPolicy: CommentPolicy;
  writerFollowsAuthor: boolean;
  authorFollowsWriter: boolean;
  writerBirthDate: string | null;
  authorBirthDate: string | null;
}

export type CommentRefusal = 'blocked' | 'reply_limited' | 'comments_closed' | 'minor_comments_closed';

/** A gate as a statement reads it: booleans are 0/1 on SQLite. */
export interface GateRow {
  blocked: number | boolean;
  private_account: number | boolean | null;
  comment_policy: string | null;
  writer_follows: number | boolean;
  author_follows: number | boolean;
  writer_birth_date: string | null;
  author_birth_date: string | null;
}

const policyOf = (stored: string | null): CommentPolicy =>
  stored === 'followers' || stored === 'nobody' ? stored : 'everyone';

/** The gate's columns for `writerId` commenting on `item`, for a select of its own or of a caller's. */
export function commentGateColumns(writerId: string, item: CommentableRow) {
  return commentGateColumnsOf(writerId, item.author_user_id ?? null, item.brand_id ?? null);
}

/** `commentGateColumns` from ids given as values, or as columns of the statement (a batch's rows). */
export function commentGateColumnsOf(writerId: SqlId, author: SqlId | null, brand: SqlId | null) {
  return sql`(exists (select 1 from member_blocks as xb
                where (xb.blocker_id = ${writerId} and xb.blocked_id = ${author})
                   or (xb.blocker_id = ${author} and xb.blocked_id = ${writerId}))
       or exists (select 1 from brand_blocks as xbb where xbb.brand_id = ${brand} and xbb.member_id = ${writerId})
      ) as blocked,
      (select ms.private_account from member_settings as ms where ms.user_id = ${author}) as private_account,
      (select ms.comment_policy from member_settings as ms where ms.user_id = ${author}) as comment_policy,
      exists (select 1 from member_follows as mf where mf.follower_id = ${writerId} and mf.followee_id = ${author})
        as writer_follows,
      exists (select 1 from member_follows as mf where mf.follower_id = ${author} and mf.followee_id = ${writerId})
        as author_follows,
      (select u.birth_date from users as u where u.id = ${writerId}) as writer_birth_date,
      (select u.birth_date from users as u where u.id = ${author}) as author_birth_date`;
}

/** Reads the gate for `writerId` commenting on `item`; an item of a brand has no author to ask about. */
export async function readCommentGate(db: Db, writerId: string, item: CommentableRow): Promise<CommentGate> {
  const { rows } = await sql<GateRow>`select ${commentGateColumns(writerId, item)}`.execute(db);
  return gateOf(rows[0]!);
}

export function gateOf(row: GateRow): CommentGate {
  return {
    blocked: toBool(row.blocked),
    authorPrivateAccount: toBool(row.private_account),
    authorCommentPolicy: policyOf(row.comment_policy),
    writerFollowsAuthor: toBool(row.writer_follows),
    authorFollowsWriter: toBool(row.author_follows),
    writerBirthDate: row.writer_birth_date,
    authorBirthDate: row.author_birth_date,
  };
}

/**
 * Why the writer may not comment on the item, or null when they may, in the order a refusal is
 * told: the owners' refusal (`ownersRefusal`), then the protection of minors, whoever manages
 * (decision 028). `nowMs` is the instant ages are counted at.
 */
export function commentRefusal(
  gate: CommentGate,
  item: CommentableRow,
  writer: { id: string; manages: boolean },
  nowMs: number,
): CommentRefusal | null {
  const refused = ownersRefusal(gate, item, writer);
  if (refused) return refused;
  const author = item.author_user_id ?? null;
  if (author !== null && author !== writer.id) {
    const allowed = mayComment({
      author: { id: author, birthDate: gate.authorBirthDate },
      commenter: { id: writer.id, birthDate: gate.writerBirthDate },
      authorFollowsCommenter: gate.authorFollowsWriter,
      today: todayInSaoPaulo(nowMs),
    });
    if (!allowed) return 'minor_comments_closed';
  }
  return null;
}

/**
 * What the item's owners refuse: a block (decision 026); the item's own control, then its author's
 * comment policy, both waived for who manages the item (decision 029). A card's `canComment` is
 * this alone: its lists carry no clock to count ages at, and a minor's refusal is told on sending.
 */
export function ownersRefusal(
  gate: CommentGate,
  item: CommentableRow,
  writer: { id: string; manages: boolean },
): Exclude<CommentRefusal, 'minor_comments_closed'> | null {
  if (gate.blocked) return 'blocked';
  if (writer.manages) return null;
  const author = item.author_user_id ?? null;
  const control = replyControlOf(item);
  const followedByAuthor = control === 'following' && author !== null && gate.authorFollowsWriter;
  if (!replyControlAllows(control, { manages: false, followedByAuthor })) return 'reply_limited';
  if (author !== null && author !== writer.id) {
    if (gate.authorCommentPolicy === 'nobody') return 'comments_closed';
    const followersOnly = gate.authorCommentPolicy === 'followers' || gate.authorPrivateAccount;
    if (followersOnly && !gate.writerFollowsAuthor) return 'comments_closed';
  }
  return null;
}
