import { sql, type RawBuilder } from 'kysely';
import type { HeldKind } from '../../../shared/moderation-rules';
import { NO_BLOCKS } from '../privacy/blocks';
import { gatingAuthors, type Audience, type Gated } from './visibility';

/*
 * What a read by id needs to judge one item, asked by the statement that reads it (decision 037):
 * whether a block stands between the viewer and the item's owners, how private its author and its
 * original's author are to the viewer, and whether an operator holds it or its original. Reading the
 * row, then the viewer's blocks with the authors' privacy, then the holds took three statements on
 * every like, comment and open of a post. The rules stay in visibility.ts, judged on an audience built
 * from these columns; the rare held item and suspended brand are still settled by their own reads.
 */

/** How private an author is to the viewer: not private, private but theirs or followed, private and hidden. */
export const PUBLIC = 0;
export const PRIVATE_SEEN = 1;
export const PRIVATE_HIDDEN = 2;

export interface GateColumns {
  gate_blocked: number;
  gate_author_privacy: number;
  gate_original_privacy: number;
  gate_held: number;
}

/** privacy/blocks.ts `blockRows` for the owners of one row: the members either way, the brands that blocked the viewer. */
function blockedBetween(viewerId: string): RawBuilder<number> {
  const members = sql`(c.author_user_id, o.author_user_id)`;
  return sql<number>`case when exists (select 1 from member_blocks as gb where (gb.blocker_id = ${viewerId} and gb.blocked_id in ${members}) or (gb.blocked_id = ${viewerId} and gb.blocker_id in ${members})) or exists (select 1 from brand_blocks as gbb where gbb.member_id = ${viewerId} and gbb.brand_id in (c.brand_id, o.brand_id)) then 1 else 0 end`;
}

/** visibility.ts `privacyRows` for one author column: hidden unless it is the viewer or one they follow. */
function privacyOf(viewerId: string, column: string): RawBuilder<number> {
  const author = sql.ref(column);
  const seen = sql`(${author} = ${viewerId} or exists (select 1 from member_follows as gf where gf.follower_id = ${viewerId} and gf.followee_id = ${author}))`;
  return sql<number>`case when exists (select 1 from member_settings as gs where gs.user_id = ${author} and gs.private_account = 1) then case when ${seen} then ${sql.lit(PRIVATE_SEEN)} else ${sql.lit(PRIVATE_HIDDEN)} end else ${sql.lit(PUBLIC)} end`;
}

/** Whether an operator holds the item or, for a copy, its original (held-content.ts judges who still sees it). */
function heldRow(kind: HeldKind, originalColumn: string): RawBuilder<number> {
  return sql<number>`case when exists (select 1 from content_holds as gh where gh.target_kind = ${kind} and gh.target_id in (c.id, ${sql.ref(originalColumn)})) then 1 else 0 end`;
}

/**
 * The gate columns, for a query over `<table> as c` left-joined to its original `as o`
 * (content/authors.ts `authorQuery` with an original column).
 */
export function gateSelections(kind: HeldKind, viewerId: string, originalColumn: string) {
  return [
    blockedBetween(viewerId).as('gate_blocked'),
    privacyOf(viewerId, 'c.author_user_id').as('gate_author_privacy'),
    privacyOf(viewerId, 'o.author_user_id').as('gate_original_privacy'),
    heldRow(kind, originalColumn).as('gate_held'),
  ];
}

/**
 * The viewer's audience for this one row, as `audienceOf` would read it for the row's owners. A
 * block is known to stand between the viewer and one of the owners, not which: for judging this row
 * that is the same.
 */
export function audienceOfGated(gate: GateColumns, row: Gated, withdrawnBrandIds: Set<string>): Audience {
  const privateIds = new Set<string>();
  const hiddenIds = new Set<string>();
  const judge = (id: string | null, privacy: number) => {
    if (!id || privacy === PUBLIC) return;
    privateIds.add(id);
    if (privacy === PRIVATE_HIDDEN) hiddenIds.add(id);
  };
  judge(row.authorId, Number(gate.gate_author_privacy));
  judge(row.originalAuthorId, Number(gate.gate_original_privacy));
  const owners = (ids: (string | null | undefined)[]) => new Set(ids.filter((id): id is string => Boolean(id)));
  const blocks = Number(gate.gate_blocked)
    ? { members: owners(gatingAuthors(row)), brands: owners([row.brandId, row.originalBrandId]) }
    : NO_BLOCKS;
  return { privateIds, hiddenIds, withdrawnBrandIds, blocks };
}

/** A row read with its gate columns, without them. */
export function withoutGate<R extends GateColumns>(row: R): Omit<R, keyof GateColumns> {
  // A rest pattern that leaves out named keys copies through V8's slow path: on a post's row of
  // ~40 columns it was 5 % of a like's CPU. A plain loop over the keys is about four times faster.
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(row)) if (!GATE_KEYS.has(key)) rest[key] = row[key as keyof R];
  return rest as Omit<R, keyof GateColumns>;
}

// Every gate column, or the type check fails: a column added to GateColumns is left out here too.
const GATE_KEYS: ReadonlySet<string> = new Set(
  Object.keys({
    gate_blocked: true,
    gate_author_privacy: true,
    gate_original_privacy: true,
    gate_held: true,
  } satisfies Record<keyof GateColumns, true>),
);
