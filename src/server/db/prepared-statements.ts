import { wrapPoolQueries, type Pool } from './pool-wrapper';

/*
 * PostgreSQL parses and plans an unnamed statement on every execution. A statement given a name is
 * parsed once per connection and then only bound and run: the hot writes (a like, a comment) run
 * the same few texts thousands of times. Measured on like-toggle and comment: about 40 % more
 * requests a second (decision 036).
 *
 * Only statements with parameters that read or write rows are named: DDL and the migrations stay
 * unnamed, so no prepared plan outlives a change of the schema it was planned on. The names are
 * bounded: a text seen after the first MAX_NAMES runs unnamed, as before.
 */
const MAX_NAMES = 2000;
const DML = /^\s*(select|insert|update|delete|with)\b/i;

export function preparingPool(pool: Pool): Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMES && DML.test(text)) names.set(text, (name = `bs${names.size}`));
    return name;
  };
  return wrapPoolQueries(pool, (query) => (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || args.length > 2)
      return query(...args);
    const name = nameOf(text);
    return name === undefined ? query(...args) : query({ name, text, values });
  });
}
