import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { setNotificationPrefs, setPrivacy } from '../../testing/fixtures/members';

/** The privacy and notification settings, as the feed, posts, profiles and notifications obey them. */
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);

describe('a private account', () => {
  it('shows its posts to approved followers only, and turns a follow into a request', async () => {
    const owner = await signupMember(t.app, { name: 'Olga Reservada' });
    const stranger = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie, 'Só para quem me segue');
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });

    expect((await call('GET', `/api/posts/${post.id}`, stranger.cookie)).json()).toMatchObject({
      code: 'private_account',
    });
    expect((await call('PUT', `/api/posts/${post.id}/like`, stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/members/${owner.member.id}/posts`, stranger.cookie)).statusCode).toBe(403);
    const feed = (await call('GET', '/api/feed?limit=30', stranger.cookie)).json().posts as { id: string }[];
    expect(feed.map((p) => p.id)).not.toContain(post.id);
    expect((await call('GET', `/api/members/${owner.member.id}`, stranger.cookie)).json().member).toMatchObject({
      postsVisible: false,
    });

    const follow = await call('PUT', `/api/members/${owner.member.id}/follow`, stranger.cookie);
    expect(follow.json()).toMatchObject({ following: false, requested: true });
    expect((await call('GET', `/api/members/${owner.member.id}`, stranger.cookie)).json().member).toMatchObject({
      followedByMe: false,
      requestedByMe: true,
    });

    expect(
      (await call('POST', `/api/settings/follow-requests/${stranger.member.id}/approve`, owner.cookie)).statusCode,
    ).toBeLessThan(300);
    expect((await call('GET', `/api/members/${owner.member.id}`, stranger.cookie)).json().member).toMatchObject({
      followedByMe: true,
      requestedByMe: false,
      postsVisible: true,
    });
    expect((await call('GET', `/api/posts/${post.id}`, stranger.cookie)).statusCode).toBe(200);
    const now = (await call('GET', '/api/feed?limit=30', stranger.cookie)).json().posts as { id: string }[];
    expect(now.map((p) => p.id)).toContain(post.id);
  });

  it('lets a request be withdrawn', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });
    await call('PUT', `/api/members/${owner.member.id}/follow`, fan.cookie);
    expect((await call('DELETE', `/api/members/${owner.member.id}/follow`, fan.cookie)).json()).toMatchObject({
      following: false,
      requested: false,
    });
    expect((await call('GET', `/api/members/${owner.member.id}`, fan.cookie)).json().member.requestedByMe).toBe(false);
  });
});

describe('other settings', () => {
  it('hides counters from others when the member asks', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    await setPrivacy(t.app, owner.cookie, { hideCounters: true });
    expect((await call('GET', `/api/members/${owner.member.id}`, other.cookie)).json().member).toMatchObject({
      followers: null,
      following: null,
      postsCount: null,
    });
    expect((await call('PUT', `/api/members/${owner.member.id}/follow`, other.cookie)).json()).toMatchObject({
      following: true,
      followers: null,
    });
    expect(
      (await call('GET', `/api/members/${owner.member.id}`, owner.cookie)).json().member.followers,
    ).toBeGreaterThanOrEqual(1);
  });

  it('closes comments as the author chose', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie);
    await setPrivacy(t.app, owner.cookie, { commentPolicy: 'nobody' });
    const res = await call('POST', `/api/posts/${post.id}/comments`, other.cookie, { text: 'posso?' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('comments_closed');
    expect((await call('POST', `/api/posts/${post.id}/comments`, owner.cookie, { text: 'eu posso' })).statusCode).toBe(
      201,
    );
  });

  it('sends no notification of a type the member switched off', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie);
    await setNotificationPrefs(t.app, owner.cookie, { like: false });
    await call('PUT', `/api/posts/${post.id}/like`, fan.cookie);
    await call('POST', `/api/posts/${post.id}/comments`, fan.cookie, { text: 'oi' });
    const types = (await call('GET', '/api/notifications', owner.cookie))
      .json()
      .notifications.map((n: { type: string }) => n.type);
    expect(types).toEqual(['comment']);
  });
});
