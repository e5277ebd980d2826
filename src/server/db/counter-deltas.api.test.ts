import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPost } from '../testing/fixtures/posts';
import { createTestApp, createTestDatabase, signupMember, testDialect } from '../testing/harness';
import { useTestApp } from '../testing/test-app';

/*
 * Counters under concurrent writes (decision 035). On PostgreSQL a like appends a delta that is
 * folded into the post's column right after its commit; on SQLite it moves the column. Either way
 * the answer, the next read and the rows agree, and nothing is left pending.
 */

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const likesOf = async (postId: string) =>
  await t.database.db
    .selectFrom('posts')
    .select((eb) => [
      'likes_count',
      eb
        .selectFrom('post_likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('post_likes.post_id', '=', 'posts.id')
        .as('rows'),
    ])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();

const pending = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('counter_deltas')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('counters of a post liked by many at once', () => {
  it('answers each like with a count, shows the last one on the next read, and leaves the counter equal to its rows', async () => {
    const author = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie, 'Viral');
    const fans = await Promise.all(Array.from({ length: 30 }, () => signupMember(t.app)));

    const answers = await Promise.all(
      fans.map((f) =>
        t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: { cookie: f.cookie } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    const counts = answers.map((a) => a.json().likes as number);
    // Each answer counts its own like and those committed before it; on PostgreSQL, likes committing
    // at the same moment do not see each other, so no answer need say 30.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);

    // Every like was answered after its counter reached the column.
    expect(await likesOf(post.id)).toEqual({ likes_count: 30, rows: 30 });
    expect(await pending()).toBe(0);
    const read = await t.app.inject({ url: `/api/posts/${post.id}`, headers: { cookie: author.cookie } });
    expect(read.json().post.stats.likes).toBe(30);

    // Half take their like back, at once as well.
    const undone = await Promise.all(
      fans
        .slice(0, 15)
        .map((f) =>
          t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}/like`, headers: { cookie: f.cookie } }),
        ),
    );
    expect(undone.map((a) => a.statusCode)).toEqual(fans.slice(0, 15).map(() => 200));
    expect(await likesOf(post.id)).toEqual({ likes_count: 15, rows: 15 });
    expect(await pending()).toBe(0);
  });
});

describe('counter moves a stopped instance left unfolded', () => {
  it('are folded into their column by the next sweep on PostgreSQL; SQLite moves the column itself', async () => {
    const author = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie, 'Antes da queda');
    if (testDialect === 'sqlite') {
      const fan = await signupMember(t.app);
      await t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: { cookie: fan.cookie } });
      expect(await likesOf(post.id)).toEqual({ likes_count: 1, rows: 1 });
      expect(await pending()).toBe(0);
      return;
    }
    // Another instance appended a like's delta, committed, and died before its fold.
    const other = new pg.Client({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${t.database.schema}`,
    });
    await other.connect();
    try {
      await other.query(
        `insert into counter_deltas (item_table, item_id, counter, delta) values ('posts', $1, 'likes_count', 1)`,
        [post.id],
      );
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 5000;
    while ((await likesOf(post.id)).likes_count !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await likesOf(post.id)).likes_count).toBe(1);
    expect(await pending()).toBe(0);
  });
});

describe('a like waiting for its fold', () => {
  it('has given its connection back on PostgreSQL: with one pooled connection, other requests are answered meanwhile', async () => {
    if (testDialect === 'sqlite') {
      // SQLite moves the column in the like's own transaction: there is no fold to wait for.
      const author = await signupMember(t.app);
      const fan = await signupMember(t.app);
      const post = await createPost(t.app, author.cookie, 'Um só caminho');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}/like`,
        headers: { cookie: fan.cookie },
      });
      expect(res.json().likes).toBe(1);
      expect(await likesOf(post.id)).toEqual({ likes_count: 1, rows: 1 });
      return;
    }
    const one = await createTestApp({ database: await createTestDatabase({ poolSize: 1 }) });
    const blocker = new pg.Client({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${one.database.schema}`,
    });
    try {
      const author = await signupMember(one.app);
      const fan = await signupMember(one.app);
      const post = await createPost(one.app, author.cookie, 'Um só caminho');
      // Folds take this lock (migration 029): holding it keeps the like waiting for its fold.
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select pg_advisory_xact_lock(803571)');
      let answered = false;
      const like = one.app
        .inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: { cookie: fan.cookie } })
        .then((res) => ((answered = true), res));
      const liked = async () =>
        (await blocker.query('select 1 from post_likes where post_id = $1', [post.id])).rowCount === 1;
      const deadline = Date.now() + 5000;
      while (!(await liked()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await liked()).toBe(true);

      // The like is committed and waits for its fold; the pool's one connection serves the others.
      const read = await Promise.race([
        one.app.inject({ url: `/api/posts/${post.id}`, headers: { cookie: author.cookie } }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the pool stayed held')), 5000)),
      ]);
      expect(read.statusCode).toBe(200);
      expect(answered).toBe(false);

      await blocker.query('commit');
      const res = await like;
      expect(res.statusCode).toBe(200);
      // Answered only once its counter had reached the column.
      const row = await one.database.db
        .selectFrom('posts')
        .select('likes_count')
        .where('id', '=', post.id)
        .executeTakeFirstOrThrow();
      expect(row.likes_count).toBe(1);
    } finally {
      await blocker.end().catch(() => {});
      await one.close();
    }
  });
});
