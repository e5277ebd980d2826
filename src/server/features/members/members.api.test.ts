import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { followBrand, followSegment, unfollowBrand, unfollowSegment } from './members.service';
import { createReadCache } from '../../platform/read-cache';
import { useTestApp, memberRequests } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);
const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json().member;

describe('public profiles', () => {
  it('shows another member without their email, phone or referral code', async () => {
    const a = await signupMember(t.app, { name: 'Ana Pública', phone: '(11) 97777-6666' });
    const b = await signupMember(t.app);
    const res = await call('GET', `/api/members/${a.member.id}`, b.cookie);
    expect(res.statusCode).toBe(200);
    const member = res.json().member;
    expect(member).toEqual({
      id: a.member.id,
      name: 'Ana Pública',
      avatarUrl: a.member.avatarUrl,
      bio: null,
      website: null,
      followers: a.member.followers,
      following: a.member.following,
      postsCount: 0,
      isMe: false,
      followedByMe: false,
      requestedByMe: false,
      postsVisible: true,
      blockedByMe: false,
      mutedByMe: false,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/email|phone|referral|97777/);
    expect((await call('GET', `/api/members/${a.member.id}`, a.cookie)).json().member.isMe).toBe(true);
    expect((await call('GET', '/api/members/usr_nao_existe', b.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/members/${a.member.id}`, '')).statusCode).toBe(401);
  });

  it("lists a member's posts and reposts, newest first, page by page", async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const older = await createPost(t.app, a.cookie, 'primeiro');
    t.clock.advance(1000);
    const theirs = await createPost(t.app, b.cookie, 'de outra pessoa');
    t.clock.advance(1000);
    const repost = (
      await t.app.inject({ method: 'POST', url: `/api/posts/${theirs.id}/repost`, headers: { cookie: a.cookie } })
    ).json().post;
    const first = (await call('GET', `/api/members/${a.member.id}/posts?limit=1`, b.cookie)).json();
    expect(first.posts.map((p: { id: string }) => p.id)).toEqual([repost.id]);
    const second = (
      await call('GET', `/api/members/${a.member.id}/posts?limit=1&cursor=${first.nextCursor}`, b.cookie)
    ).json();
    expect(second.posts.map((p: { id: string }) => p.id)).toEqual([older.id]);
    expect(second.nextCursor).toBeNull();
    expect(second.posts[0].isMine).toBe(false);
  });
});

describe('following members', () => {
  it('moves both counters with the follow, once, and back on unfollow', async () => {
    const star = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const before = { followers: (await me(star.cookie)).followers, following: (await me(fan.cookie)).following };
    const res = await call('PUT', `/api/members/${star.member.id}/follow`, fan.cookie);
    expect(res.json()).toEqual({ following: true, requested: false, followers: before.followers + 1 });
    expect((await call('PUT', `/api/members/${star.member.id}/follow`, fan.cookie)).json().followers).toBe(
      before.followers + 1,
    );
    expect((await me(fan.cookie)).following).toBe(before.following + 1);
    expect((await call('GET', `/api/members/${star.member.id}`, fan.cookie)).json().member.followedByMe).toBe(true);

    expect((await call('DELETE', `/api/members/${star.member.id}/follow`, fan.cookie)).json()).toEqual({
      following: false,
      requested: false,
      followers: before.followers,
    });
    expect((await call('DELETE', `/api/members/${star.member.id}/follow`, fan.cookie)).json().followers).toBe(
      before.followers,
    );
    expect((await me(fan.cookie)).following).toBe(before.following);
  });

  it('counts two members following at once as two', async () => {
    const star = await signupMember(t.app);
    const fans = await Promise.all([signupMember(t.app), signupMember(t.app), signupMember(t.app)]);
    const start = (await me(star.cookie)).followers;
    await Promise.all(fans.map((f) => call('PUT', `/api/members/${star.member.id}/follow`, f.cookie)));
    expect((await me(star.cookie)).followers).toBe(start + 3);
  });

  it('refuses following yourself or nobody', async () => {
    const a = await signupMember(t.app);
    const self = await call('PUT', `/api/members/${a.member.id}/follow`, a.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Você não pode seguir a si mesmo.');
    expect((await call('PUT', '/api/members/usr_ninguem/follow', a.cookie)).statusCode).toBe(404);
  });
});

describe('following brands and segments', () => {
  it('follows a brand together with its segment, and segments on their own', async () => {
    const m = await signupMember(t.app);
    const deps = { db: t.database.db, clock: t.clock, cache: createReadCache() };
    const segmentFollowers = async (id: string) =>
      (
        await t.database.db
          .selectFrom('segments')
          .select('followers_count')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).followers_count;
    const moda = await segmentFollowers('moda');
    expect(await followBrand(deps, m.member.id, 'urbana-moda')).toEqual({
      following: true,
      brandAdded: true,
      segmentId: 'moda',
      segmentAdded: true,
    });
    expect(await followBrand(deps, m.member.id, 'urbana-moda')).toMatchObject({
      brandAdded: false,
      segmentAdded: false,
    });
    expect(await segmentFollowers('moda')).toBe(moda + 1);
    expect(await unfollowBrand(deps, m.member.id, 'urbana-moda')).toEqual({ following: false, removed: true });

    expect(await followSegment(deps, m.member.id, 'ciencia')).toEqual({ following: true, added: true });
    expect(await unfollowSegment(deps, m.member.id, 'ciencia')).toEqual({ following: false, removed: true });
    expect(await unfollowSegment(deps, m.member.id, 'ciencia')).toEqual({ following: false, removed: false });

    expect((await call('PUT', '/api/follows/brands/marca-inexistente', m.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/follows/segments/culinaria', m.cookie)).statusCode).toBe(400);
    expect((await call('PUT', '/api/follows/segments/hobby', m.cookie)).json()).toEqual({ following: true });
    expect((await call('DELETE', '/api/follows/brands/nexo-tech', m.cookie)).json()).toEqual({ following: false });
  });
});
