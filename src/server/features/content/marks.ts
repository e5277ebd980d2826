import { sql, type Kysely } from 'kysely';
import { onPostgres, toBool } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';
import { toggleMarkStatement } from './marks-postgres';

type Db = Kysely<Database>;
// One builder serves every kind's tables, which Kysely cannot type as a union: the signatures say the shape.
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const untyped = (db: Db) => db as unknown as AnyDb;

/**
 * What a member does to an item of one kind (likes it, saves it, shares it...): a row per member
 * and item in a table of its own, keyed by (`column`, user_id), and counters on the item's row.
 */
export interface MarkSpec<Table extends string, Counter extends string> {
  /** The table of the items, whose counters go up and down. */
  items: keyof Database;
  /** The column of the mark tables naming the item: 'post_id', 'story_id'... */
  column: string;
  /** Mark tables by the kind the viewer's marks are read as ('like' -> 'post_likes'). */
  kinds: Record<string, Table>;
  /** A repost is a row of `items` whose `originalColumn` names the original: marked 'repost:ROOT'. */
  originalColumn?: string;
  counters?: readonly Counter[];
}

export function contentMarks<Table extends string, Counter extends string>(spec: MarkSpec<Table, Counter>) {
  const { items, column } = spec;

  // Each is built and compiled once per table (db/reusable-statement.ts): a like runs them all.
  const insertMark = reusableStatements(
    (table: string) => (db: Db, v: { itemId: string; userId: string; now: number }) =>
      untyped(db)
        .insertInto(table)
        .values({ [column]: v.itemId, user_id: v.userId, created_at: v.now })
        .onConflict((oc) => oc.columns([column, 'user_id']).doNothing()),
  );
  const deleteMark = reusableStatements(
    (table: string) => (db: Db, v: { itemId: string; userId: string }) =>
      untyped(db).deleteFrom(table).where(column, '=', v.itemId).where('user_id', '=', v.userId),
  );
  const selectCounter = reusableStatements(
    (counter: string) => (db: Db, v: { itemId: string }) =>
      untyped(db).selectFrom(items).select(counter).where('id', '=', v.itemId),
  );
  // On PostgreSQL a write's delta may not be folded yet when its request reads the count back (the
  // fold runs beside the request, db/counter-folder.ts): the count is the column and what is pending.
  const selectPendingCounter = reusableStatements(
    (counter: string) => (_db: Db, v: { itemId: string }) =>
      sql<Record<string, number>>`select greatest(0, t.${sql.ref(counter)} + coalesce((select sum(c.delta)
          from counter_deltas as c where c.item_id = ${v.itemId} and c.counter = ${counter}
            and c.item_table = ${items}), 0))::int as ${sql.ref(counter)}
        from ${sql.table(items)} as t where t.id = ${v.itemId}`,
  );

  /** Adds a member's mark; true when it is new (a repeated like changes nothing). */
  async function addMark(db: Db, table: Table, itemId: string, userId: string, now: number): Promise<boolean> {
    const res = await insertMark(table)(db, { itemId, userId, now });
    return Number(res.numAffectedRows ?? 0) > 0;
  }

  async function removeMark(db: Db, table: Table, itemId: string, userId: string): Promise<boolean> {
    const res = await deleteMark(table)(db, { itemId, userId });
    return Number(res.numAffectedRows ?? 0) > 0;
  }

  const bumpCounter = (db: Db, itemId: string, counter: Counter, by: 1 | -1) =>
    bumpColumn(db, items, itemId, counter, by);

  /** Moves a counter by one and answers its new value, in one statement. */
  async function bumpAndReadCounter(db: Db, itemId: string, counter: Counter, by: 1 | -1): Promise<number> {
    return (await bumpAndRead(db, items, itemId, counter, by)) ?? readCounter(db, itemId, counter);
  }

  async function readCounter(db: Db, itemId: string, counter: Counter): Promise<number> {
    const { rows } = await (onPostgres(db) ? selectPendingCounter : selectCounter)(counter)(db, { itemId });
    return Number((rows[0] as Record<string, unknown> | undefined)?.[counter] ?? 0);
  }

  /** Sets or clears a member's mark, moves its counter only when the mark changed, and reads the counter. */
  async function toggleMark(
    db: Db,
    mark: { table: Table; counter: Counter; on: boolean },
    itemId: string,
    userId: string,
    now: number,
  ): Promise<{ changed: boolean; count: number }> {
    if (onPostgres(db)) {
      const statement = toggleMarkStatement(items, mark.table, column, mark.counter, mark.on ? 1 : -1);
      // A reusable statement binds every value it is given: a removal has no time to write.
      const row = (await statement(db, mark.on ? { itemId, userId, now } : { itemId, userId })).rows[0];
      return { changed: Number(row?.changed ?? 0) > 0, count: Number(row?.n ?? 0) };
    }
    const changed = mark.on
      ? await addMark(db, mark.table, itemId, userId, now)
      : await removeMark(db, mark.table, itemId, userId);
    // The counter moves and is read in one statement; a count already at zero is read as it stands.
    const moved = changed ? await bumpAndRead(db, items, itemId, mark.counter, mark.on ? 1 : -1) : undefined;
    return { changed, count: moved ?? (await readCounter(db, itemId, mark.counter)) };
  }

  /**
   * What the viewer did to these items, in one round trip, as 'kind:ID' ('like:pst_1', 'repost:ROOT'):
   * a UNION ALL of one index range per mark table (and of the viewer's reposts of `rootIds`).
   */
  async function viewerMarks(db: Db, viewerId: string, ids: string[], rootIds: string[] = []): Promise<Set<string>> {
    const d = untyped(db);
    const mark = (table: string, kind: string) =>
      d
        .selectFrom(table)
        .select([sql<string>`${sql.lit(kind)}`.as('kind'), sql<string>`${sql.ref(column)}`.as('item_id')])
        .where('user_id', '=', viewerId)
        .where(column, 'in', ids);
    const [first, ...rest] = Object.entries(spec.kinds).map(([kind, table]) => mark(table, kind));
    let q = first!;
    for (const next of rest) q = q.unionAll(next);
    if (spec.originalColumn)
      q = q.unionAll(
        d
          .selectFrom(items)
          .select([
            sql<string>`${sql.lit('repost')}`.as('kind'),
            sql<string>`${sql.ref(spec.originalColumn)}`.as('item_id'),
          ])
          .where('author_user_id', '=', viewerId)
          .where(spec.originalColumn, 'in', rootIds),
      );
    const rows = (await q.execute()) as { kind: string; item_id: string }[];
    return new Set(rows.map((m) => `${m.kind}:${m.item_id}`));
  }

  /**
   * What the viewer did to one item (and, for a copy, its root), as columns for a caller's select:
   * one per kind, named by it. `marksOfColumns` reads them back as `viewerMarks` gives them.
   */
  function viewerMarkColumns(viewerId: string, id: string, rootId: string) {
    const columns = Object.entries(spec.kinds).map(
      ([kind, table]) =>
        sql`exists (select 1 from ${sql.table(table)} where user_id = ${viewerId} and ${sql.ref(column)} = ${id}) as ${sql.ref(`mark_${kind}`)}`,
    );
    if (spec.originalColumn)
      columns.push(
        sql`exists (select 1 from ${sql.table(items)}
          where author_user_id = ${viewerId} and ${sql.ref(spec.originalColumn)} = ${rootId}) as ${sql.ref('mark_repost')}`,
      );
    return sql.join(columns);
  }

  function marksOfColumns(row: Record<string, unknown>, id: string, rootId: string): Set<string> {
    const marks = new Set<string>();
    for (const kind of Object.keys(spec.kinds))
      if (toBool(row[`mark_${kind}`] as number | boolean)) marks.add(`${kind}:${id}`);
    if (spec.originalColumn && toBool(row.mark_repost as number | boolean)) marks.add(`repost:${rootId}`);
    return marks;
  }

  return {
    addMark,
    removeMark,
    bumpCounter,
    bumpAndReadCounter,
    readCounter,
    toggleMark,
    viewerMarks,
    viewerMarkColumns,
    marksOfColumns,
  };
}

/*
 * On PostgreSQL a counter moves by a row appended to `counter_deltas`, folded into the column right
 * after the commit (db/counter-folder.ts, decision 035): the likes of a viral post do not queue on
 * its row's lock. SQLite has one writer (db/group-commit.ts) and moves the column itself.
 */
const appendDelta = reusableStatements(
  (table: keyof Database, counter: string, by: 1 | -1) => (db: Db, v: { id: string }) =>
    db.insertInto('counter_deltas').values({ item_table: table, item_id: v.id, counter, delta: by }),
);

function bumpQuery(db: Db, table: keyof Database, id: string, counter: string, by: 1 | -1) {
  let q = untyped(db)
    .updateTable(table)
    .set((eb) => ({ [counter]: eb(counter, by > 0 ? '+' : '-', 1) }))
    .where('id', '=', id);
  if (by < 0) q = q.where(counter, '>', 0);
  return q;
}

// Built and compiled once per table, counter and sign (db/reusable-statement.ts).
const bump = reusableStatements(
  (table: keyof Database, counter: string, by: 1 | -1) => (db: Db, v: { id: string }) =>
    bumpQuery(db, table, v.id, counter, by),
);
const bumpReturning = reusableStatements(
  (table: keyof Database, counter: string, by: 1 | -1) => (db: Db, v: { id: string }) =>
    bumpQuery(db, table, v.id, counter, by).returning(counter),
);
const appendDeltaReturning = reusableStatements((table: keyof Database, counter: string, by: 1 | -1) => {
  const col = sql.ref(`t.${counter}`);
  // The column, the deltas committed but not yet folded, and this one: what the fold will make it.
  return (_db: Db, v: { id: string }) => sql<{ n: number }>`with d as (
        insert into "counter_deltas" (item_table, item_id, counter, delta) values (${table}, ${v.id}, ${counter}, ${by})
        returning delta)
      select greatest(0, ${col} + (select delta from d) + coalesce((select sum(c.delta) from counter_deltas as c
        where c.item_id = ${v.id} and c.counter = ${counter} and c.item_table = ${table}), 0)) as n
      from ${sql.table(table)} as t where t.id = ${v.id}`;
});

/** Moves a count by one; a count never goes below zero, even when its start was seeded without rows. */
export async function bumpColumn(db: Db, table: keyof Database, id: string, counter: string, by: 1 | -1) {
  if (onPostgres(db)) await appendDelta(table, counter, by)(db, { id });
  else await bump(table, counter, by)(db, { id });
}

/** `bumpColumn`, answering the new count; undefined when no row moved (gone, or already at zero). */
async function bumpAndRead(
  db: Db,
  table: keyof Database,
  id: string,
  counter: string,
  by: 1 | -1,
): Promise<number | undefined> {
  if (onPostgres(db)) {
    const { rows } = await appendDeltaReturning(table, counter, by)(db, { id });
    return rows[0] === undefined ? undefined : Number(rows[0].n);
  }
  const { rows } = await bumpReturning(table, counter, by)(db, { id });
  const row = rows[0];
  const value = (row as Record<string, unknown> | undefined)?.[counter];
  return value === undefined ? undefined : Number(value);
}
