import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPost } from '../testing/fixtures/posts';
import { signupMember, testDialect } from '../testing/harness';
import { useStatementCapture } from '../testing/statement-capture';

/*
 * Statements are prepared once per connection and run many times (decision 036): SQLite through
 * its statement cache, PostgreSQL through named statements. Both depend on a write sending the same
 * texts every time, with its values as parameters.
 */

// One pooled connection, so the prepared statements read back are the ones the writes made.
const recorded = useStatementCapture({ poolSize: 1 });
const seen = recorded.captured;

describe('prepared statements', () => {
  it("sends a like's statements as the same texts each time, and PostgreSQL keeps them prepared", async () => {
    const author = await signupMember(recorded.t.app);
    const post = await createPost(recorded.t.app, author.cookie, 'Preparado');
    const fans = [await signupMember(recorded.t.app), await signupMember(recorded.t.app)];
    const texts: string[][] = [];
    // Both find the post's parts in the read cache, as every like but a post's first does (decision 049).
    const first = await signupMember(recorded.t.app);
    await recorded.t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}/like`,
      headers: { cookie: first.cookie },
    });
    for (const fan of fans) {
      await recorded.t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: fan.cookie } });
      const res = await recorded.capture(() =>
        recorded.t.app.inject({
          method: 'PUT',
          url: `/api/posts/${post.id}/like`,
          headers: { cookie: fan.cookie },
        }),
      );
      expect(res.statusCode).toBe(200);
      texts.push(seen.map((q) => q.sql));
      // No member's id is written into the text.
      expect(seen.some((q) => q.sql.includes(fan.member.id as string))).toBe(false);
    }
    expect(texts[1]).toEqual(texts[0]);

    if (testDialect === 'postgres') {
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        recorded.t.database.db,
      );
      const prepared = rows.map((r) => r.statement);
      // The likes' statement (posts/post-like-batch.ts: the marks, their counter deltas and
      // notifications in CTEs, over arrays of likes).
      expect(prepared.some((s) => s.startsWith('with a as (') && s.includes('insert into post_likes'))).toBe(true);
      // Schema changes (the migrations) are never kept prepared.
      expect(prepared.filter((s) => /^\s*(create|alter|drop)\b/i.test(s))).toEqual([]);
    }
  });
});
