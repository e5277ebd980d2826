import {
  type Dialect,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { followedPostsQuery, mergeNewestFirst, otherPostsQuery, ownPostsQuery } from './feed.queries';

/** A Kysely that builds SQL and never runs it, for reading what a query compiles to. */
const compileOnly = (dialect: Omit<Dialect, 'createDriver'>) =>
  new Kysely<Database>({ dialect: { ...dialect, createDriver: () => new DummyDriver() } });

// The feed's SQL, per dialect, so a change to the hot path shows in review.
const dialects = {
  sqlite: compileOnly({
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
  postgres: compileOnly({
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }),
};

describe.each(Object.entries(dialects))('feed SQL on %s', (_name, db) => {
  const key = { createdAt: 1767268800000, id: 'pst_01' };
  it('reads own posts through the author index', () => {
    expect(ownPostsQuery(db, 'usr_1', key, 11).compile().sql).toMatchSnapshot();
  });
  it('reads followed members, brands and segments in one statement', () => {
    expect(followedPostsQuery(db, 'usr_1', key, 11).compile().sql).toMatchSnapshot();
  });
  it('walks everything else newest first', () => {
    expect(otherPostsQuery(db, 'usr_1', undefined, 11).compile().sql).toMatchSnapshot();
  });
});

describe('mergeNewestFirst', () => {
  it('keeps the newest distinct rows, ties broken by id', () => {
    const rows = [
      { id: 'b', created_at: 5 },
      { id: 'a', created_at: 9 },
      { id: 'c', created_at: 5 },
      { id: 'a', created_at: 9 },
      { id: 'd', created_at: 1 },
    ];
    expect(mergeNewestFirst(rows, 3).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});
