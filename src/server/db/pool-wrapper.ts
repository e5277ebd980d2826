import type pg from 'pg';

/** The parts of a pg pool Kysely's PostgreSQL dialect uses. */
export interface Pool {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * A pool whose clients send their statements through `around(query)`: `query` is the client's own,
 * and the function returned stands in for it. One wrapper per pooled client, made on its first
 * checkout, so Kysely keeps one connection object per client as it would.
 */
export function wrapPoolQueries(pool: Pool, around: (query: Query) => Query): Pool {
  const wrappers = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const wrap = (client: pg.PoolClient) =>
    ({
      query: around(client.query.bind(client) as Query),
      release: (err?: Error | boolean) => client.release(err),
    }) as unknown as pg.PoolClient;
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
