import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORY_TTL_MS } from '../../../shared/stories';
import { signupMember, testDialect } from '../../testing/harness';
import { brandStory, createStory, insertMediaPost } from '../../testing/fixtures/stories';
import { useTestApp } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
let cookie: string;
beforeAll(async () => {
  cookie = (await signupMember(t.app)).cookie;
});

const explore = async (c = cookie) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/explore', headers: { cookie: c } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    segments: { id: string }[];
    items: ({ kind: 'post'; post: { id: string } } | { kind: 'story'; story: { id: string } } | { kind: 'reel' })[];
  };
};
const postIds = (e: Awaited<ReturnType<typeof explore>>) =>
  e.items.flatMap((i) => (i.kind === 'post' ? [i.post.id] : []));
const storyIds = (e: Awaited<ReturnType<typeof explore>>) =>
  e.items.flatMap((i) => (i.kind === 'story' ? [i.story.id] : []));

describe('explore', () => {
  it('ranks the 5 trending segments by likes plus shares of their content, kept live by the counters', async () => {
    const now = t.clock.now();
    const plan: [string, number, number][] = [
      ['moda', 500, 100],
      ['tecnologia', 400, 150],
      ['carros', 300, 0],
      ['musica', 10, 300],
      ['hobby', 200, 50],
      ['cinema', 249, 0],
    ];
    for (const [i, [segment, likes, shares]] of plan.entries()) {
      await insertMediaPost(t.database.db, { id: `pst_trend_${i}`, at: now - i, segment, likes, shares });
    }
    expect((await explore()).segments.map((s) => s.id)).toEqual(['moda', 'tecnologia', 'musica', 'carros', 'hobby']);
    // Two likes on a cinema post, through the posts API, move cinema (249) past hobby (250).
    for (const fan of [await signupMember(t.app), await signupMember(t.app)]) {
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/posts/pst_trend_5/like', headers: { cookie: fan.cookie } }))
          .statusCode,
      ).toBe(200);
    }
    expect((await explore()).segments.map((s) => s.id)).toEqual(['moda', 'tecnologia', 'musica', 'carros', 'cinema']);
    await t.database.db.deleteFrom('posts').where('id', '=', 'pst_trend_0').execute();
    t.app.readCache.clear(); // a write behind the services' back, which invalidate what they change
    expect((await explore()).segments[0]!.id).toBe('tecnologia');
  });

  it('mixes the 12 top posts by engagement with the 4 newest stories (no reels in this database)', async () => {
    const now = t.clock.now();
    for (let i = 0; i < 15; i++) {
      await insertMediaPost(t.database.db, {
        id: `pst_top_${String(i).padStart(2, '0')}`,
        at: now - 1000 * i,
        likes: 10_000 + i * 10,
        comments: i,
        shares: 1,
      });
    }
    t.app.readCache.clear(); // rows written behind the services' back
    const e = await explore();
    const top = Array.from({ length: 12 }, (_, k) => `pst_top_${String(14 - k).padStart(2, '0')}`);
    expect(postIds(e)).toEqual(top);
    expect(e.items.some((i) => i.kind === 'reel')).toBe(false);

    const deps = { db: t.database.db, storage: t.storage };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await brandStory(deps, 'nexo-tech', now - (5 - i) * 60_000));
    t.app.readCache.clear();
    const withStories = await explore();
    expect(storyIds(withStories)).toEqual(ids.slice(1).reverse());
    // Two posts, then a story, while both last.
    expect(withStories.items.slice(0, 3).map((i) => i.kind)).toEqual(['post', 'post', 'story']);
    t.clock.advance(STORY_TTL_MS);
    expect(storyIds(await explore())).toEqual([]);
  });

  it('leaves out private members’ posts and stories', async () => {
    const owner = await signupMember(t.app);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });
    await insertMediaPost(t.database.db, {
      id: 'pst_private_top',
      at: t.clock.now(),
      author: owner.member.id,
      likes: 1_000_000,
    });
    const story = await createStory(t.app, owner.cookie);
    const e = await explore();
    expect(postIds(e)).not.toContain('pst_private_top');
    expect(storyIds(e)).not.toContain(story.id);
    // Its author sees their own post.
    expect(postIds(await explore(owner.cookie))[0]).toBe('pst_private_top');
  });

  it('walks posts_engagement_idx for the top posts, with no sort', async () => {
    const query = sql`SELECT id FROM posts WHERE media_kind IS NOT NULL ORDER BY (likes_count + comments_count + shares_count) DESC, id DESC LIMIT 12`;
    let text: string;
    if (testDialect === 'sqlite') {
      text = (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(t.database.db)).rows
        .map((r) => r.detail)
        .join('\n');
      expect(text).not.toContain('TEMP B-TREE');
    } else {
      // A test table is tiny, where a scan is cheaper: forbid the alternatives to prove the index fits the order.
      text = await t.database.db.connection().execute(async (conn) => {
        await sql`SET enable_seqscan = off`.execute(conn);
        await sql`SET enable_sort = off`.execute(conn);
        const rows = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(conn)).rows;
        await sql`RESET enable_seqscan`.execute(conn);
        await sql`RESET enable_sort`.execute(conn);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(text).not.toMatch(/^\s*(->\s*)?Sort/m);
    }
    expect(text).toContain('posts_engagement_idx');
  });
});
