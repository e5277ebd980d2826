import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { createStory } from '../../testing/fixtures/stories';
import { memberRequests, useTestApp } from '../../testing/test-app';

/** A block between two members (decision 026): each is missing to the other, at once, everywhere. */
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);

const ids = (list: { id: string }[]) => list.map((i) => i.id);

async function follow(who: { cookie: string }, memberId: string) {
  expect((await call('PUT', `/api/members/${memberId}/follow`, who.cookie)).statusCode).toBe(200);
}

async function blockOf(who: { cookie: string }, memberId: string) {
  const res = await call('PUT', `/api/safety/blocks/${memberId}`, who.cookie, {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ blocked: true });
}

describe('a block between two members', () => {
  it('hides each from the other: pages, posts, lists, search and the feed', async () => {
    const a = await signupMember(t.app, { name: 'Alice Bloqueadora' });
    const b = await signupMember(t.app, { name: 'Bruno Bloqueado' });
    const post = await createPost(t.app, a.cookie, 'Publicação da Alice Bloqueadora');
    const bPost = await createPost(t.app, b.cookie, 'Publicação do Bruno Bloqueado');
    await blockOf(a, b.member.id);

    // The blocked member: A is missing, as if the account did not exist.
    for (const url of [
      `/api/members/${a.member.id}`,
      `/api/members/${a.member.id}/posts`,
      `/api/members/${a.member.id}/followers`,
      `/api/posts/${post.id}`,
      `/api/posts/${post.id}/comments`,
    ]) {
      const res = await call('GET', url, b.cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().message).toMatch(/não/i);
    }
    // The blocker sees who it is, to unblock, and nothing of theirs.
    const page = (await call('GET', `/api/members/${b.member.id}`, a.cookie)).json().member;
    expect(page).toMatchObject({ blockedByMe: true, postsVisible: false, bio: null, followers: null });
    expect((await call('GET', `/api/posts/${bPost.id}`, a.cookie)).statusCode).toBe(404);

    const feedOfB = (await call('GET', '/api/feed?limit=30', b.cookie)).json().posts;
    expect(ids(feedOfB)).not.toContain(post.id);
    const feedOfA = (await call('GET', '/api/feed?limit=30', a.cookie)).json().posts;
    expect(ids(feedOfA)).not.toContain(bPost.id);
    const search = (await call('GET', '/api/search?q=Bloqueadora', b.cookie)).json();
    expect(ids(search.members)).not.toContain(a.member.id);
    expect(ids(search.posts)).not.toContain(post.id);
    const suggest = (await call('GET', '/api/search/suggest?q=Alice', b.cookie)).json();
    expect(suggest.suggestions.map((s: { id: string }) => s.id)).not.toContain(a.member.id);
    const explore = JSON.stringify((await call('GET', '/api/explore', b.cookie)).json());
    expect(explore).not.toContain(post.id);
  });

  it('ends the follows both ways, with their counters, and refuses new ones in pt-BR', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    await follow(a, b.member.id);
    await follow(b, a.member.id);
    await blockOf(b, a.member.id);
    const counts = async (id: string) =>
      t.database.db
        .selectFrom('users')
        .select(['followers_count', 'following_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await counts(a.member.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counts(b.member.id)).toEqual({ followers_count: 0, following_count: 0 });
    const rows = await t.database.db
      .selectFrom('member_follows')
      .selectAll()
      .where((eb) => eb.or([eb('follower_id', '=', a.member.id), eb('followee_id', '=', a.member.id)]))
      .execute();
    expect(rows).toEqual([]);
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await call('PUT', `/api/members/${other.member.id}/follow`, who.cookie);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().message).toMatch(/[ãáéíóúç]|não/i);
    }
  });

  it('refuses comments between them and hides the blocked member’s comments elsewhere', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const c = await signupMember(t.app);
    const cPost = await createPost(t.app, c.cookie, 'Conversa aberta');
    expect((await call('POST', `/api/posts/${cPost.id}/comments`, b.cookie, { text: 'Oi, sou o B' })).statusCode).toBe(
      201,
    );
    const bPost = await createPost(t.app, b.cookie, 'Do B');
    await blockOf(a, b.member.id);

    const seen = (await call('GET', `/api/posts/${cPost.id}/comments`, a.cookie)).json().comments;
    expect(seen.map((x: { text: string }) => x.text)).not.toContain('Oi, sou o B');
    const byC = (await call('GET', `/api/posts/${cPost.id}/comments`, c.cookie)).json().comments;
    expect(byC.map((x: { text: string }) => x.text)).toContain('Oi, sou o B');
    const refused = await call('POST', `/api/posts/${bPost.id}/comments`, a.cookie, { text: 'Oi' });
    expect([403, 404]).toContain(refused.statusCode);
  });

  it('silences notifications between them, old and new, mentions included', async () => {
    const a = await signupMember(t.app, { name: 'Ana Mencionada' });
    const b = await signupMember(t.app);
    const post = await createPost(t.app, a.cookie);
    await call('PUT', `/api/posts/${post.id}/like`, b.cookie);
    await follow(b, a.member.id);
    const before = (await call('GET', '/api/notifications', a.cookie)).json();
    expect(JSON.stringify(before)).toContain(b.member.id);

    await blockOf(a, b.member.id);
    const after = (await call('GET', '/api/notifications', a.cookie)).json();
    expect(JSON.stringify(after)).not.toContain(b.member.id);
    await createPost(t.app, b.cookie, 'Olá @Ana Mencionada');
    const later = (await call('GET', '/api/notifications', a.cookie)).json();
    expect(JSON.stringify(later)).not.toContain(b.member.id);
    expect((await call('GET', '/api/notifications/unread', a.cookie)).json()).toMatchObject({ unread: 0 });
  });

  it('hides stories from the strip and by id, both ways', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    await follow(b, a.member.id);
    const story = await createStory(t.app, a.cookie, 'História da A');
    const strip = JSON.stringify((await call('GET', '/api/stories', b.cookie)).json());
    expect(strip).toContain(story.id);
    await blockOf(b, a.member.id);
    expect(JSON.stringify((await call('GET', '/api/stories', b.cookie)).json())).not.toContain(story.id);
    expect((await call('GET', `/api/stories/${story.id}`, b.cookie)).statusCode).toBe(404);
  });

  it('lists whom the member blocked and comes undone', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app, { name: 'Beto Desbloqueado' });
    const post = await createPost(t.app, a.cookie);
    await blockOf(a, b.member.id);
    const list = (await call('GET', '/api/safety/blocks', a.cookie)).json();
    expect(list.items).toEqual([
      {
        member: expect.objectContaining({ id: b.member.id, name: 'Beto Desbloqueado' }),
        createdAt: expect.any(Number),
      },
    ]);
    expect((await call('GET', '/api/safety/blocks', b.cookie)).json().items).toEqual([]);
    // Only the blocker may lift it: B's "unblock" changes nothing.
    await call('DELETE', `/api/safety/blocks/${a.member.id}`, b.cookie);
    expect((await call('GET', `/api/posts/${post.id}`, b.cookie)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/safety/blocks/${b.member.id}`, a.cookie)).json()).toEqual({ blocked: false });
    expect((await call('GET', `/api/posts/${post.id}`, b.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/members/${a.member.id}`, b.cookie)).statusCode).toBe(200);
  });

  it('refuses blocking oneself or nobody, in pt-BR', async () => {
    const a = await signupMember(t.app);
    const self = await call('PUT', `/api/safety/blocks/${a.member.id}`, a.cookie, {});
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Você não pode bloquear a si mesmo.');
    const nobody = await call('PUT', '/api/safety/blocks/usr_nao_existe', a.cookie, {});
    expect(nobody.statusCode).toBe(404);
  });
});
