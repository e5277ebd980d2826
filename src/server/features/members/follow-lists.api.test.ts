import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);
const follow = async (cookie: string, id: string) => {
  expect((await call('PUT', `/api/members/${id}/follow`, cookie)).statusCode).toBe(200);
  t.clock.advance(1000);
};
const ids = (body: { members: { id: string }[] }) => body.members.map((m) => m.id);

describe('followers and following lists', () => {
  it('pages through followers, newest follow first, with how the viewer relates to each', async () => {
    const star = await signupMember(t.app, { name: 'Estrela Lista' });
    const fans = [];
    for (const name of ['Fã Um', 'Fã Dois', 'Fã Três']) fans.push(await signupMember(t.app, { name }));
    for (const fan of fans) await follow(fan.cookie, star.member.id);
    const viewer = fans[0]!;
    await follow(viewer.cookie, fans[2]!.member.id);

    const first = (await call('GET', `/api/members/${star.member.id}/followers?limit=2`, viewer.cookie)).json();
    expect(ids(first)).toEqual([fans[2]!.member.id, fans[1]!.member.id]);
    expect(first.members[0]).toEqual({
      id: fans[2]!.member.id,
      name: 'Fã Três',
      avatarUrl: fans[2]!.member.avatarUrl,
      isMe: false,
      followedByMe: true,
      requestedByMe: false,
    });
    expect(first.members[1]).toMatchObject({ followedByMe: false, isMe: false });
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = (
      await call('GET', `/api/members/${star.member.id}/followers?limit=2&cursor=${first.nextCursor}`, viewer.cookie)
    ).json();
    expect(ids(second)).toEqual([viewer.member.id]);
    expect(second.members[0].isMe).toBe(true);
    expect(second.nextCursor).toBeNull();

    const following = (await call('GET', `/api/members/${viewer.member.id}/following`, star.cookie)).json();
    expect(ids(following)).toEqual([fans[2]!.member.id, star.member.id]);
    expect(following.members[1]).toMatchObject({ isMe: true, followedByMe: false });
  });

  it('answers an empty page for a member nobody follows, and refuses bad input with 4xx', async () => {
    const lonely = await signupMember(t.app);
    const res = await call('GET', `/api/members/${lonely.member.id}/followers`, lonely.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ members: [], nextCursor: null });
    expect((await call('GET', '/api/members/usr_nao_existe/following', lonely.cookie)).statusCode).toBe(404);
    const bad = await call('GET', `/api/members/${lonely.member.id}/followers?cursor=%%%`, lonely.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await call('GET', `/api/members/${lonely.member.id}/followers?limit=0`, lonely.cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/members/${lonely.member.id}/followers`, '')).statusCode).toBe(401);
  });

  it('shows a private account’s lists only to the member and their approved followers', async () => {
    const owner = await signupMember(t.app, { name: 'Conta Fechada' });
    const fan = await signupMember(t.app, { name: 'Seguidor Aprovado' });
    const stranger = await signupMember(t.app);
    await follow(fan.cookie, owner.member.id);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });

    for (const kind of ['followers', 'following']) {
      const refused = await call('GET', `/api/members/${owner.member.id}/${kind}`, stranger.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('private_account');
      expect(refused.body).not.toContain('Seguidor Aprovado');
    }
    expect(ids((await call('GET', `/api/members/${owner.member.id}/followers`, fan.cookie)).json())).toEqual([
      fan.member.id,
    ]);
    expect(ids((await call('GET', `/api/members/${owner.member.id}/followers`, owner.cookie)).json())).toEqual([
      fan.member.id,
    ]);

    // A pending request shows as such on the requester's row of someone else's list.
    await call('PUT', `/api/members/${owner.member.id}/follow`, stranger.cookie);
    const strangerFollowers = await signupMember(t.app);
    await follow(owner.cookie, strangerFollowers.member.id);
    const list = (await call('GET', `/api/members/${strangerFollowers.member.id}/followers`, stranger.cookie)).json();
    expect(list.members[0]).toMatchObject({ id: owner.member.id, followedByMe: false, requestedByMe: true });
  });

  it('hides the lists of a member who hides their counters, but not from the member', async () => {
    const shy = await signupMember(t.app);
    const other = await signupMember(t.app);
    await follow(other.cookie, shy.member.id);
    await setPrivacy(t.app, shy.cookie, { hideCounters: true });
    expect((await call('GET', `/api/members/${shy.member.id}/followers`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/members/${shy.member.id}/following`, other.cookie)).statusCode).toBe(403);
    expect(ids((await call('GET', `/api/members/${shy.member.id}/followers`, shy.cookie)).json())).toEqual([
      other.member.id,
    ]);
  });
});
