import { SelectQueryNode, type CompiledQuery, type QueryResult, type SqliteDatabase } from 'kysely';

/** Statements on one better-sqlite3 connection, answered as Kysely expects. */
export interface Runner {
  run(query: CompiledQuery): QueryResult<unknown>;
  iterate(query: CompiledQuery): IterableIterator<unknown>;
}

export function runnerOf(db: SqliteDatabase): Runner {
  return {
    run(query) {
      const stmt = db.prepare(query.sql);
      const parameters = query.parameters as unknown[];
      if (stmt.reader) return { rows: stmt.all(parameters) };
      const { changes, lastInsertRowid } = stmt.run(parameters);
      return {
        numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
        insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
        rows: [],
      };
    },
    iterate(query) {
      return db.prepare(query.sql).iterate(query.parameters as unknown[]) as IterableIterator<unknown>;
    },
  };
}

/** A read the second connection may answer: a select, or raw SQL that only selects. */
export function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return query.query.kind === 'RawNode' && /^\s*select\b/i.test(query.sql) && !/\breturning\b/i.test(query.sql);
}
