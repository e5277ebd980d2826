import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../testing/fixtures/posts';
import { insertFollow, setPrivacy, signupCrowd } from '../../testing/fixtures/members';
import { signupMember, testDialect } from '../../testing/harness';
import { useStatementCapture } from '../../testing/statement-capture';

/*
 * Comments sent at the same moment by many members: on PostgreSQL they go as one statement (decision
 * 054); on SQLite they share the group commit. Either way each is answered as it would be alone.
 */

// Many members sign up from one address here.
const recorded = useStatementCapture({ env: { AUTH_RATE_LIMIT: '1000' } });
const isBatch = (sql: string) => /^with a as \(/.test(sql) && sql.includes('insert into comments');
const isAlone = (sql: string) => sql.startsWith('with w as (') && sql.includes('insert into comments');
const isGateBatch = (sql: string) => sql.includes('cross join lateral') && sql.includes('as writer_follows');

type Member = Awaited<ReturnType<typeof signupMember>>;

const comment = (m: Member, postId: string, text: string) =>
  recorded.t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/comments`,
    headers: { cookie: m.cookie },
    payload: { text },
  });

async function commentsOf(postId: string) {
  const db = recorded.t.database.db;
  const rows = await db.selectFrom('comments').select(['user_id', 'text']).where('post_id', '=', postId).execute();
  const post = await db.selectFrom('posts').select('comments_count').where('id', '=', postId).executeTakeFirstOrThrow();
  const notes = await db
    .selectFrom('notifications')
    .select(['actor_user_id', 'text'])
    .where('post_id', '=', postId)
    .where('type', '=', 'comment')
    .execute();
  const sorted = <T extends { text: string | null }>(xs: T[]) =>
    xs.map((x) => x.text).sort((a, b) => (a! < b! ? -1 : 1));
  return { count: post.comments_count, texts: sorted(rows), notified: sorted(notes) };
}

describe('comments at the same moment', () => {
  let author: Member;
  let quiet: Member;
  let fans: Member[];

  beforeAll(async () => {
    // `quiet` switched comment notifications off: their posts' comments tell them nothing.
    ({ author, quiet, fans } = await signupCrowd(recorded.t.app, 8, 'comment'));
  });

  it("are each written, counted, answered with their writer's name and notified unless switched off", async () => {
    const loud = (await createPost(recorded.t.app, author.cookie, 'Comentem!')).id;
    const muted = (await createPost(recorded.t.app, quiet.cookie, 'Em silêncio')).id;
    const answers = await recorded.capture(() =>
      Promise.all(fans.flatMap((fan, i) => [comment(fan, loud, `Oi ${i}`), comment(fan, muted, `Olá ${i}`)])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    answers.forEach((r, k) => {
      const i = Math.floor(k / 2);
      expect(r.json().comment).toMatchObject({
        text: k % 2 === 0 ? `Oi ${i}` : `Olá ${i}`,
        author: { id: fans[i]!.member.id, name: `Fã ${i}` },
      });
      expect(r.json().comments).toBeGreaterThanOrEqual(1);
      expect(r.json().comments).toBeLessThanOrEqual(fans.length);
    });
    const hello = fans.map((_, i) => `Oi ${i}`).sort();
    expect(await commentsOf(loud)).toEqual({ count: 8, texts: hello, notified: hello });
    expect(await commentsOf(muted)).toEqual({ count: 8, texts: fans.map((_, i) => `Olá ${i}`).sort(), notified: [] });
    if (testDialect === 'postgres') {
      // Sixteen comments went as a few statements, not sixteen.
      const batches = recorded.captured.filter((q) => isBatch(q.sql)).length;
      expect(batches).toBeGreaterThan(0);
      expect(batches).toBeLessThan(answers.length / 2);
      expect(recorded.captured.filter((q) => isAlone(q.sql))).toEqual([]);
    }
  });

  it('answer as they would alone when one of the batch fails: the post gone since is 404, the others land', async () => {
    const gone = (await createPost(recorded.t.app, author.cookie, 'Vai sumir')).id;
    const staying = (await createPost(recorded.t.app, author.cookie, 'Fica')).id;
    const [first, second, third] = fans;
    // Commented once, so the read cache judges it (decision 050)…
    expect((await comment(first!, gone, 'Primeiro')).statusCode).toBe(201);
    // …and deleted behind the cache's back, as another instance would between the judging and the write.
    const db = recorded.t.database.db;
    await db.deleteFrom('notifications').where('post_id', '=', gone).execute();
    await db.deleteFrom('comments').where('post_id', '=', gone).execute();
    await db.deleteFrom('posts').where('id', '=', gone).execute();
    const answers = await recorded.capture(() =>
      Promise.all([
        comment(second!, gone, 'Cadê?'),
        comment(second!, staying, 'Aqui'),
        comment(third!, staying, 'Eu também'),
      ]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([404, 201, 201]);
    expect(answers[0]!.json().code).toBe('not_found');
    expect(await commentsOf(staying)).toEqual({
      count: 2,
      texts: ['Aqui', 'Eu também'],
      notified: ['Aqui', 'Eu também'],
    });
    if (testDialect === 'postgres') {
      // The batch failed as a whole, and its comments went again one by one.
      expect(recorded.captured.filter((q) => isBatch(q.sql)).length).toBeGreaterThan(0);
      expect(recorded.captured.filter((q) => isAlone(q.sql)).length).toBeGreaterThan(0);
    }
  });

  it("judge each comment by its own gate, read together: a policy's refusal is its writer's alone", async () => {
    const picky = await signupMember(recorded.t.app);
    await setPrivacy(recorded.t.app, picky.cookie, { commentPolicy: 'followers' });
    const postId = (await createPost(recorded.t.app, picky.cookie, 'Só seguidores')).id;
    const [follower, ...strangers] = fans.slice(0, 4);
    await insertFollow(recorded.t, follower!.member.id as string, picky.member.id as string);
    const alone = await comment(strangers[0]!, postId, 'Sozinho');
    expect(alone.statusCode).toBe(403);
    const answers = await recorded.capture(() =>
      Promise.all([follower, ...strangers].map((m, i) => comment(m!, postId, `Junto ${i}`))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 403, 403, 403]);
    for (const refused of answers.slice(1)) expect(refused.json()).toEqual(alone.json());
    expect(await commentsOf(postId)).toEqual({ count: 1, texts: ['Junto 0'], notified: ['Junto 0'] });
    if (testDialect === 'postgres') {
      const gates = recorded.captured.filter((q) => isGateBatch(q.sql)).length;
      expect(gates).toBeGreaterThan(0);
      expect(gates).toBeLessThan(answers.length);
    }
  });
});
