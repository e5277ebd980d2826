import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../testing/multipart-form';
import { h264Clip, upload } from '../../testing/fixtures/clips';
import { jpeg, multipart } from '../../testing/fixtures/posts';
import { uploadStory } from '../../testing/fixtures/stories';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp();
const send = memberRequests(t);
const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';
const FORBIDDEN = 'Só editores e donos da marca podem publicar como ela.';
const SUSPENDED = 'Esta marca está suspensa e não pode publicar.';
const brandAuthor = { kind: 'brand', id: BRAND, name: 'Nexo Tech', verified: true };

let team: Awaited<ReturnType<typeof signupTeam>>;
let stranger: Member;
let otherTeam: Member;
let reader: Member;
beforeAll(async () => {
  team = await signupTeam(t, BRAND);
  [stranger, otherTeam, reader] = (await Promise.all(
    ['Sara Sem Marca', 'Otto Outra Marca', 'Lia Leitora'].map((name) => signupMember(t.app, { name })),
  )) as [Member, Member, Member];
  await addToTeam(t, OTHER, otherTeam.member.id, 'owner');
});

const postAs = async (who: Member, fields: Record<string, string>) =>
  sendForm(
    t.app,
    'POST',
    '/api/posts',
    who.cookie,
    multipart(fields, { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() }),
  );
const clip = async () => ({ data: fs.readFileSync(await h264Clip()), filename: 'clip.mp4' });
const reelAs = async (who: Member, fields: Record<string, string>) =>
  upload(t.app, '/api/reels', who.cookie, fields, await clip());
const videoAs = async (who: Member, fields: Record<string, string>) =>
  upload(t.app, '/api/videos', who.cookie, { title: 'Lançamento', ...fields }, await clip());
const storyAs = (who: Member, fields: Record<string, string>) => uploadStory(t.app, who.cookie, fields);

const row = (table: 'posts' | 'stories' | 'reels' | 'long_videos', id: string) =>
  t.database.db
    .selectFrom(table)
    .select(['author_user_id', 'brand_id', 'published_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const postsCountOf = async (m: Member) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('posts_count')
      .where('id', '=', m.member.id)
      .executeTakeFirstOrThrow()
  ).posts_count;

describe('publishing as a brand', () => {
  it('an editor posts as the brand: the brand is the author, the editor is kept as who published it', async () => {
    const before = await postsCountOf(team.editor);
    const res = await postAs(team.editor, { content: 'Novidade #nexolanca da marca', asBrandId: BRAND });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().post;
    expect(post.author).toMatchObject(brandAuthor);
    expect(await row('posts', post.id)).toEqual({
      author_user_id: null,
      brand_id: BRAND,
      published_by: team.editor.member.id,
    });
    // It is the brand's post, not the editor's: their profile count stays as it was.
    expect(await postsCountOf(team.editor)).toBe(before);
    const mine = await send('GET', `/api/members/${team.editor.member.id}/posts?limit=10`, team.editor.cookie);
    expect(mine.json().posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
  });

  it('an empty field publishes as the member themself', async () => {
    const res = await postAs(team.editor, { content: 'Minha, não da marca', asBrandId: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().post.author).toMatchObject({ kind: 'member', id: team.editor.member.id });
  });

  it('an owner publishes a story, a reel and a long video as the brand', async () => {
    const story = await storyAs(team.owner, { title: 'Bastidores', asBrandId: BRAND });
    expect(story.statusCode, story.body).toBe(201);
    expect(story.json().story.author).toMatchObject(brandAuthor);
    expect((await row('stories', story.json().story.id)).published_by).toBe(team.owner.member.id);

    const reel = await reelAs(team.owner, { description: 'Reel da marca', asBrandId: BRAND });
    expect(reel.statusCode, reel.body).toBe(202);
    expect(reel.json().reel).toMatchObject({ status: 'processing', author: brandAuthor });
    // Still processing, it is in its publisher's reels list, and in nobody else's.
    const ids = async (who: Member) =>
      ((await send('GET', '/api/reels?limit=10', who.cookie)).json().reels as { id: string }[]).map((r) => r.id);
    expect(await ids(team.owner)).toContain(reel.json().reel.id);
    expect(await ids(reader)).not.toContain(reel.json().reel.id);
    const video = await videoAs(team.owner, { asBrandId: BRAND });
    expect(video.statusCode, video.body).toBe(202);
    expect(video.json().video).toMatchObject({ status: 'processing', author: brandAuthor });
    expect(await row('long_videos', video.json().video.id)).toEqual({
      author_user_id: null,
      brand_id: BRAND,
      published_by: team.owner.member.id,
    });

    await t.app.mediaJobs.idle();
    // Once ready, anyone sees the reel and the video as the brand's, with its badge.
    const seen = await send('GET', `/api/reels/${reel.json().reel.id}`, reader.cookie);
    expect(seen.json().reel).toMatchObject({ status: 'ready', author: brandAuthor });
    const explore = await send('GET', '/api/explore', reader.cookie);
    const tiles = explore.json().items as { kind: string; reel?: { id: string; author: unknown } }[];
    expect(tiles.find((i) => i.reel?.id === reel.json().reel.id)?.reel?.author).toEqual({
      name: 'Nexo Tech',
      avatarUrl: expect.any(String),
      verified: true,
    });
    const page = await send('GET', `/api/brands/${BRAND}`, reader.cookie);
    expect(page.json().reels.map((r: { id: string }) => r.id)).toContain(reel.json().reel.id);
    expect(page.json().videos.map((v: { id: string }) => v.id)).toContain(video.json().video.id);
  });

  it('refuses an analyst with a pt-BR 403, and anyone off the team (or a brand that does not exist) with a 404', async () => {
    for (const publish of [postAs, reelAs, videoAs, storyAs]) {
      const analyst = await publish(team.analyst, { content: 'x', asBrandId: BRAND });
      expect(analyst.statusCode).toBe(403);
      expect(analyst.json()).toMatchObject({ code: 'publish_as_forbidden', message: FORBIDDEN });
      for (const outsider of [stranger, otherTeam]) {
        expect((await publish(outsider, { content: 'x', asBrandId: BRAND })).statusCode).toBe(404);
      }
      expect((await publish(team.owner, { content: 'x', asBrandId: 'marca-que-nao-existe' })).statusCode).toBe(404);
    }
    const rows = await t.database.db
      .selectFrom('posts')
      .select('id')
      .where('brand_id', '=', BRAND)
      .where('content', '=', 'x')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses to publish for a suspended brand, and its page is gone', async () => {
    await t.database.db.updateTable('brands').set({ suspended_at: t.clock.now() }).where('id', '=', OTHER).execute();
    for (const publish of [postAs, reelAs, videoAs, storyAs]) {
      const res = await publish(otherTeam, { content: 'Suspensa', asBrandId: OTHER });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'publish_as_suspended', message: SUSPENDED });
    }
    expect((await send('GET', `/api/brands/${OTHER}`, reader.cookie)).statusCode).toBe(404);
    await t.database.db.updateTable('brands').set({ suspended_at: null }).where('id', '=', OTHER).execute();
    expect((await send('GET', `/api/brands/${OTHER}`, reader.cookie)).statusCode).toBe(200);
  });
});

describe('the brand page', () => {
  it('carries the bio, the website and the counted followers', async () => {
    await t.database.db
      .updateTable('brands')
      .set({ bio: 'Tecnologia que conecta.', website: 'https://nexo.example.com.br', followers_count: 2400 })
      .where('id', '=', BRAND)
      .execute();
    const page = await send('GET', `/api/brands/${BRAND}`, reader.cookie);
    expect(page.json().brand).toMatchObject({
      bio: 'Tecnologia que conecta.',
      website: 'https://nexo.example.com.br',
      followers: 2400,
      followersText: '2,4 mil',
    });
  });
});

describe('where a brand post shows', () => {
  let postId: string;
  beforeAll(async () => {
    await send('PUT', `/api/follows/brands/${BRAND}`, reader.cookie);
    const res = await postAs(team.editor, {
      content: 'Chegou o #nexofone novo',
      segmentId: 'tecnologia',
      asBrandId: BRAND,
    });
    postId = res.json().post.id as string;
  });

  it('shows as the brand, with its badge, in the feed, explore, a segment, search and on the brand page', async () => {
    const find = (items: { id: string; author: unknown }[]) => items.find((p) => p.id === postId);
    const feed = await send('GET', '/api/feed', reader.cookie);
    expect(find(feed.json().posts)?.author).toMatchObject(brandAuthor);

    const segment = await send('GET', '/api/segments/tecnologia/posts?limit=10', reader.cookie);
    expect(find(segment.json().posts)?.author).toMatchObject(brandAuthor);

    const explore = await send('GET', '/api/explore', reader.cookie);
    const explored = (explore.json().items as { kind: string; post?: { id: string; author: unknown } }[]).flatMap(
      (i) => (i.post ? [i.post] : []),
    );
    expect(find(explored)?.author).toMatchObject(brandAuthor);

    const search = await send('GET', '/api/search/posts?q=nexofone&limit=10', reader.cookie);
    expect(find(search.json().posts)?.author).toMatchObject(brandAuthor);

    const page = await send('GET', `/api/brands/${BRAND}`, reader.cookie);
    expect(find(page.json().posts)?.author).toMatchObject(brandAuthor);
    expect(page.json().brand).toMatchObject({ id: BRAND, verified: true, bio: expect.any(String) });
  });

  it('lets the brand’s editors and owners delete its posts, and nobody else', async () => {
    for (const who of [team.analyst, stranger, otherTeam, reader]) {
      expect((await send('DELETE', `/api/posts/${postId}`, who.cookie)).statusCode).toBe(403);
    }
    expect((await send('DELETE', `/api/posts/${postId}`, team.owner.cookie)).statusCode).toBe(204);
    const page = await send('GET', `/api/brands/${BRAND}`, reader.cookie);
    expect(page.json().posts.map((p: { id: string }) => p.id)).not.toContain(postId);
    const feed = await send('GET', '/api/feed', reader.cookie);
    expect(feed.json().posts.map((p: { id: string }) => p.id)).not.toContain(postId);
  });

  it('lets a team editor delete the brand’s story and reel', async () => {
    const story = (await storyAs(team.owner, { asBrandId: BRAND })).json().story as { id: string };
    expect((await send('DELETE', `/api/stories/${story.id}`, team.analyst.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/stories/${story.id}`, team.editor.cookie)).statusCode).toBe(204);
    const reel = (await reelAs(team.owner, { asBrandId: BRAND })).json().reel as { id: string };
    await t.app.mediaJobs.idle();
    expect((await send('DELETE', `/api/reels/${reel.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/reels/${reel.id}`, team.editor.cookie)).statusCode).toBe(204);
  });
});
