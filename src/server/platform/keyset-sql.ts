import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Keyset } from './pagination';

/**
 * The rows after `key` in a list ordered by (time desc, id desc), for a query's `where`:
 * `time < c or (time = c and id < i)`. Spelled out rather than as a row-value comparison so that
 * SQLite and PostgreSQL both walk the (time, id) index the same way.
 */
export function olderThan(key: Keyset, time = 'created_at', id = 'id'): RawBuilder<SqlBool> {
  const t = sql.ref(time);
  return sql<SqlBool>`(${t} < ${key.createdAt} or (${t} = ${key.createdAt} and ${sql.ref(id)} < ${key.id}))`;
}

/**
 * One page of a list read newest first: the rows after `after`, ordered by (time desc, id desc),
 * `fetch` of them (a page asks for one more than it shows, to know whether another follows).
 */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  fetch: number,
  after?: Keyset,
  time = 'created_at',
  id = 'id',
): SelectQueryBuilder<DB, TB, O> {
  const q = after ? query.where(olderThan(after, time, id)) : query;
  return q.orderBy(sql.ref(time), 'desc').orderBy(sql.ref(id), 'desc').limit(fetch);
}
