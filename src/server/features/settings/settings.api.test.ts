import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { multipartForm, sendForm } from '../../testing/multipart-form';
import { requestFollow } from '../members/follow-requests';
import { wantsNotification } from '../notifications/notification-prefs';
import { commentRights } from '../content/comment-rights';
import { canViewPostsOf, countersVisible, followNeedsApproval, isFollowing } from '../privacy/privacy';
import { useTestApp } from '../../testing/test-app';
import { insertFollow } from '../../testing/fixtures/members';

const t = useTestApp();

const patch = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('profile', () => {
  it('saves name, bio, website and phone, and shows them on /api/me', async () => {
    const m = await signupMember(t.app);
    const res = await patch(m.cookie, '/api/settings/profile', {
      name: '  Ana Souza ',
      bio: 'Amo moda e tecnologia.',
      website: 'anasouza.com.br',
      phone: '(21) 97777-6666',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({
      name: 'Ana Souza',
      bio: 'Amo moda e tecnologia.',
      website: 'https://anasouza.com.br/',
      phone: '(21) 97777-6666',
    });
    const me = (await get(m.cookie, '/api/me')).json().member;
    expect(me.website).toBe('https://anasouza.com.br/');
    const cleared = await patch(m.cookie, '/api/settings/profile', { bio: '', website: '', phone: '' });
    expect(cleared.json().member).toMatchObject({ name: 'Ana Souza', bio: null, website: null, phone: null });
  });

  it('refuses a website that is not a web address, and other bad fields, in pt-BR', async () => {
    const m = await signupMember(t.app);
    for (const website of [
      'javascript:alert(1)',
      'não é site',
      'ftp://arquivos.com.br',
      'http://localhost',
      'https://user:pw@site.com',
    ]) {
      const res = await patch(m.cookie, '/api/settings/profile', { website });
      expect(res.statusCode, website).toBe(400);
      expect(res.json().fields.website).toBe('Informe um endereço válido, como https://seusite.com.br');
    }
    const name = await patch(m.cookie, '/api/settings/profile', { name: '   ' });
    expect(name.json().fields.name).toBe('Informe seu nome completo.');
    const bio = await patch(m.cookie, '/api/settings/profile', { bio: 'x'.repeat(161) });
    expect(bio.json().fields.bio).toBe('A bio pode ter no máximo 160 caracteres.');
    const phone = await patch(m.cookie, '/api/settings/profile', { phone: 'abc' });
    expect(phone.json().fields.phone).toBe('Informe um telefone válido, com DDD.');
    const extra = await patch(m.cookie, '/api/settings/profile', { email: 'outro@exemplo.com' });
    expect(extra.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings/profile', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('avatar', () => {
  const upload = (cookie: string, data: Buffer, type = 'image/jpeg') => {
    const f = multipartForm({}, { data, field: 'avatar', filename: 'eu.jpg', type });
    return sendForm(t.app, 'POST', '/api/settings/avatar', cookie, f);
  };
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it('goes through the media pipeline, replaces the old picture, and can go back to the initials', async () => {
    const m = await signupMember(t.app, { name: 'Dora Lima' });
    const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();
    const first = await upload(m.cookie, jpeg);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().member.avatarUrl;
    expect(url).toMatch(/^\/media\/avatars\/.+\/320\.webp$/);
    expect(await t.storage.exists(keyOf(url))).toBe(true);
    expect((await get(m.cookie, '/api/me')).json().member.avatarUrl).toBe(url);

    const second = await upload(m.cookie, jpeg);
    expect(second.json().member.avatarUrl).not.toBe(url);
    expect(await t.storage.exists(keyOf(url))).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/avatar',
      headers: { cookie: m.cookie },
    });
    expect(removed.json().member.avatarUrl).toBe('/avatars/initials.svg?name=Dora%20Lima');
    expect(await t.storage.exists(keyOf(second.json().member.avatarUrl))).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const m = await signupMember(t.app);
    const res = await upload(m.cookie, Buffer.from('%PDF-1.7 não é foto'.repeat(8)));
    expect(res.statusCode).toBe(415);
    const none = multipartForm({});
    const empty = await sendForm(t.app, 'POST', '/api/settings/avatar', m.cookie, none);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Selecione uma imagem para a foto de perfil.');
  });
});

describe('privacy', () => {
  it('starts public, with everyone allowed to comment and counters shown', async () => {
    const m = await signupMember(t.app);
    expect((await get(m.cookie, '/api/settings/privacy')).json()).toEqual({
      privateAccount: false,
      commentPolicy: 'everyone',
      hideCounters: false,
    });
  });

  it('saves each choice and the rules the other features ask follow them', async () => {
    const owner = await signupMember(t.app);
    const stranger = await signupMember(t.app);
    const db = t.database.db;
    const id = owner.member.id;
    const sid = stranger.member.id;
    // A card's canComment on a post of the owner's, as their lists ask it (content/comment-rights.ts).
    const canComment = async (viewerId: string, ownerId: string) => {
      const post = { author_user_id: ownerId, brand_id: null, reply_control: 'everyone' };
      return (await commentRights(db, viewerId, [post], () => viewerId === ownerId))(post);
    };
    expect(await canViewPostsOf(db, sid, id)).toBe(true);
    expect(await canComment(sid, id)).toBe(true);
    expect(await countersVisible(db, sid, id)).toBe(true);

    const res = await patch(owner.cookie, '/api/settings/privacy', { privateAccount: true });
    expect(res.json()).toEqual({ privateAccount: true, commentPolicy: 'everyone', hideCounters: false });
    expect(await canViewPostsOf(db, sid, id)).toBe(false);
    expect(await canViewPostsOf(db, id, id)).toBe(true);
    await insertFollow(t, sid, id);
    expect(await canViewPostsOf(db, sid, id)).toBe(true);

    await patch(owner.cookie, '/api/settings/privacy', {
      privateAccount: false,
      commentPolicy: 'nobody',
      hideCounters: true,
    });
    expect(await canComment(sid, id)).toBe(false);
    expect(await canComment(id, id)).toBe(true);
    expect(await countersVisible(db, sid, id)).toBe(false);
    expect(await countersVisible(db, id, id)).toBe(true);

    await patch(owner.cookie, '/api/settings/privacy', { commentPolicy: 'followers' });
    expect(await canComment(sid, id)).toBe(true);
    const third = await signupMember(t.app);
    expect(await canComment(third.member.id, id)).toBe(false);
  });

  it('refuses unknown values', async () => {
    const m = await signupMember(t.app);
    expect((await patch(m.cookie, '/api/settings/privacy', { commentPolicy: 'amigos' })).statusCode).toBe(400);
    expect((await patch(m.cookie, '/api/settings/privacy', { privateAccount: 'sim' })).statusCode).toBe(400);
  });
});

describe('follow requests', () => {
  const follows = (follower: string, followee: string) => isFollowing(t.database.db, follower, followee);

  it('lists who waits, and the owner approves or declines each', async () => {
    const owner = await signupMember(t.app, { name: 'Olga Privada' });
    const fan = await signupMember(t.app, { name: 'Fabio Fã' });
    const other = await signupMember(t.app, { name: 'Otto Outro' });
    await patch(owner.cookie, '/api/settings/privacy', { privateAccount: true });
    expect(await followNeedsApproval(t.database.db, fan.member.id, owner.member.id)).toBe(true);
    await requestFollow(t.database.db, fan.member.id, owner.member.id, t.clock.now());
    t.clock.advance(1000);
    await requestFollow(t.database.db, other.member.id, owner.member.id, t.clock.now());

    const list = (await get(owner.cookie, '/api/settings/follow-requests')).json();
    expect(list.items.map((r: { name: string }) => r.name)).toEqual(['Otto Outro', 'Fabio Fã']);
    expect((await get(fan.cookie, '/api/settings/follow-requests')).json().items).toEqual([]);

    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/settings/follow-requests/${fan.member.id}/approve`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);

    const before = (await get(owner.cookie, '/api/me')).json().member.followers;
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/settings/follow-requests/${fan.member.id}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(ok.statusCode).toBe(204);
    expect(await follows(fan.member.id, owner.member.id)).toBe(true);
    expect((await get(owner.cookie, '/api/me')).json().member.followers).toBe(before + 1);
    expect(await followNeedsApproval(t.database.db, fan.member.id, owner.member.id)).toBe(false);

    const no = await t.app.inject({
      method: 'DELETE',
      url: `/api/settings/follow-requests/${other.member.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(no.statusCode).toBe(204);
    expect(await follows(other.member.id, owner.member.id)).toBe(false);
    expect((await get(owner.cookie, '/api/settings/follow-requests')).json().items).toEqual([]);
  });

  it('lets everyone waiting in when the account goes public', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    await patch(owner.cookie, '/api/settings/privacy', { privateAccount: true });
    await requestFollow(t.database.db, fan.member.id, owner.member.id, t.clock.now());
    await patch(owner.cookie, '/api/settings/privacy', { privateAccount: false });
    expect(await follows(fan.member.id, owner.member.id)).toBe(true);
    expect((await get(owner.cookie, '/api/settings/follow-requests')).json().items).toEqual([]);
  });
});

describe('notification preferences', () => {
  it('has every type on until switched off, per member', async () => {
    const m = await signupMember(t.app);
    const other = await signupMember(t.app);
    expect((await get(m.cookie, '/api/settings/notifications')).json()).toEqual({
      like: true,
      comment: true,
      follow: true,
      mention: true,
      invitation: true,
      order: true,
      report: true,
      moderation: true,
      media: true,
    });
    const res = await patch(m.cookie, '/api/settings/notifications', { like: false, mention: false });
    expect(res.json()).toEqual({
      like: false,
      comment: true,
      follow: true,
      mention: false,
      invitation: true,
      order: true,
      report: true,
      moderation: true,
      media: true,
    });
    expect(await wantsNotification(t.database.db, m.member.id, 'like')).toBe(false);
    expect(await wantsNotification(t.database.db, m.member.id, 'comment')).toBe(true);
    expect(await wantsNotification(t.database.db, other.member.id, 'like')).toBe(true);
    const back = await patch(m.cookie, '/api/settings/notifications', { like: true });
    expect(back.json().like).toBe(true);
    expect((await patch(m.cookie, '/api/settings/notifications', { poke: false })).statusCode).toBe(400);
  });
});
