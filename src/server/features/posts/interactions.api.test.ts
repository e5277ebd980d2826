import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp, memberRequests } from '../../testing/test-app';

// Many members sign up from one address here.
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const req = memberRequests(t);

async function postsCount(cookie: string): Promise<number> {
  return (await req('GET', '/api/me', cookie)).json().member.postsCount;
}

/** Every counter of a post equals the rows it counts (no seeded starting numbers in this file). */
async function expectCountersMatchRows(postId: string) {
  const db = t.database.db;
  const count = async (table: 'post_likes' | 'post_bookmarks' | 'post_shares' | 'comments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const reposts = Number(
    (
      await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('original_post_id', '=', postId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const row = await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
  expect({
    likes: row.likes_count,
    bookmarks: row.bookmarks_count,
    shares: row.shares_count,
    comments: row.comments_count,
    reposts: row.reposts_count,
  }).toEqual({
    likes: await count('post_likes'),
    bookmarks: await count('post_bookmarks'),
    shares: await count('post_shares'),
    comments: await count('comments'),
    reposts,
  });
}

describe('likes, bookmarks and shares', () => {
  it('toggles a like, keeps it idempotent and never below zero', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie);
    expect((await req('PUT', `/api/posts/${post.id}/like`, b.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await req('PUT', `/api/posts/${post.id}/like`, b.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await req('GET', `/api/posts/${post.id}`, b.cookie)).json().post.likedByMe).toBe(true);
    expect((await req('GET', `/api/posts/${post.id}`, a.cookie)).json().post.likedByMe).toBe(false);
    expect((await req('DELETE', `/api/posts/${post.id}/like`, b.cookie)).json()).toEqual({ liked: false, likes: 0 });
    expect((await req('DELETE', `/api/posts/${post.id}/like`, b.cookie)).json()).toEqual({ liked: false, likes: 0 });
    expect((await req('PUT', '/api/posts/pst_nada/like', b.cookie)).statusCode).toBe(404);
    await expectCountersMatchRows(post.id);
  });

  it('counts two members liking the same post at the same moment as two', async () => {
    const author = await signupMember(t.app);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signupMember(t.app)));
    const post = await createPost(t.app, author.cookie);
    const results = await Promise.all(fans.map((f) => req('PUT', `/api/posts/${post.id}/like`, f.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual(fans.map(() => 200));
    expect((await req('GET', `/api/posts/${post.id}`, author.cookie)).json().post.stats.likes).toBe(6);
    // The same member twice at once still counts once.
    await Promise.all([
      req('DELETE', `/api/posts/${post.id}/like`, fans[0]!.cookie),
      req('DELETE', `/api/posts/${post.id}/like`, fans[0]!.cookie),
    ]);
    expect((await req('GET', `/api/posts/${post.id}`, author.cookie)).json().post.stats.likes).toBe(5);
    await expectCountersMatchRows(post.id);
  });

  it('toggles a bookmark with its count', async () => {
    const a = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie);
    expect((await req('PUT', `/api/posts/${post.id}/bookmark`, a.cookie)).json()).toEqual({
      bookmarked: true,
      bookmarks: 1,
    });
    expect((await req('GET', `/api/posts/${post.id}`, a.cookie)).json().post.bookmarkedByMe).toBe(true);
    expect((await req('DELETE', `/api/posts/${post.id}/bookmark`, a.cookie)).json()).toEqual({
      bookmarked: false,
      bookmarks: 0,
    });
    expect((await req('DELETE', `/api/posts/${post.id}/bookmark`, a.cookie)).json()).toEqual({
      bookmarked: false,
      bookmarks: 0,
    });
    await expectCountersMatchRows(post.id);
  });

  it("raises the share count only on a member's first share", async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie);
    expect((await req('POST', `/api/posts/${post.id}/share`, b.cookie)).json()).toEqual({
      shared: true,
      firstShare: true,
      shares: 1,
    });
    expect((await req('POST', `/api/posts/${post.id}/share`, b.cookie)).json()).toEqual({
      shared: true,
      firstShare: false,
      shares: 1,
    });
    expect((await req('POST', `/api/posts/${post.id}/share`, a.cookie)).json().shares).toBe(2);
    expect((await req('GET', `/api/posts/${post.id}`, b.cookie)).json().post.sharedByMe).toBe(true);
    await expectCountersMatchRows(post.id);
  });
});

describe('reposts', () => {
  it("creates the member's own post marked as a repost and raises the original's count", async () => {
    const author = await signupMember(t.app, { name: 'Autora Original' });
    const fan = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie, 'Vale repostar');
    const res = await req('POST', `/api/posts/${post.id}/repost`, fan.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().reposts).toBe(1);
    expect(res.json().post).toMatchObject({
      author: { id: fan.member.id },
      content: 'Vale repostar',
      isRepost: true,
      isMine: true,
      originalPostId: post.id,
      originalAuthorName: 'Autora Original',
      media: { kind: 'image' },
    });
    expect(await postsCount(fan.cookie)).toBe(1);
    const original = (await req('GET', `/api/posts/${post.id}`, fan.cookie)).json().post;
    expect(original).toMatchObject({ repostedByMe: true, stats: { reposts: 1 } });
    await expectCountersMatchRows(post.id);
  });

  it('reposts once per member, reposts the original of a repost, and never your own post', async () => {
    const author = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const third = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie);
    const first = (await req('POST', `/api/posts/${post.id}/repost`, fan.cookie)).json().post;
    const again = await req('POST', `/api/posts/${post.id}/repost`, fan.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já repostou esta publicação.');
    const viaRepost = (await req('POST', `/api/posts/${first.id}/repost`, third.cookie)).json();
    expect(viaRepost.post.originalPostId).toBe(post.id);
    expect(viaRepost.reposts).toBe(2);
    const own = await req('POST', `/api/posts/${post.id}/repost`, author.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Você não pode repostar sua própria publicação.');

    expect((await req('DELETE', `/api/posts/${first.id}`, fan.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/posts/${post.id}`, author.cookie)).json().post.stats.reposts).toBe(1);
    expect(await t.storage.exists((post.media as { src: string }).src.replace('/media/', ''))).toBe(true);
    await expectCountersMatchRows(post.id);
  });
});

describe('comments', () => {
  it('adds a comment, raises the count and lists comments in order, page by page', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app, { name: 'Bruno Comentador' });
    const post = await createPost(t.app, a.cookie);
    for (const [i, text] of ['Primeiro!', '  Segundo comentário  ', 'Terceiro'].entries()) {
      const res = await req('POST', `/api/posts/${post.id}/comments`, b.cookie, { text });
      expect(res.statusCode).toBe(201);
      expect(res.json().comments).toBe(i + 1);
      expect(res.json().comment).toMatchObject({
        postId: post.id,
        text: text.trim(),
        author: { id: b.member.id, name: 'Bruno Comentador' },
      });
      t.clock.advance(1000);
    }
    const first = (await req('GET', `/api/posts/${post.id}/comments?limit=2`, a.cookie)).json();
    expect(first.comments.map((c: { text: string }) => c.text)).toEqual(['Primeiro!', 'Segundo comentário']);
    const second = (
      await req('GET', `/api/posts/${post.id}/comments?limit=2&cursor=${first.nextCursor}`, a.cookie)
    ).json();
    expect(second.comments.map((c: { text: string }) => c.text)).toEqual(['Terceiro']);
    expect(second.nextCursor).toBeNull();
    await expectCountersMatchRows(post.id);
  });

  it('refuses blank and overlong comments with pt-BR messages', async () => {
    const a = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie);
    const blank = await req('POST', `/api/posts/${post.id}/comments`, a.cookie, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'empty_comment', message: 'Oops! Você não pode postar um comentário vazio.' });
    const long = await req('POST', `/api/posts/${post.id}/comments`, a.cookie, { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('O comentário pode ter no máximo 1000 caracteres.');
    expect((await req('POST', '/api/posts/pst_nada/comments', a.cookie, { text: 'oi' })).statusCode).toBe(404);
    expect((await req('GET', '/api/posts/pst_nada/comments', a.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/posts/${post.id}/comments?cursor=lixo`, a.cookie)).statusCode).toBe(400);
    await expectCountersMatchRows(post.id);
  });
});
