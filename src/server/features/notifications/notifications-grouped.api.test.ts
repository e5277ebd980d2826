import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '../../../shared/notifications';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);

async function inbox(cookie: string, query = '') {
  const res = await call('GET', `/api/notifications${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
}
const unread = async (cookie: string) =>
  ((await call('GET', '/api/notifications/unread', cookie)).json() as { unread: number }).unread;

describe('grouped notifications', () => {
  it('collapse likes on one post into one row with the latest liker and how many others', async () => {
    const author = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie, 'Olha a foto');
    const other = await createPost(t.app, author.cookie, 'Outra foto');
    const fans = await Promise.all(Array.from({ length: 4 }, (_, i) => signupMember(t.app, { name: `Curtidor ${i}` })));
    for (const fan of fans) {
      await call('PUT', `/api/posts/${post.id}/like`, fan.cookie);
      t.clock.advance(1000);
    }
    await call('PUT', `/api/posts/${other.id}/like`, fans[0]!.cookie);
    t.clock.advance(1000);
    // Two comments by one person count them once.
    await call('POST', `/api/posts/${post.id}/comments`, fans[1]!.cookie, { text: 'Linda!' });
    t.clock.advance(1000);
    await call('POST', `/api/posts/${post.id}/comments`, fans[1]!.cookie, { text: 'Demais!' });

    const box = await inbox(author.cookie);
    expect(box.notifications).toMatchObject([
      { type: 'comment', actor: { name: 'Curtidor 1' }, others: 0, postId: post.id, text: 'Demais!', read: false },
      { type: 'like', actor: { name: 'Curtidor 0' }, others: 0, postId: other.id },
      { type: 'like', actor: { name: 'Curtidor 3' }, others: 3, postId: post.id, read: false },
    ]);
    expect(box.unread).toBe(3);
    expect(await unread(author.cookie)).toBe(3);

    // The latest liker takes their like back: the row falls back to the one before, with one fewer.
    await call('DELETE', `/api/posts/${post.id}/like`, fans[3]!.cookie);
    expect((await inbox(author.cookie)).notifications[2]).toMatchObject({
      actor: { name: 'Curtidor 2' },
      others: 2,
    });
  });

  it('page by group, a group moving up when it gets something new', async () => {
    const author = await signupMember(t.app);
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await createPost(t.app, author.cookie, `Post ${i}`));
    const fans = await Promise.all([signupMember(t.app), signupMember(t.app)]);
    for (const post of posts) {
      await call('PUT', `/api/posts/${post.id}/like`, fans[0]!.cookie);
      t.clock.advance(1000);
    }
    await call('PUT', `/api/posts/${posts[0]!.id}/like`, fans[1]!.cookie);
    const first = await inbox(author.cookie, '?limit=2');
    expect(first.notifications.map((n) => [n.postId, n.others])).toEqual([
      [posts[0]!.id, 1],
      [posts[2]!.id, 0],
    ]);
    const rest = await inbox(author.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(rest.notifications.map((n) => n.postId)).toEqual([posts[1]!.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it('clear the unread badge when read, and count a group again when it gets something new', async () => {
    const author = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie);
    const [a, b] = await Promise.all([signupMember(t.app), signupMember(t.app)]);
    await call('PUT', `/api/posts/${post.id}/like`, a.cookie);
    expect(await unread(author.cookie)).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', author.cookie)).json()).toEqual({ unread: 0 });
    expect(await unread(author.cookie)).toBe(0);
    expect((await inbox(author.cookie)).notifications[0]?.read).toBe(true);
    t.clock.advance(1000);
    await call('PUT', `/api/posts/${post.id}/like`, b.cookie);
    expect(await unread(author.cookie)).toBe(1);
    expect((await inbox(author.cookie)).notifications[0]).toMatchObject({ others: 1, read: false });
  });

  it("offer 'Seguir de volta' until the member follows the follower back", async () => {
    const star = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const shy = await signupMember(t.app);
    await setPrivacy(t.app, shy.cookie, { privateAccount: true });
    await call('PUT', `/api/members/${star.member.id}/follow`, fan.cookie);
    await call('PUT', `/api/members/${star.member.id}/follow`, shy.cookie);
    const states = async () =>
      Object.fromEntries((await inbox(star.cookie)).notifications.map((n) => [n.actor.id, n.followBack]));
    expect(await states()).toEqual({ [fan.member.id]: 'none', [shy.member.id]: 'none' });

    await call('PUT', `/api/members/${fan.member.id}/follow`, star.cookie);
    await call('PUT', `/api/members/${shy.member.id}/follow`, star.cookie);
    expect(await states()).toEqual({ [fan.member.id]: 'following', [shy.member.id]: 'requested' });
  });

  it("show the post's thumbnail, and nothing of a post the member may no longer see", async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app, { name: 'Fã Da Miniatura' });
    await call('PUT', `/api/members/${owner.member.id}/follow`, fan.cookie);
    const post = await createPost(t.app, owner.cookie, 'Oi @Fã Da Miniatura');
    const fanPost = await createPost(t.app, fan.cookie, 'Meu post');
    await call('PUT', `/api/posts/${fanPost.id}/like`, owner.cookie);

    const liked = (await inbox(fan.cookie)).notifications.find((n) => n.type === 'like') as Notification;
    expect(liked.thumbnail).toEqual({ src: expect.stringMatching(/^\/media\//), alt: 'Miniatura da publicação' });
    expect(liked.followBack).toBeNull();

    // Someone they do not follow goes private: the like stays, the post they cannot see does not.
    await call('POST', `/api/posts/${post.id}/comments`, owner.cookie, { text: 'falando de você @Fã Da Miniatura' });
    await call('DELETE', `/api/members/${owner.member.id}/follow`, fan.cookie);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });
    const hidden = (await inbox(fan.cookie)).notifications;
    expect(hidden.length).toBeGreaterThan(0);
    for (const n of hidden.filter((x) => x.type === 'mention'))
      expect(n).toMatchObject({ postId: null, text: null, thumbnail: null });
    // Their like on the fan's own post still shows it.
    expect(hidden.find((n) => n.type === 'like')).toMatchObject({
      postId: fanPost.id,
      thumbnail: { alt: expect.any(String) },
    });
  });
});
