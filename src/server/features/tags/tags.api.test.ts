import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TagPage } from '../../../shared/tags';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { h264Clip, upload } from '../../testing/fixtures/clips';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

type Member = Awaited<ReturnType<typeof signupMember>>;

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);

async function tagPage(who: Member, tag: string, query = '') {
  const res = await call('GET', `/api/tags/${encodeURIComponent(tag)}${query}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TagPage;
}

const ids = (page: TagPage) => page.items.map((i) => (i.kind === 'post' ? i.post.id : i.reel.id));

describe('tag page', () => {
  it('lists posts and reels with a tag, whatever its case or accents, newest first, page by page', async () => {
    const ana = await signupMember(t.app);
    const viewer = await signupMember(t.app);
    const first = await createPost(t.app, ana.cookie, 'Primeira do #Verão');
    t.clock.advance(1000);
    const upload1 = await upload(
      t.app,
      '/api/reels',
      ana.cookie,
      { description: 'Reel de #verao na praia' },
      { data: fs.readFileSync(await h264Clip()) },
    );
    expect(upload1.statusCode, upload1.body).toBe(202);
    const reelId = upload1.json().reel.id as string;
    await t.app.mediaJobs.idle();
    t.clock.advance(1000);
    const third = await createPost(t.app, ana.cookie, 'Mais #VERÃO, e #outra coisa');
    await createPost(t.app, ana.cookie, 'Sem a hashtag: verão');

    const page = await tagPage(viewer, 'verão');
    expect(page.tag).toBe('verao');
    expect(ids(page)).toEqual([third.id, reelId, first.id]);
    expect(page.items[1]).toMatchObject({ kind: 'reel', reel: { id: reelId, description: 'Reel de #verao na praia' } });
    expect(page.nextCursor).toBeNull();

    const one = await tagPage(viewer, '#Verao', '?limit=2');
    expect(ids(one)).toEqual([third.id, reelId]);
    const two = await tagPage(viewer, 'VERAO', `?limit=2&cursor=${one.nextCursor}`);
    expect(ids(two)).toEqual([first.id]);
    expect(two.nextCursor).toBeNull();
  });

  it("orders 'top' by likes, then newest, and pages through it", async () => {
    const author = await signupMember(t.app);
    const fans = await Promise.all([signupMember(t.app), signupMember(t.app)]);
    const a = await createPost(t.app, author.cookie, '#popular um');
    t.clock.advance(1000);
    const b = await createPost(t.app, author.cookie, '#popular dois');
    t.clock.advance(1000);
    const c = await createPost(t.app, author.cookie, '#popular três');
    for (const fan of fans) await call('PUT', `/api/posts/${a.id}/like`, fan.cookie);
    await call('PUT', `/api/posts/${b.id}/like`, fans[0]!.cookie);

    expect(ids(await tagPage(author, 'popular', '?sort=top'))).toEqual([a.id, b.id, c.id]);
    const one = await tagPage(author, 'popular', '?sort=top&limit=1');
    const two = await tagPage(author, 'popular', `?sort=top&limit=1&cursor=${one.nextCursor}`);
    const three = await tagPage(author, 'popular', `?sort=top&limit=1&cursor=${two.nextCursor}`);
    expect([...ids(one), ...ids(two), ...ids(three)]).toEqual([a.id, b.id, c.id]);
    expect(three.nextCursor).toBeNull();
    expect(ids(await tagPage(author, 'popular'))).toEqual([c.id, b.id, a.id]);
  });

  it("never lists a private account's tagged post to a stranger", async () => {
    const owner = await signupMember(t.app);
    const stranger = await signupMember(t.app);
    const open = await createPost(t.app, stranger.cookie, 'Aberto #segredinho');
    const hidden = await createPost(t.app, owner.cookie, 'Só para amigos #segredinho');
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });

    expect(ids(await tagPage(stranger, 'segredinho'))).toEqual([open.id]);
    expect(ids(await tagPage(owner, 'segredinho'))).toEqual([hidden.id, open.id]);
  });

  it('follows edits and removals of a post', async () => {
    const ana = await signupMember(t.app);
    const post = await createPost(t.app, ana.cookie, 'Antes #editavel');
    expect(ids(await tagPage(ana, 'editavel'))).toEqual([post.id]);
    expect((await call('PATCH', `/api/posts/${post.id}`, ana.cookie, { content: 'Depois #editado' })).statusCode).toBe(
      200,
    );
    expect(ids(await tagPage(ana, 'editavel'))).toEqual([]);
    expect(ids(await tagPage(ana, 'editado'))).toEqual([post.id]);
    expect((await call('DELETE', `/api/posts/${post.id}`, ana.cookie)).statusCode).toBe(204);
    expect(ids(await tagPage(ana, 'editado'))).toEqual([]);
  });

  it('answers an unknown tag with an empty page, and a malformed one with a clear 400', async () => {
    const ana = await signupMember(t.app);
    expect(await tagPage(ana, 'ninguemusouisso')).toEqual({ tag: 'ninguemusouisso', items: [], nextCursor: null });
    const bad = await call('GET', '/api/tags/mo%20da', ana.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Hashtag inválida/);
    expect((await call('GET', `/api/tags/${'a'.repeat(51)}`, ana.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/tags/moda?sort=antigos', ana.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/tags/moda?cursor=lixo', ana.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/tags/moda', '')).statusCode).toBe(401);
  });
});

describe('mention links', () => {
  it('resolve a name to the one member who has it, the longest name first', async () => {
    const lia = await signupMember(t.app, { name: 'Lia Mencionável Única' });
    await signupMember(t.app, { name: 'Nome Repetido' });
    await signupMember(t.app, { name: 'Nome Repetido' });
    const resolve = async (name: string) => {
      const res = await call('GET', `/api/mentions/resolve?name=${encodeURIComponent(name)}`, lia.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().memberId as string | null;
    };
    expect(await resolve('@lia Mencionável Única')).toBe(lia.member.id);
    expect(await resolve('Lia Mencionável Única Demais')).toBe(lia.member.id);
    expect(await resolve('Nome Repetido')).toBeNull();
    expect(await resolve('Ninguém Assim')).toBeNull();
    expect((await call('GET', '/api/mentions/resolve?name=%20', lia.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/mentions/resolve?name=Lia', '')).statusCode).toBe(401);
  });
});
