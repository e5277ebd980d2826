import { beforeAll, describe, expect, it } from 'vitest';
import { signupCrowd } from '../../testing/fixtures/members';
import { createPost } from '../../testing/fixtures/posts';
import { signupMember, testDialect } from '../../testing/harness';
import { useStatementCapture } from '../../testing/statement-capture';

/*
 * Likes sent at the same moment by many members: on PostgreSQL they go as one statement (decision
 * 054); on SQLite they share the group commit. Either way each is answered as it would be alone.
 */

// Many members sign up from one address here.
const recorded = useStatementCapture({ env: { AUTH_RATE_LIMIT: '1000' } });
const isBatch = (sql: string) => /^with a as \(/.test(sql) && sql.includes('insert into post_likes');
const isAlone = (sql: string) => sql.startsWith('with m as (insert into "post_likes"');

type Member = Awaited<ReturnType<typeof signupMember>>;

const like = (m: Member, postId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  recorded.t.app.inject({ method, url: `/api/posts/${postId}/like`, headers: { cookie: m.cookie } });

async function likesOf(postId: string) {
  const db = recorded.t.database.db;
  const marks = await db.selectFrom('post_likes').select('user_id').where('post_id', '=', postId).execute();
  const row = await db.selectFrom('posts').select('likes_count').where('id', '=', postId).executeTakeFirstOrThrow();
  const notes = await db
    .selectFrom('notifications')
    .select('actor_user_id')
    .where('post_id', '=', postId)
    .where('type', '=', 'like')
    .execute();
  return {
    count: row.likes_count,
    marks: marks.map((r) => r.user_id).sort(),
    notified: notes.map((r) => r.actor_user_id).sort(),
  };
}

describe('likes at the same moment', () => {
  let author: Member;
  let quiet: Member;
  let fans: Member[];

  beforeAll(async () => {
    // `quiet` switched like notifications off: their posts' likes tell them nothing.
    ({ author, quiet, fans } = await signupCrowd(recorded.t.app, 10, 'like'));
  });

  it('are each answered, counted and notified, unless the author switched like notifications off', async () => {
    const loud = (await createPost(recorded.t.app, author.cookie, 'Curtam!')).id;
    const muted = (await createPost(recorded.t.app, quiet.cookie, 'Sem avisos')).id;
    const answers = await recorded.capture(() =>
      Promise.all(fans.flatMap((fan) => [like(fan, loud), like(fan, muted)])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((r) => r.json().liked === true)).toBe(true);
    // Each answer counts at least its own like, and never more than there are.
    for (const r of answers) expect(r.json().likes).toBeGreaterThanOrEqual(1);
    for (const r of answers) expect(r.json().likes).toBeLessThanOrEqual(fans.length);
    const ids = fans.map((f) => f.member.id as string).sort();
    expect(await likesOf(loud)).toEqual({ count: 10, marks: ids, notified: ids });
    expect(await likesOf(muted)).toEqual({ count: 10, marks: ids, notified: [] });
    if (testDialect === 'postgres') {
      // Twenty likes went as a few statements, not twenty.
      const batches = recorded.captured.filter((q) => isBatch(q.sql)).length;
      expect(batches).toBeGreaterThan(0);
      expect(batches).toBeLessThan(answers.length / 2);
      expect(recorded.captured.filter((q) => isAlone(q.sql))).toEqual([]);
    }
  });

  it("never put a member's like and unlike of one post in one statement: whichever lands last stands", async () => {
    const postId = (await createPost(recorded.t.app, author.cookie, 'Vai e volta')).id;
    const [fan, other] = fans;
    const answers = await recorded.capture(() =>
      Promise.all([like(fan!, postId), like(fan!, postId, 'DELETE'), like(other!, postId)]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const state = await likesOf(postId);
    // The fan's like stands or not, as their two writes landed, and the count and the author's
    // notifications agree with it.
    expect(state.marks).toContain(other!.member.id);
    expect(state.count).toBe(state.marks.length);
    expect(state.notified).toEqual(state.marks);
    if (testDialect === 'postgres') {
      const batches = recorded.captured.filter((q) => isBatch(q.sql));
      expect(batches.length).toBeGreaterThan(1);
      for (const batch of batches) {
        const members = (batch.parameters[1] as string[]).filter((id) => id === fan!.member.id);
        expect(members.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('answer as they would alone when one of the batch fails: the post gone since is 404, the others land', async () => {
    const gone = (await createPost(recorded.t.app, author.cookie, 'Some logo')).id;
    const staying = (await createPost(recorded.t.app, author.cookie, 'Fica')).id;
    const [first, second, third] = fans;
    // Seen once, so the read cache judges it (decision 049)…
    expect((await like(first!, gone)).statusCode).toBe(200);
    // …and deleted behind the cache's back, as another instance would between the judging and the write.
    const db = recorded.t.database.db;
    await db.deleteFrom('notifications').where('post_id', '=', gone).execute();
    await db.deleteFrom('post_likes').where('post_id', '=', gone).execute();
    await db.deleteFrom('posts').where('id', '=', gone).execute();
    const answers = await recorded.capture(() =>
      Promise.all([like(second!, gone), like(second!, staying), like(third!, staying)]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([404, 200, 200]);
    expect(answers[0]!.json().code).toBe('not_found');
    const ids = [second!.member.id as string, third!.member.id as string].sort();
    expect(await likesOf(staying)).toEqual({ count: 2, marks: ids, notified: ids });
    if (testDialect === 'postgres') {
      // The batch failed as a whole, and its likes went again one by one.
      expect(recorded.captured.filter((q) => isBatch(q.sql)).length).toBeGreaterThan(0);
      expect(recorded.captured.filter((q) => isAlone(q.sql)).length).toBeGreaterThan(0);
    }
  });
});
