import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatement } from '../../db/reusable-statement';
import { writeBatch, type WriteBatch } from '../../db/write-batch';
import { commentGateColumnsOf, gateOf, readCommentGate, type CommentGate, type GateRow } from './comment-gate';
import type { CommentableRow } from './reply-controls';

type Db = Kysely<Database>;

/*
 * The comment gates of many comments on PostgreSQL read in one statement (decision 054): every
 * comment there asks its rules before its write, and the writes of one turn already go together
 * (posts/post-comment-batch.ts). A gate is a read, so no two of them conflict and none waits for
 * another; a batch that fails reads each gate alone, to fail as it would have.
 */
const gatesStatement = reusableStatement(
  (_db: Db, v: { writers: string[]; authors: (string | null)[]; brands: (string | null)[] }) =>
    sql<GateRow>`select g.* from unnest(cast(${v.writers} as text[]), cast(${v.authors} as text[]),
        cast(${v.brands} as text[])) with ordinality as a (writer, author, brand, k)
      cross join lateral (select ${commentGateColumnsOf(sql.ref('a.writer'), sql.ref('a.author'), sql.ref('a.brand'))}) as g
      order by a.k`,
);

interface GateAsked {
  n: number;
  writerId: string;
  item: CommentableRow;
}

const batches = new WeakMap<Db, WriteBatch<GateAsked, CommentGate>>();
let asked = 0;

/** `readCommentGate` on PostgreSQL, read with the others of this turn of the event loop. */
export function readCommentGateInBatch(db: Db, writerId: string, item: CommentableRow): Promise<CommentGate> {
  let batch = batches.get(db);
  if (!batch) {
    batch = writeBatch({
      together: async (gates) => {
        const { rows } = await gatesStatement(db, {
          writers: gates.map((g) => g.writerId),
          authors: gates.map((g) => g.item.author_user_id ?? null),
          brands: gates.map((g) => g.item.brand_id ?? null),
        });
        return rows.map(gateOf);
      },
      alone: (g) => readCommentGate(db, g.writerId, g.item),
      keyOf: (g) => String(g.n),
    });
    batches.set(db, batch);
  }
  return batch.add({ n: asked++, writerId, item });
}
