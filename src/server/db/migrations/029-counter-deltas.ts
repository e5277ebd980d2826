import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL a counter (a post's likes, its comments...) moves by appending a row here, folded
 * into the item's column right after the commit (db/counter-folder.ts, decision 035): a viral
 * post's likes no longer queue on its row's lock one commit at a time. SQLite has one writer and
 * keeps moving the column itself; the table exists there too, empty, so both schemas match.
 *
 * The fold is one function on PostgreSQL, so it costs the app one round trip however many items it
 * moves: it takes the folds' lock (two instances' folds would lock rows in any order), deletes a
 * batch of deltas, and adds each item's sum to its column, in a fixed order of rows.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('counter_deltas')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('item_table', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('counter', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  // The in-transaction read of an item's pending deltas (content/marks.ts).
  await db.schema.createIndex('counter_deltas_item_idx').on('counter_deltas').columns(['item_id', 'counter']).execute();
  if (!postgres) return;
  await sql`CREATE FUNCTION fold_counter_deltas(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  folded integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(803571);
  FOR r IN
    WITH moved AS (
      DELETE FROM counter_deltas
      WHERE id IN (SELECT id FROM counter_deltas ORDER BY id LIMIT batch)
      RETURNING item_table, item_id, counter, delta
    )
    SELECT item_table, item_id, counter, sum(delta)::integer AS d, count(*)::integer AS n
    FROM moved GROUP BY item_table, item_id, counter ORDER BY item_table, counter, item_id
  LOOP
    folded := folded + r.n;
    IF r.d <> 0 THEN
      EXECUTE format('UPDATE %I SET %I = greatest(0, %I + $1) WHERE id = $2', r.item_table, r.counter, r.counter)
        USING r.d, r.item_id;
    END IF;
  END LOOP;
  RETURN folded;
END $$`.execute(db);
}
