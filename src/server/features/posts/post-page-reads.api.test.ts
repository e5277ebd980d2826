import { expect, it } from 'vitest';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { createPost } from '../../testing/fixtures/posts';
import { addToTeam } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { useStatementCapture } from '../../testing/statement-capture';

/*
 * What a post page reads again after a write (cache-tags.ts): a like or a comment changes the post's
 * counters and the writer's own marks, so the next reader of a popular post reads its counters again
 * (post-counters.ts) and nothing else of what the read cache keeps for it.
 */

const recorded = useStatementCapture();
const BRAND = 'nexo-tech';

type Member = Awaited<ReturnType<typeof signupMember>>;
const send = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) =>
  recorded.t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function readsOf(who: Member, postId: string) {
  const res = await recorded.capture(() => send('GET', `/api/posts/${postId}`, who));
  expect(res.statusCode).toBe(200);
  return { post: res.json().post, statements: recorded.captured.map((q) => q.sql.replace(/\s+/g, ' ')) };
}

/** An author's post whose page a reader and another member have each opened once. */
async function postOpenedByTwo() {
  const [author, reader, other] = [
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
  ];
  const postId = (await createPost(recorded.t.app, author.cookie, 'Olá')).id;
  await readsOf(reader, postId);
  await readsOf(other, postId);
  return { reader, other, postId };
}

it('after another member likes or comments, a reader reads only the post’s counters again; after their own like, their marks too', async () => {
  const { reader, other, postId } = await postOpenedByTwo();
  expect((await readsOf(reader, postId)).statements).toEqual([]);

  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  const afterLike = await readsOf(reader, postId);
  expect(afterLike.post).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
  expect(afterLike.statements).toHaveLength(1);
  expect(afterLike.statements[0]).toMatch(/likes_count/);
  // The row with its author stays kept: only the counters are read.
  expect(afterLike.statements[0]).not.toMatch(/join|users/i);

  expect((await send('POST', `/api/posts/${postId}/comments`, other, { text: 'Que legal!' })).statusCode).toBe(201);
  const afterComment = await readsOf(reader, postId);
  expect(afterComment.post).toMatchObject({ stats: { likes: 1, comments: 1 } });
  expect(afterComment.statements).toHaveLength(1);

  expect((await send('PUT', `/api/posts/${postId}/like`, reader)).statusCode).toBe(200);
  const afterOwnLike = await readsOf(reader, postId);
  expect(afterOwnLike.post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  expect(afterOwnLike.statements).toHaveLength(2);
  // The other member's mark was kept: their page reads the row again, not their marks.
  const others = await readsOf(other, postId);
  expect(others.post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  expect(others.statements).toHaveLength(1);
});

it('a like of a post whose page the reader has open judges it from the read cache: it runs its writes only', async () => {
  const { reader, other, postId } = await postOpenedByTwo();
  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  // Another member's like changed the counters, not what decides who may see the post.
  const like = await recorded.capture(() => send('PUT', `/api/posts/${postId}/like`, reader));
  expect(like.json()).toEqual({ liked: true, likes: 2 });
  const statements = recorded.captured.map((q) => q.sql.replace(/\s+/g, ' '));
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.filter((s) => /^select/i.test(s))).toEqual([]);
});

it("a member's first open of a post reads their marks and their comment gate in one statement", async () => {
  const { postId } = await postOpenedByTwo();
  const newcomer = await signupMember(recorded.t.app);
  const { post, statements } = await readsOf(newcomer, postId);
  expect(post).toMatchObject({ likedByMe: false, canComment: true });
  const marks = statements.filter((s) => /post_likes/.test(s));
  expect(marks).toHaveLength(1);
  expect(marks[0]).toMatch(/member_follows/);
  expect(statements.filter((s) => /member_follows/.test(s))).toHaveLength(1);
});

it("an editor's first open of their brand's post reads their role on its team in that same statement", async () => {
  const [owner, editor, outsider] = [
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
  ];
  await addToTeam(recorded.t, BRAND, owner.member.id, 'owner');
  await addToTeam(recorded.t, BRAND, editor.member.id, 'editor');
  const postId = await publishAsBrand(recorded.t.app, owner.cookie, BRAND, 'posts');
  await readsOf(owner, postId);
  for (const [who, manages] of [
    [editor, true],
    [outsider, false],
  ] as const) {
    const { post, statements } = await readsOf(who, postId);
    expect(post).toMatchObject({ canManage: manages, canComment: true });
    const facts = statements.filter((s) => /brand_members/.test(s));
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatch(/post_likes/);
  }
});
