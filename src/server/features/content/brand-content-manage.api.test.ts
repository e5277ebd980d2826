import { beforeAll, describe, expect, it } from 'vitest';
import { signupOperator } from '../../testing/fixtures/admin';
import { contentKinds, publishAsBrand, type ContentPath } from '../../testing/fixtures/brand-content';
import { createPost } from '../../testing/fixtures/posts';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

/** Who may delete (and, for a post, edit) what a brand's team published as the brand, and what it records. */

const t = useTestApp();
const send = memberRequests(t);
const BRAND = 'nexo-tech';

let team: Awaited<ReturnType<typeof signupTeam>>;
let stranger: Member;
let otherTeam: Member;
let operator: Member;
const items = {} as Record<ContentPath, string>;

beforeAll(async () => {
  team = await signupTeam(t, BRAND);
  stranger = await signupMember(t.app, { name: 'Sara Sem Marca' });
  otherTeam = await signupMember(t.app, { name: 'Otto Outra Marca' });
  await addToTeam(t, 'urbana-moda', otherTeam.member.id, 'owner');
  operator = await signupOperator(t);
  for (const { path } of contentKinds) items[path] = await publishAsBrand(t.app, team.editor.cookie, BRAND, path);
});

const keyOf = (path: ContentPath) => contentKinds.find((k) => k.path === path)!.key;
/** The item as `who` reads it by id. */
const readAs = async (who: Member, path: ContentPath, id = items[path]) => {
  const res = await send('GET', `/api/${path}/${id}`, who.cookie);
  return { status: res.statusCode, item: res.json()[keyOf(path)] as { canManage: boolean; isMine: boolean } };
};
const flagsOf = async (who: Member) =>
  Object.fromEntries(
    await Promise.all(contentKinds.map(async ({ path }) => [path, (await readAs(who, path)).item.canManage])),
  );
const everything = (value: boolean) => ({ posts: value, stories: value, reels: value, videos: value });

describe("a brand's content", () => {
  it('is the editors’ and owners’ to manage, and nobody else’s, whatever list shows it', async () => {
    expect(await flagsOf(team.editor)).toEqual(everything(true));
    expect(await flagsOf(team.owner)).toEqual(everything(true));
    for (const who of [team.analyst, stranger, otherTeam, operator])
      expect(await flagsOf(who)).toEqual(everything(false));
    // It is still not "theirs": isMine keeps meaning the member author (promote, the profile grid).
    expect((await readAs(team.editor, 'posts')).item.isMine).toBe(false);

    const listed = async (who: Member) => {
      const page = (await send('GET', `/api/brands/${BRAND}`, who.cookie)).json();
      const strip = (await send('GET', '/api/stories', who.cookie)).json();
      const feed = (await send('GET', '/api/feed?limit=30', who.cookie)).json();
      const reels = (await send('GET', '/api/reels?limit=20', who.cookie)).json();
      const find = (list: { id: string; canManage: boolean }[], id: string) => list.find((i) => i.id === id)?.canManage;
      const stories = (strip.groups as { stories: { id: string; canManage: boolean }[] }[]).flatMap((g) => g.stories);
      return {
        page: [find(page.posts, items.posts), find(page.reels, items.reels), find(page.videos, items.videos)],
        strip: find(stories, items.stories),
        feed: find(feed.posts, items.posts),
        reels: find(reels.reels, items.reels),
      };
    };
    expect(await listed(team.owner)).toEqual({ page: [true, true, true], strip: true, feed: true, reels: true });
    expect(await listed(team.analyst)).toEqual({
      page: [false, false, false],
      strip: false,
      feed: false,
      reels: false,
    });
    expect(await listed(stranger)).toEqual({ page: [false, false, false], strip: false, feed: false, reels: false });
  });

  it("leaves a member's own items to their author alone", async () => {
    const own = await createPost(t.app, stranger.cookie, 'Minha, de Sara');
    expect((await readAs(stranger, 'posts', own.id)).item).toMatchObject({ canManage: true, isMine: true });
    for (const who of [team.owner, team.editor, operator])
      expect((await readAs(who, 'posts', own.id)).item.canManage).toBe(false);
    expect((await send('DELETE', `/api/posts/${own.id}`, team.owner.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/posts/${own.id}`, stranger.cookie)).statusCode).toBe(204);
    const recorded = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', stranger.member.id)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('lets its editors and owners change a post’s text, and refuses everyone else with a pt-BR 403', async () => {
    const url = `/api/posts/${items.posts}`;
    for (const who of [team.analyst, stranger, otherTeam, operator]) {
      const res = await send('PATCH', url, who.cookie, { content: 'Trocado por quem não pode' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: 'Você não tem permissão para fazer isso.' });
    }
    const edited = await send('PATCH', url, team.owner.cookie, { content: 'Legenda corrigida pela dona' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post).toMatchObject({ content: 'Legenda corrigida pela dona', canManage: true });
    expect((await send('GET', url, stranger.cookie)).json().post.content).toBe('Legenda corrigida pela dona');
  });

  it('refuses deletes by anyone else, leaving every item in place', async () => {
    for (const { path } of contentKinds) {
      const url = `/api/${path}/${items[path]}`;
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      for (const who of [team.analyst, stranger, otherTeam, operator]) {
        const res = await send('DELETE', url, who.cookie);
        // A story that is not one's own is answered as gone, as it always was; the others as forbidden.
        expect(res.statusCode, `${who.member.name} ${path}`).toBe(path === 'stories' ? 404 : 403);
        expect(res.json().message).toMatch(/[ãçéêíóõú]/);
      }
      expect((await readAs(stranger, path)).status).toBe(200);
    }
  });

  it('lets editors and owners delete each kind, and records each delete in the audit log', async () => {
    const deleters: Record<ContentPath, Member> = {
      posts: team.editor,
      stories: team.owner,
      reels: team.editor,
      videos: team.owner,
    };
    for (const { path } of contentKinds) {
      const res = await send('DELETE', `/api/${path}/${items[path]}`, deleters[path].cookie);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(204);
      expect((await readAs(stranger, path)).status).toBe(404);
    }
    const page = (await send('GET', `/api/brands/${BRAND}`, stranger.cookie)).json();
    expect([...page.posts, ...page.reels, ...page.videos].map((i: { id: string }) => i.id)).not.toEqual(
      expect.arrayContaining([items.posts]),
    );

    const audit = await send('GET', `/api/admin/audit?targetId=${BRAND}`, operator.cookie);
    expect(audit.statusCode).toBe(200);
    const entries = (
      audit.json().entries as {
        action: string;
        actor: { id: string };
        targetType: string;
        targetName: string;
        before: { itemId: string; text: string };
        after: null;
      }[]
    ).filter((e) => e.action.endsWith('.delete'));
    expect(
      entries.map((e) => [e.action, e.actor.id, e.targetType, e.targetName, e.before.itemId, e.after]).reverse(),
    ).toEqual([
      ['post.delete', team.editor.member.id, 'brand', 'Nexo Tech', items.posts, null],
      ['story.delete', team.owner.member.id, 'brand', 'Nexo Tech', items.stories, null],
      ['reel.delete', team.editor.member.id, 'brand', 'Nexo Tech', items.reels, null],
      ['video.delete', team.owner.member.id, 'brand', 'Nexo Tech', items.videos, null],
    ]);
    expect(entries.find((e) => e.action === 'post.delete')?.before.text).toBe('Legenda corrigida pela dona');
    const byAction = await send('GET', '/api/admin/audit?action=reel.delete', operator.cookie);
    expect(byAction.json().entries).toHaveLength(1);
  });

  it('takes the right from a member the moment they leave the team, cached answers included', async () => {
    const leaving = await signupMember(t.app, { name: 'Edna De Saída' });
    await addToTeam(t, BRAND, leaving.member.id, 'editor');
    const postId = await publishAsBrand(t.app, team.owner.cookie, BRAND, 'posts', 'Antes da saída');
    const inFeed = async () =>
      (
        (await send('GET', '/api/feed?limit=30', leaving.cookie)).json().posts as { id: string; canManage: boolean }[]
      ).find((p) => p.id === postId)?.canManage;
    // Both answers are kept in the read cache once read.
    expect(await inFeed()).toBe(true);
    expect((await readAs(leaving, 'posts', postId)).item.canManage).toBe(true);

    const removed = await send('DELETE', `/api/studio/brands/${BRAND}/team/${leaving.member.id}`, team.owner.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await inFeed()).toBe(false);
    expect((await readAs(leaving, 'posts', postId)).item.canManage).toBe(false);
    expect((await send('DELETE', `/api/posts/${postId}`, leaving.cookie)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/posts/${postId}`, leaving.cookie, { content: 'Depois' })).statusCode).toBe(403);
    expect((await readAs(stranger, 'posts', postId)).status).toBe(200);
  });
});
