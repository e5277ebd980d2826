import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Keyset } from '../../platform/pagination';

/**
 * The rows past a keyset cursor in a list ordered by (time, id): `dir` '<' for newest first, '>'
 * for oldest first. Written as an OR so any list of any table can use it, columns named by `cols`.
 */
export function pastKey<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  key: Keyset | undefined,
  dir: '<' | '>' = '<',
  cols: { time: string; id: string } = { time: 'created_at', id: 'id' },
) {
  if (!key) return eb.lit(true);
  const time = sql.ref(cols.time);
  return eb.or([
    eb(time, dir, key.createdAt),
    eb.and([eb(time, '=', key.createdAt), eb(sql.ref(cols.id), dir, key.id)]),
  ]);
}

/**
 * One page of a list ordered by (time, id): the rows past `key` (see `pastKey`), newest first for
 * '<' and oldest first for '>', `limit` of them (a page asks for one more than it shows).
 */
export function pageByKey<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: Keyset | undefined,
  limit: number,
  dir: '<' | '>' = '<',
  cols: { time: string; id: string } = { time: 'created_at', id: 'id' },
) {
  const order = dir === '<' ? 'desc' : 'asc';
  return query
    .where((eb) => pastKey(eb, key, dir, cols))
    .orderBy(sql.ref(cols.time), order)
    .orderBy(sql.ref(cols.id), order)
    .limit(limit)
    .execute();
}
