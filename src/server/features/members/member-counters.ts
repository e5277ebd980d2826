import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countersHiddenFrom } from '../privacy/privacy';

/** A member's row with the numbers 'Ocultar contadores' covers. */
export interface CounterRow {
  id: string;
  followers_count: number;
  following_count: number;
  posts_count: number;
}

/** The numbers as one viewer may see them: null where the member hides them. */
export interface VisibleCounters {
  followers: number | null;
  following: number | null;
  postsCount: number | null;
}

const HIDDEN: VisibleCounters = { followers: null, following: null, postsCount: null };

/**
 * The one way a member's counters leave the server to anyone but the member: every answer that
 * carries another member's followers, following or post count takes them from here.
 */
export async function visibleCounters<R extends CounterRow>(
  db: Kysely<Database>,
  viewerId: string,
  rows: readonly R[],
): Promise<Map<string, VisibleCounters>> {
  const hidden = await countersHiddenFrom(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      hidden.has(r.id)
        ? HIDDEN
        : { followers: r.followers_count, following: r.following_count, postsCount: r.posts_count },
    ]),
  );
}

/** One member's counters as the viewer may see them. */
export async function visibleCountersOf(
  db: Kysely<Database>,
  viewerId: string,
  row: CounterRow,
): Promise<VisibleCounters> {
  return (await visibleCounters(db, viewerId, [row])).get(row.id) ?? HIDDEN;
}
