import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';

type Db = Kysely<Database>;

// A type, not an interface: reusable statements take their values as a record.
export type MarkValues = { itemId: string; userId: string; now?: number };

/**
 * A member's mark set or cleared, its counter delta appended when the mark changed, and the count
 * read, in one statement on PostgreSQL: the mark and the delta were two round trips inside the
 * transaction, and there the server's event loop, not the database, sets the pace of writes
 * (decision 041).
 *
 * The delta goes to `counter_deltas` as `bumpColumn` appends it (decision 035), written as
 * `insert into "counter_deltas"`: that text is how the pool knows to fold after the commit
 * (db/counter-folder.ts). The statement's snapshot cannot see the rows its own CTEs write, so the
 * count adds this delta to the column and the deltas committed but not yet folded, as the fold will.
 *
 * `then` is one more write that happens only when the mark changed: it reads the CTE `m`, which
 * holds one row then and none otherwise. `followed` counts the rows it returned.
 */
export function toggleMarkSql(
  items: keyof Database,
  markTable: string,
  column: string,
  counter: string,
  by: 1 | -1,
  v: MarkValues,
  then?: RawBuilder<unknown>,
) {
  const mark =
    by > 0
      ? sql`insert into ${sql.table(markTable)} (${sql.ref(column)}, user_id, created_at)
        values (${v.itemId}, ${v.userId}, ${v.now})
        on conflict (${sql.ref(column)}, user_id) do nothing returning 1 as moved`
      : sql`delete from ${sql.table(markTable)}
        where ${sql.ref(column)} = ${v.itemId} and user_id = ${v.userId} returning 1 as moved`;
  return sql<{ changed: number; n: number | null; followed: number }>`with m as (${mark}),
    d as (${counterDeltaSql(items, v.itemId, counter, by, 'm')})
    ${then ? sql`, f as (${then})` : sql``}
    select (select count(*) from m)::int as changed,
      ${pendingCountSql(items, v.itemId, counter, 'd')} as n,
      ${then ? sql`(select count(*) from f)::int` : sql`0`} as followed`;
}

/** The body of a CTE appending the counter's delta once for each row of the CTE `gate`. */
export function counterDeltaSql(items: keyof Database, itemId: string, counter: string, by: 1 | -1, gate: string) {
  return sql`insert into "counter_deltas" (item_table, item_id, counter, delta)
      select ${items}::text, ${itemId}::text, ${counter}::text, ${by}::int from ${sql.table(gate)} returning delta`;
}

/** The count as the fold will make it: the column, the deltas not yet folded, and those of the CTE `delta`. */
export function pendingCountSql(items: keyof Database, itemId: string, counter: string, delta: string) {
  return sql<number | null>`(select greatest(0, t.${sql.ref(counter)}
        + coalesce((select sum(delta) from ${sql.table(delta)}), 0)
        + coalesce((select sum(c.delta) from counter_deltas as c
          where c.item_id = ${itemId} and c.counter = ${counter} and c.item_table = ${items}), 0))
      from ${sql.table(items)} as t where t.id = ${itemId})::int`;
}

export const toggleMarkStatement = reusableStatements(
  (items: keyof Database, markTable: string, column: string, counter: string, by: 1 | -1) => (_db: Db, v: MarkValues) =>
    toggleMarkSql(items, markTable, column, counter, by, v),
);
