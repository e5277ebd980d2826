import type { Kysely } from 'kysely';
import type { HeldKind } from '../../../shared/moderation-rules';
import type { ModerationState } from '../../../shared/moderation';
import type { Database } from '../../db/schema';
import { heldAmong } from './held-content';
import { managedBy, type OwnedRow } from './publisher';
import { audienceOf, gatingAuthors, gatingBrands, reshareable, visibleIn, type Gated } from './visibility';

/** What a kind of content tells the shared loader: how to read its rows, judge them and read the marks. */
export interface VisibleRowsSpec<Row extends { id: string } & OwnedRow> {
  rowsByIds: (db: Kysely<Database>, ids: string[]) => Promise<Row[]>;
  gated: (row: Row) => Gated;
  rootId: (row: Row) => string;
  viewerMarks: (db: Kysely<Database>, viewerId: string, ids: string[], roots: string[]) => Promise<Set<string>>;
  /** The kind holds are read for (content/held-content.ts). */
  heldKind?: HeldKind;
}

export interface VisibleRow<Row> {
  row: Row;
  marks: Set<string>;
  canReshare: boolean;
  /** The viewer may delete it (and change its text): their own, or their brand's (content/publisher.ts). */
  canManage: boolean;
  /** Why it is held, for whoever may manage it; null otherwise. */
  moderation: ModerationState;
}

/** The viewer's marks on an item as its card shows them; a repost counts as reposting its root. */
export function marksOnItem(marks: Set<string>, id: string, rootId: string) {
  return {
    likedByMe: marks.has(`like:${id}`),
    bookmarkedByMe: marks.has(`bookmark:${id}`),
    sharedByMe: marks.has(`share:${id}`),
    repostedByMe: marks.has(`repost:${rootId}`),
  };
}

/**
 * Rows by id, in the order given, that `viewerId` may see: three queries for any number (the rows
 * with their authors, who of them is private, then everything the viewer did to them), and one for
 * the viewer's roles when some are a brand's. A row the viewer may not see (a private account's, a
 * suspended brand's, or a repost of either) is left out whatever list asked.
 */
export async function loadVisibleRows<Row extends { id: string } & OwnedRow>(
  db: Kysely<Database>,
  spec: VisibleRowsSpec<Row>,
  viewerId: string,
  ids: string[],
): Promise<VisibleRow<Row>[]> {
  if (ids.length === 0) return [];
  const found = await spec.rowsByIds(db, ids);
  if (found.length === 0) return [];
  const gates = found.map((r) => spec.gated(r));
  const audience = await audienceOf(db, viewerId, gates.flatMap(gatingAuthors), gates.flatMap(gatingBrands));
  const held = await heldAmong(
    db,
    spec.heldKind,
    viewerId,
    found.filter((r) => visibleIn(audience, viewerId, spec.gated(r))),
    { root: spec.rootId },
  );
  const rows = held.rows;
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = [...new Set(rows.map(spec.rootId))];
  const [marks, manages] = await Promise.all([
    spec.viewerMarks(db, viewerId, ids, roots),
    managedBy(db, viewerId, rows),
  ]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const moderation = row ? held.moderationOf(row) : null;
    return row
      ? [{ row, marks, canReshare: reshareable(audience, spec.gated(row)), canManage: manages(row), moderation }]
      : [];
  });
}
