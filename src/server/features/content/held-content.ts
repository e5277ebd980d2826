import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ModerationState } from '../../../shared/moderation';
import type { HeldKind, HoldState } from '../../../shared/moderation-rules';
import type { Database } from '../../db/schema';
import { managedBy, type OwnedRow } from './publisher';

type Db = Kysely<Database>;

/*
 * Content an operator hid or removed (decision 027) is off the network for everyone but whoever may
 * manage it (its author, or its brand's team), who still sees a hidden item in lists and any held
 * item on its own page, with the reason and whether they appealed; copies of a held item are gone. Every read of content by id goes
 * through `heldAmong` (the content core's loaders call it), so a hold takes effect at once; a hold or
 * its lifting also clears the read cache.
 */

export interface Hold {
  state: HoldState;
  reason: string;
  appealed: boolean;
}

/** The holds on these items of one kind, with whether each was appealed: one query, none for no ids. */
export async function holdsOf(db: Db, kind: HeldKind, ids: readonly string[]): Promise<Map<string, Hold>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_holds as h')
    .leftJoin('moderation_appeals as a', (j) =>
      j.onRef('a.target_kind', '=', 'h.target_kind').onRef('a.target_id', '=', 'h.target_id'),
    )
    .select(['h.target_id', 'h.state', 'h.reason', 'a.id as appeal_id'])
    .where('h.target_kind', '=', kind)
    .where('h.target_id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.target_id, { state: r.state, reason: r.reason, appealed: r.appeal_id !== null }]));
}

/** What the loaders learn of a set of rows: which to keep, and what to tell the viewer about each. */
export interface HeldAmong<R> {
  rows: R[];
  moderationOf: (row: { id: string }) => ModerationState;
}

/**
 * Of these rows, the ones the viewer may see: a held item is kept only for whoever may manage it,
 * and in a list (`mode: 'list'`) only while hidden, since a removed item is gone from lists even
 * for its author (who can still open it, and appeal). Without a kind nothing is judged.
 */
export async function heldAmong<R extends { id: string }>(
  db: Db,
  kind: HeldKind | undefined,
  viewerId: string | null,
  rows: R[],
  options: { mode?: 'list' | 'item'; owner?: (row: R) => OwnedRow; root?: (row: R) => string } = {},
): Promise<HeldAmong<R>> {
  const root = options.root ?? ((row: R) => row.id);
  const holds = kind
    ? await holdsOf(
        db,
        kind,
        rows.flatMap((r) => [r.id, root(r)]),
      )
    : new Map<string, Hold>();
  if (holds.size === 0) return { rows, moderationOf: () => null };
  // A copy (repost) of a held original is off for everyone: its reposter did not write what was held.
  rows = rows.filter((r) => root(r) === r.id || !holds.has(root(r)));
  const owner = options.owner ?? ((row: R) => row as unknown as OwnedRow);
  const held = rows.filter((r) => holds.has(r.id));
  const manages = await managedBy(db, viewerId, held.map(owner));
  const mine = new Set(held.filter((r) => manages(owner(r))).map((r) => r.id));
  const kept = rows.filter((r) => {
    const hold = holds.get(r.id);
    if (!hold) return true;
    return mine.has(r.id) && (options.mode === 'item' || hold.state === 'hidden');
  });
  return {
    rows: kept,
    moderationOf: (row) => {
      const hold = holds.get(row.id);
      return hold && mine.has(row.id) ? { ...hold } : null;
    },
  };
}

/**
 * SQL: the row named by `column` ('c.id') is not held, or `authorColumn` is the viewer's and the
 * hold only hides it. For lists read a page at a time in SQL (comments), so pages stay full.
 */
export function notHeldFor(
  kind: HeldKind,
  column: string,
  authorColumn: string,
  viewerId: string | null,
): RawBuilder<boolean> {
  const ref = sql.ref(column);
  const own = viewerId ? sql`(ch.state = 'hidden' and ${sql.ref(authorColumn)} = ${viewerId})` : sql`1 = 0`;
  return sql<boolean>`not exists (select 1 from content_holds as ch where ch.target_kind = ${kind} and ch.target_id = ${ref} and not ${own})`;
}

/**
 * Items a list let through (`notHeldFor`) with what their author reads about a hold: any held item
 * still in such a list is the viewer's own, hidden.
 */
export async function withModeration<T extends { id: string }>(
  db: Db,
  kind: HeldKind,
  items: T[],
): Promise<(T & { moderation: ModerationState })[]> {
  const holds = await holdsOf(
    db,
    kind,
    items.map((i) => i.id),
  );
  return items.map((i) => ({ ...i, moderation: holds.get(i.id) ?? null }));
}
