import { expect, it } from 'vitest';
import { createPost } from '../../testing/fixtures/posts';
import { insertMediaPost } from '../../testing/fixtures/stories';
import { signupMember } from '../../testing/harness';
import { useStatementCapture } from '../../testing/statement-capture';

/*
 * Lists kept in the read cache (the feed, explore, search) have their posts' counters laid over when
 * served (post-counters.ts): another member's like or comment makes a reader read those counters
 * again, in one statement, and not the list. The reader's own like changes what the list shows of
 * them (their mark), and rebuilds it.
 */

const recorded = useStatementCapture();

type Member = Awaited<ReturnType<typeof signupMember>>;
interface Shown {
  id: string;
  likedByMe: boolean;
  stats: { likes: number; comments: number; shares: number; reposts: number; bookmarks: number };
}
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Member, payload?: object) =>
  recorded.t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** What a reader's open of a list runs, and the post it shows with `postId`. */
async function readList(who: Member, url: string, postId: string) {
  const res = await recorded.capture(() => send('GET', url, who));
  expect(res.statusCode).toBe(200);
  const body = res.json() as { posts?: Shown[]; items?: { kind: string; post?: Shown }[] };
  const posts = body.posts ?? (body.items ?? []).flatMap((item) => (item.post ? [item.post] : []));
  return {
    post: posts.find((p) => p.id === postId),
    statements: recorded.captured.map((q) => q.sql.replace(/\s+/g, ' ')),
  };
}

/** The one statement that reads counters: from posts alone, nothing of authors or marks. */
function expectOnlyCounters(statements: string[]) {
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/likes_count/);
  expect(statements[0]).not.toMatch(/join|post_likes|users/i);
}

async function threeMembers() {
  return [
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
    await signupMember(recorded.t.app),
  ] as const;
}

it("another member's like and comment leave a reader's feed page kept: only its counters are read again", async () => {
  const [author, reader, other] = await threeMembers();
  expect((await send('PUT', `/api/members/${author.member.id}/follow`, reader)).statusCode).toBe(200);
  const postId = (await createPost(recorded.t.app, author.cookie, 'Contadores à parte')).id;
  const feed = '/api/feed?limit=20';
  expect((await readList(reader, feed, postId)).post).toMatchObject({ stats: { likes: 0, comments: 0 } });
  expect((await readList(reader, feed, postId)).statements).toEqual([]);

  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  const afterLike = await readList(reader, feed, postId);
  expect(afterLike.post).toMatchObject({ likedByMe: false, stats: { likes: 1, comments: 0 } });
  expectOnlyCounters(afterLike.statements);
  expect((await readList(reader, feed, postId)).statements).toEqual([]);

  expect((await send('POST', `/api/posts/${postId}/comments`, other, { text: 'Boa!' })).statusCode).toBe(201);
  const afterComment = await readList(reader, feed, postId);
  expect(afterComment.post).toMatchObject({ stats: { likes: 1, comments: 1 } });
  expectOnlyCounters(afterComment.statements);

  // The reader's own like changes their mark on the page: it is built again.
  expect((await send('PUT', `/api/posts/${postId}/like`, reader)).statusCode).toBe(200);
  const afterOwn = await readList(reader, feed, postId);
  expect(afterOwn.post).toMatchObject({ likedByMe: true, stats: { likes: 2, comments: 1 } });
  expect(afterOwn.statements.some((s) => /post_likes/.test(s))).toBe(true);

  // The other member's page shows the reader's like in its counters, and their own mark as it was.
  expect((await readList(other, feed, postId)).post).toMatchObject({ likedByMe: true, stats: { likes: 2 } });
  expect((await send('DELETE', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  expect((await readList(reader, feed, postId)).post).toMatchObject({ likedByMe: true, stats: { likes: 1 } });
  expect((await readList(other, feed, postId)).post).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
});

it("another member's like leaves a reader's explore kept; a like in a segment ranks its trend again", async () => {
  const [author, reader, other] = await threeMembers();
  const postId = `pst_counters_${Date.now()}`;
  // At the top of explore's posts, and in a segment whose score it leads.
  await insertMediaPost(recorded.t.database.db, {
    id: postId,
    at: recorded.t.clock.now(),
    author: author.member.id,
    segment: 'carros',
    likes: 1_000_000,
  });
  recorded.t.app.readCache.clear(); // the row was written behind the services' back
  const first = await readList(reader, '/api/explore', postId);
  expect(first.post).toMatchObject({ stats: { likes: 1_000_000 } });
  expect((await readList(reader, '/api/explore', postId)).statements).toEqual([]);

  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  const afterLike = await readList(reader, '/api/explore', postId);
  expect(afterLike.post).toMatchObject({ likedByMe: false, stats: { likes: 1_000_001 } });
  // The counters, and the trending segments (shared by every member), read again; the grid is kept.
  expect(afterLike.statements.filter((s) => /likes_count/.test(s))).toHaveLength(1);
  expect(afterLike.statements.some((s) => /segment_trends/.test(s))).toBe(true);
  expect(afterLike.statements.some((s) => /post_likes|reels|stories/.test(s))).toBe(false);
  const explore = (await send('GET', '/api/explore', reader)).json() as { segments: { id: string }[] };
  expect(explore.segments[0]?.id).toBe('carros');

  // A share adds to the segment's score as a like does.
  expect((await send('POST', `/api/posts/${postId}/share`, other)).statusCode).toBe(200);
  const afterShare = await readList(reader, '/api/explore', postId);
  expect(afterShare.post).toMatchObject({ stats: { likes: 1_000_001, shares: 1 } });
  expect(afterShare.statements.some((s) => /segment_trends/.test(s))).toBe(true);
});

it("another member's like leaves a reader's search results kept: only the counters are read again", async () => {
  const [author, reader, other] = await threeMembers();
  const word = `contadorbusca${Date.now()}`;
  const postId = (await createPost(recorded.t.app, author.cookie, `Post com ${word}`)).id;
  const search = `/api/search?q=${word}`;
  expect((await readList(reader, search, postId)).post).toMatchObject({ stats: { likes: 0 } });

  expect((await send('PUT', `/api/posts/${postId}/like`, other)).statusCode).toBe(200);
  const afterLike = await readList(reader, search, postId);
  expect(afterLike.post).toMatchObject({ likedByMe: false, stats: { likes: 1 } });
  expectOnlyCounters(afterLike.statements);
});

it('a post deleted after a list was kept is gone from it, and its counters are not asked for', async () => {
  const [author, reader] = await threeMembers();
  expect((await send('PUT', `/api/members/${author.member.id}/follow`, reader)).statusCode).toBe(200);
  const postId = (await createPost(recorded.t.app, author.cookie, 'Vai sumir')).id;
  expect((await readList(reader, '/api/feed?limit=20', postId)).post).toBeDefined();
  expect((await send('DELETE', `/api/posts/${postId}`, author)).statusCode).toBe(204);
  const after = await readList(reader, '/api/feed?limit=20', postId);
  expect(after.post).toBeUndefined();
  expect(after.statements.some((s) => /likes_count/.test(s) && !/join/i.test(s))).toBe(false);
});
