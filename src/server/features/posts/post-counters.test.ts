import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createReadCache } from '../../platform/read-cache';
import { countersText, textWithoutCounters } from './post-counters';

const stats = (likes: number) => ({ likes, comments: 2, shares: 3, reposts: 4, bookmarks: 5 });

/** A database that must not be asked: every counter below is in the read cache already. */
const noDatabase = new Proxy({} as Kysely<Database>, {
  get() {
    throw new Error('the database was asked');
  },
});

async function cacheWith(counters: Record<string, number | undefined>) {
  const cache = createReadCache();
  await cache.getMany(
    Object.keys(counters).map((id) => `post-counters:${id}`),
    async (keys) =>
      new Map(
        keys.flatMap((key) => {
          const likes = counters[key.slice('post-counters:'.length)];
          const tags = [`engagement:${key}`];
          return likes === undefined ? [] : [[key, { value: countersText(stats(likes)), tags }] as const];
        }),
      ),
  );
  return cache;
}

describe('a list kept without its counters', () => {
  // Text a member may write, made to look like what the list is cut at.
  const tricky = [
    '"stats":{"likes":999}',
    'nul \u0000 and soh \u0001 characters',
    'counters-00000000-0000-0000-0000-000000000000-0',
    '\\"stats\\"',
  ];
  const list = {
    posts: tricky.map((content, i) => ({ id: `pst_${i}`, content, stats: stats(i) })),
    reel: { id: 'rel_1', stats: { likes: 7 } },
    nextCursor: null,
  };
  const ids = new Set(list.posts.map((p) => p.id));

  it('is served as the same JSON while the counters are those it was built with', async () => {
    const kept = textWithoutCounters(list, ids);
    const cache = await cacheWith({ pst_0: 0, pst_1: 1, pst_2: 2, pst_3: 3 });
    const text = await kept.withCounters({ db: noDatabase, cache });
    expect(text).toBe(JSON.stringify(list));
    expect(JSON.parse(text)).toEqual(list);
  });

  it("lays each post's counters as they are now over its own place, and leaves other kinds' alone", async () => {
    const kept = textWithoutCounters(list, ids);
    const cache = await cacheWith({ pst_0: 10, pst_1: 11, pst_2: 12, pst_3: 13 });
    const served = JSON.parse(await kept.withCounters({ db: noDatabase, cache })) as typeof list;
    expect(served.posts.map((p) => [p.content, p.stats.likes])).toEqual(tricky.map((content, i) => [content, 10 + i]));
    expect(served.reel).toEqual({ id: 'rel_1', stats: { likes: 7 } });
  });

  it('keeps the counters it was built with for a post that is gone', async () => {
    const kept = textWithoutCounters(list, ids);
    const cache = await cacheWith({ pst_0: 50, pst_2: 52, pst_3: 53 });
    // pst_1 is not in the cache, and the database has no row for it any more.
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`create table posts (id text primary key, likes_count int, comments_count int, shares_count int,
      reposts_count int, bookmarks_count int)`.execute(db);
    const served = JSON.parse(await kept.withCounters({ db, cache })) as typeof list;
    expect(served.posts.map((p) => p.stats.likes)).toEqual([50, 1, 52, 53]);
    await db.destroy();
  });

  it('answers the same text again until something is invalidated, then reads the counters anew', async () => {
    const kept = textWithoutCounters(list, ids);
    const cache = await cacheWith({ pst_0: 0, pst_1: 1, pst_2: 2, pst_3: 3 });
    const first = await kept.withCounters({ db: noDatabase, cache });
    expect(await kept.withCounters({ db: noDatabase, cache })).toBe(first);
    cache.invalidate('engagement:post-counters:pst_2');
    await cache.getMany(['post-counters:pst_2'], async (keys) => {
      return new Map(keys.map((key) => [key, { value: countersText(stats(20)), tags: [] }]));
    });
    const after = JSON.parse(await kept.withCounters({ db: noDatabase, cache })) as typeof list;
    expect(after.posts.map((p) => p.stats.likes)).toEqual([0, 1, 20, 3]);
  });
});
