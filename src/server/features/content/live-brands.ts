import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';

type Db = Kysely<Database>;

/**
 * A suspended brand's items and products are out of everything the network shows (decision 023):
 * lists leave them out in SQL with `ofLiveBrand`, and every read of items by id (the loaders of the
 * content core) leaves them out with `withdrawnFrom`, which spares only operators and the brand's
 * own team. Both read `brands.suspended_at` on every query, so a suspension takes effect at once.
 */

/**
 * SQL: the row's brand, named by `column` ('posts.brand_id'), is none or is not suspended. A NOT
 * EXISTS on the brands' primary key: one probe per row, whatever the list walks.
 */
export function ofLiveBrand(column: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} is null or not exists (select 1 from brands as sb where sb.id = ${ref} and sb.suspended_at is not null))`;
}

/**
 * Of these suspended brands, the ones whose content the viewer may not see: all of them for anyone
 * (and anonymous callers) but operators, who see every one, and a brand's own team, who see theirs.
 * Read on every call, like every team check (decision 016).
 */
export async function withdrawnFrom(
  db: Db,
  viewerId: string | null,
  suspendedBrandIds: Iterable<string | null | undefined>,
): Promise<Set<string>> {
  const ids = [...new Set([...suspendedBrandIds].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0 || !viewerId) return new Set(ids);
  const [viewer, teams] = await Promise.all([
    db.selectFrom('users').select('is_operator').where('id', '=', viewerId).executeTakeFirst(),
    db
      .selectFrom('brand_members')
      .select('brand_id')
      .where('user_id', '=', viewerId)
      .where('brand_id', 'in', ids)
      .execute(),
  ]);
  if (toBool(viewer?.is_operator ?? 0)) return new Set();
  const own = new Set(teams.map((t) => t.brand_id));
  return new Set(ids.filter((id) => !own.has(id)));
}

/** A row read with its brand's suspension (content/authors.ts `rowsWithAuthor`). */
export interface BrandStateColumns {
  brand_id: string | null;
  brand_suspended_at: number | null;
}

/** The rows the viewer may see by their brand: a suspended brand's are left out (but as `withdrawnFrom` spares). */
export async function withoutWithdrawn<R extends BrandStateColumns>(
  db: Db,
  viewerId: string | null,
  rows: R[],
): Promise<R[]> {
  const suspended = rows.flatMap((r) => (r.brand_id && r.brand_suspended_at !== null ? [r.brand_id] : []));
  if (suspended.length === 0) return rows;
  const withdrawn = await withdrawnFrom(db, viewerId, suspended);
  return rows.filter((r) => !r.brand_id || !withdrawn.has(r.brand_id));
}
