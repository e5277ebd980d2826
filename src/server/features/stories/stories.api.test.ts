import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORY_TTL_MS } from '../../../shared/stories';
import { signupMember } from '../../testing/harness';
import { brandStory, createStory, uploadStory } from '../../testing/fixtures/stories';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { silentClip } from '../../testing/fixtures/clips';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const req = memberRequests(t);

const strip = async (cookie: string) =>
  (await req('GET', '/api/stories', cookie)).json().groups as {
    author: { kind: string; id: string; name: string };
    isMine: boolean;
    hasNew: boolean;
    isPubli: boolean;
    stories: { id: string; seen: boolean }[];
  }[];

const deps = () => ({ db: t.database.db, storage: t.storage });

const fileExists = (src: string) => t.storage.exists(src.replace(/^\/media\//, ''));

describe('adding a story', () => {
  it('adds an image story that leads the member’s own strip', async () => {
    const ana = await signupMember(t.app, { name: 'Ana Historia' });
    const res = await uploadStory(t.app, ana.cookie, { title: 'Meu dia' });
    expect(res.statusCode).toBe(201);
    const story = res.json().story;
    expect(story).toMatchObject({
      title: 'Meu dia',
      isMine: true,
      isRepost: false,
      author: { kind: 'member', name: 'Ana Historia' },
    });
    expect(story.media.kind).toBe('image');
    expect(new Date(story.expiresAt).getTime() - new Date(story.createdAt).getTime()).toBe(STORY_TTL_MS);
    const groups = await strip(ana.cookie);
    expect(groups[0]).toMatchObject({ isMine: true, stories: [{ id: story.id }] });
  });

  it('adds a video story with its poster frame', async () => {
    const data = fs.readFileSync(await silentClip('180x320', 1));
    const ana = await signupMember(t.app);
    const res = await uploadStory(t.app, ana.cookie, {}, { filename: 'clip.mp4', contentType: 'video/mp4', data });
    expect(res.statusCode).toBe(201);
    const media = res.json().story.media;
    expect(media).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 180, height: 320 });
    expect(await fileExists(media.videoUrl)).toBe(true);
    expect(await fileExists(media.src)).toBe(true);
  });

  it('refuses a file that is not an image or a video, as posts do', async () => {
    const ana = await signupMember(t.app);
    const res = await uploadStory(
      t.app,
      ana.cookie,
      {},
      {
        filename: 'nota.txt',
        contentType: 'image/png',
        data: Buffer.from('só texto, nada de imagem aqui; '.repeat(4)),
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'invalid_file_type',
      message: 'Arquivo Inválido: Por favor, selecione um arquivo de imagem ou vídeo.',
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie: ana.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('file_required');
  });

  it('keeps at most ten stories: the eleventh pushes out the oldest and its files', async () => {
    const ana = await signupMember(t.app);
    const ids: string[] = [];
    let firstSrc = '';
    for (let i = 0; i < 11; i++) {
      const s = await createStory(t.app, ana.cookie, `História ${i + 1}`);
      if (i === 0) firstSrc = s.media.src;
      ids.push(s.id);
      t.clock.advance(60_000);
    }
    const mine = (await req('GET', '/api/stories/mine', ana.cookie)).json().stories as { id: string }[];
    expect(mine.map((s) => s.id)).toEqual(ids.slice(1).reverse());
    expect((await req('GET', `/api/stories/${ids[0]}`, ana.cookie)).statusCode).toBe(404);
    expect(await fileExists(firstSrc)).toBe(false);
    expect((await strip(ana.cookie))[0]!.stories).toHaveLength(10);
  });
});

describe('the strip', () => {
  it('orders own, then followed members and brands, then other brands with sponsored ones first', async () => {
    const viewer = await signupMember(t.app, { name: 'Vera Viewer' });
    const friend = await signupMember(t.app, { name: 'Fabio Friend' });
    const stranger = await signupMember(t.app, { name: 'Sara Stranger' });
    await req('PUT', `/api/members/${friend.member.id}/follow`, viewer.cookie);
    await req('PUT', '/api/follows/brands/cine-aurora', viewer.cookie);
    const now = t.clock.now();
    await brandStory(deps(), 'mao-na-massa', now - 5 * 60_000);
    await brandStory(deps(), 'ciencia-viva', now - 10 * 60_000, { isPubli: true });
    await brandStory(deps(), 'cine-aurora', now - 20 * 60_000);
    await createStory(t.app, friend.cookie);
    await createStory(t.app, stranger.cookie);
    await createStory(t.app, viewer.cookie);

    const groups = await strip(viewer.cookie);
    const names = groups.map((g) => g.author.name);
    expect(names.slice(0, 3)).toEqual(['Vera Viewer', 'Fabio Friend', 'Cine Aurora']);
    expect(names).not.toContain('Sara Stranger');
    const others = names.slice(3);
    expect(others.indexOf('Ciência Viva')).toBeLessThan(others.indexOf('Mão na Massa'));
    expect(groups.find((g) => g.author.name === 'Ciência Viva')!.isPubli).toBe(true);
    expect(groups.find((g) => g.author.name === 'Fabio Friend')!.hasNew).toBe(true);
  });

  it('stores the seen state: a seen author loses the unseen ring', async () => {
    const viewer = await signupMember(t.app);
    const friend = await signupMember(t.app, { name: 'Bia Vista' });
    await req('PUT', `/api/members/${friend.member.id}/follow`, viewer.cookie);
    const s = await createStory(t.app, friend.cookie);
    expect((await req('PUT', `/api/stories/${s.id}/seen`, viewer.cookie)).json()).toEqual({ seen: true });
    const group = (await strip(viewer.cookie)).find((g) => g.author.name === 'Bia Vista')!;
    expect(group.hasNew).toBe(false);
    expect(group.stories[0]!.seen).toBe(true);
  });

  it('drops a story 24 hours after it was posted, for everyone, on the server', async () => {
    const owner = await signupMember(t.app, { name: 'Otto Expira' });
    const follower = await signupMember(t.app);
    await req('PUT', `/api/members/${owner.member.id}/follow`, follower.cookie);
    const s = await createStory(t.app, owner.cookie);
    t.clock.advance(STORY_TTL_MS - 1);
    expect((await strip(follower.cookie)).some((g) => g.author.name === 'Otto Expira')).toBe(true);
    t.clock.advance(2);
    expect((await strip(follower.cookie)).some((g) => g.author.name === 'Otto Expira')).toBe(false);
    expect((await strip(owner.cookie)).some((g) => g.isMine)).toBe(false);
    const gone = await req('GET', `/api/stories/${s.id}`, follower.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Esta história não está mais disponível.');
    expect((await req('PUT', `/api/stories/${s.id}/like`, follower.cookie)).statusCode).toBe(404);
    // Its author still has it (to keep as a highlight) until an eleventh story pushes it out.
    expect((await req('GET', `/api/stories/${s.id}`, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps a private member’s story from non-followers', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });
    const s = await createStory(t.app, owner.cookie);
    expect((await req('GET', `/api/stories/${s.id}`, other.cookie)).statusCode).toBe(404);
  });
});

describe('reacting to a story', () => {
  it('likes, bookmarks and shares as on posts: toggles, counted once, never below zero', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const s = await createStory(t.app, owner.cookie);
    expect((await req('PUT', `/api/stories/${s.id}/like`, fan.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await req('PUT', `/api/stories/${s.id}/like`, fan.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await req('DELETE', `/api/stories/${s.id}/like`, fan.cookie)).json()).toEqual({ liked: false, likes: 0 });
    expect((await req('DELETE', `/api/stories/${s.id}/like`, fan.cookie)).json()).toEqual({ liked: false, likes: 0 });
    expect((await req('PUT', `/api/stories/${s.id}/bookmark`, fan.cookie)).json()).toEqual({
      bookmarked: true,
      bookmarks: 1,
    });
    expect((await req('POST', `/api/stories/${s.id}/share`, fan.cookie)).json()).toEqual({
      shared: true,
      firstShare: true,
      shares: 1,
    });
    expect((await req('POST', `/api/stories/${s.id}/share`, fan.cookie)).json()).toEqual({
      shared: true,
      firstShare: false,
      shares: 1,
    });
    const seen = (await req('GET', `/api/stories/${s.id}`, fan.cookie)).json().story;
    expect(seen).toMatchObject({
      likedByMe: false,
      bookmarkedByMe: true,
      sharedByMe: true,
      stats: { likes: 0, bookmarks: 1, shares: 1 },
    });
  });

  it('reposts a story into the member’s own stories, once, marked with its author', async () => {
    const owner = await signupMember(t.app, { name: 'Rita Original' });
    const fan = await signupMember(t.app);
    const s = await createStory(t.app, owner.cookie, 'Original');
    const res = await req('POST', `/api/stories/${s.id}/repost`, fan.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reposts: 1,
      story: { isRepost: true, isMine: true, originalAuthorName: 'Rita Original', title: 'Original' },
    });
    const repostId = res.json().story.id;
    expect((await req('POST', `/api/stories/${s.id}/repost`, fan.cookie)).statusCode).toBe(409);
    expect((await req('POST', `/api/stories/${repostId}/repost`, fan.cookie)).statusCode).toBe(409);
    expect((await req('POST', `/api/stories/${s.id}/repost`, owner.cookie)).statusCode).toBe(400);
    expect((await req('GET', `/api/stories/${s.id}`, fan.cookie)).json().story.repostedByMe).toBe(true);
    expect((await strip(fan.cookie))[0]!.stories[0]!.id).toBe(repostId);
  });

  it('lets only the author delete a story; its reposts and unused files go with it', async () => {
    const owner = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const s = await createStory(t.app, owner.cookie);
    const repost = (await req('POST', `/api/stories/${s.id}/repost`, fan.cookie)).json().story;
    expect((await req('DELETE', `/api/stories/${s.id}`, fan.cookie)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/stories/${s.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/stories/${repost.id}`, fan.cookie)).statusCode).toBe(404);
    expect(await fileExists(s.media.src)).toBe(false);
  });
});
