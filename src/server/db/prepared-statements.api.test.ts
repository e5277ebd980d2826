import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../testing/fixtures/posts';
import { createTestApp, createTestDatabase, signupMember, testDialect, type TestApp } from '../testing/harness';

/*
 * Statements are prepared once per connection and run many times (decision 036): SQLite through
 * its statement cache, PostgreSQL through named statements. Both depend on a write sending the same
 * texts every time, with its values as parameters.
 */

const seen: CompiledQuery[] = [];
let capturing = false;
let t: TestApp;

beforeAll(async () => {
  // One pooled connection, so the prepared statements read back are the ones the writes made.
  const database = await createTestDatabase({
    poolSize: 1,
    onQuery: (q) => {
      if (capturing) seen.push(q);
    },
  });
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await t.database.destroy();
});

describe('prepared statements', () => {
  it("sends a like's statements as the same texts each time, and PostgreSQL keeps them prepared", async () => {
    const author = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie, 'Preparado');
    const fans = [await signupMember(t.app), await signupMember(t.app)];
    const texts: string[][] = [];
    for (const fan of fans) {
      seen.length = 0;
      capturing = true;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}/like`,
        headers: { cookie: fan.cookie },
      });
      capturing = false;
      expect(res.statusCode).toBe(200);
      texts.push(seen.map((q) => q.sql));
      // No member's id is written into the text.
      expect(seen.some((q) => q.sql.includes(fan.member.id as string))).toBe(false);
    }
    expect(texts[1]).toEqual(texts[0]);

    if (testDialect === 'postgres') {
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        t.database.db,
      );
      const prepared = rows.map((r) => r.statement);
      // The mark's statement (content/marks-postgres.ts: the mark and its counter delta in CTEs).
      expect(prepared.some((s) => s.startsWith('with m as (insert into "post_likes"'))).toBe(true);
      // Schema changes (the migrations) are never kept prepared.
      expect(prepared.filter((s) => /^\s*(create|alter|drop)\b/i.test(s))).toEqual([]);
    }
  });
});
