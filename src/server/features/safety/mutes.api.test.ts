import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { createPost } from '../../testing/fixtures/posts';
import { readyReel } from '../../testing/fixtures/reels';
import { createStory } from '../../testing/fixtures/stories';
import { signupTeam } from '../../testing/fixtures/teams';
import { memberRequests, useTestApp } from '../../testing/test-app';

/** Mutes and hidden words: one member's own quiet, that nobody else notices (decision 026). */
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);
const ids = (list: { id: string }[]) => list.map((i) => i.id);
const feedIds = async (who: { cookie: string }) =>
  ids((await call('GET', '/api/feed?limit=30', who.cookie)).json().posts);

describe('a mute', () => {
  it("takes a member's posts, reposts, stories and reels out of the feed, strip and reels, not their page", async () => {
    const me = await signupMember(t.app);
    const loud = await signupMember(t.app, { name: 'Lucas Barulhento' });
    const friend = await signupMember(t.app);
    for (const id of [loud.member.id, friend.member.id])
      expect((await call('PUT', `/api/members/${id}/follow`, me.cookie)).statusCode).toBe(200);
    const post = await createPost(t.app, loud.cookie, 'Muito barulho');
    const repost = await call('POST', `/api/posts/${post.id}/repost`, friend.cookie);
    expect(repost.statusCode, repost.body).toBeLessThan(300);
    const story = await createStory(t.app, loud.cookie, 'Barulho');
    const reel = await readyReel(t.app, loud);

    const put = await call('PUT', `/api/safety/mutes/member/${loud.member.id}`, me.cookie);
    expect(put.json()).toEqual({ muted: true });
    const feed = await feedIds(me);
    expect(feed).not.toContain(post.id);
    expect(feed).not.toContain(repost.json().post.id);
    expect(JSON.stringify((await call('GET', '/api/stories', me.cookie)).json())).not.toContain(story.id);
    expect(ids((await call('GET', '/api/reels?limit=20', me.cookie)).json().reels)).not.toContain(reel.id);
    // The profile and the post itself stay open; the muted member notices nothing.
    expect((await call('GET', `/api/members/${loud.member.id}`, me.cookie)).json().member).toMatchObject({
      mutedByMe: true,
      postsVisible: true,
    });
    expect((await call('GET', `/api/posts/${post.id}`, me.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/members/${me.member.id}`, loud.cookie)).json().member.mutedByMe).toBe(false);
    expect(await feedIds(friend)).toContain(post.id);

    const list = (await call('GET', '/api/safety/mutes', me.cookie)).json().items;
    expect(list).toEqual([expect.objectContaining({ kind: 'member', id: loud.member.id, name: 'Lucas Barulhento' })]);
    expect((await call('DELETE', `/api/safety/mutes/member/${loud.member.id}`, me.cookie)).json()).toEqual({
      muted: false,
    });
    expect(await feedIds(me)).toContain(post.id);
  });

  it("of a brand takes its posts out of the feed, and the brand's page says so", async () => {
    const team = await signupTeam(t, 'nexo-tech');
    const me = await signupMember(t.app);
    expect((await call('PUT', '/api/follows/brands/nexo-tech', me.cookie)).statusCode).toBe(200);
    const postId = await publishAsBrand(t.app, team.editor.cookie, 'nexo-tech', 'posts', 'Oferta barulhenta');
    expect(await feedIds(me)).toContain(postId);
    await call('PUT', '/api/safety/mutes/brand/nexo-tech', me.cookie);
    expect(await feedIds(me)).not.toContain(postId);
    expect((await call('GET', '/api/brands/nexo-tech', me.cookie)).json().brand.mutedByMe).toBe(true);
    expect((await call('GET', '/api/safety/mutes', me.cookie)).json().items).toEqual([
      expect.objectContaining({ kind: 'brand', id: 'nexo-tech' }),
    ]);
  });

  it('refuses muting oneself or what does not exist', async () => {
    const me = await signupMember(t.app);
    const self = await call('PUT', `/api/safety/mutes/member/${me.member.id}`, me.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Você não pode silenciar a si mesmo.');
    expect((await call('PUT', '/api/safety/mutes/brand/nao-existe', me.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/safety/mutes/planeta/x', me.cookie)).statusCode).toBe(400);
  });
});

describe('hidden words', () => {
  it('are added once however written, listed newest first and removed', async () => {
    const me = await signupMember(t.app);
    const add = (word: string) => call('POST', '/api/safety/words', me.cookie, { word });
    expect((await add('Promoção')).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await add('  golpe   do pix ')).json()).toEqual({ word: 'golpe do pix' });
    expect((await add('PROMOCAO')).statusCode).toBe(201);
    const list = (await call('GET', '/api/safety/words', me.cookie)).json().items;
    expect(list.map((w: { word: string }) => w.word)).toEqual(['golpe do pix', 'Promoção']);
    expect((await call('DELETE', `/api/safety/words/${encodeURIComponent('promocao')}`, me.cookie)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/safety/words', me.cookie)).json().items).toHaveLength(1);
    expect((await call('DELETE', '/api/safety/words/nada', me.cookie)).statusCode).toBe(404);
    const other = await signupMember(t.app);
    expect((await call('GET', '/api/safety/words', other.cookie)).json().items).toEqual([]);
  });

  it('refuse empty or long words and more than a hundred, in pt-BR', async () => {
    const me = await signupMember(t.app);
    const empty = await call('POST', '/api/safety/words', me.cookie, { word: ' ?! ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Digite uma palavra ou expressão.');
    const long = await call('POST', '/api/safety/words', me.cookie, { word: 'x'.repeat(41) });
    expect(JSON.stringify(long.json())).toContain('A palavra pode ter até 40 caracteres.');
    await t.database.db
      .insertInto('hidden_words')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          user_id: me.member.id,
          word: `palavra${i}`,
          normalised: `palavra${i}`,
          created_at: i,
        })),
      )
      .execute();
    const over = await call('POST', '/api/safety/words', me.cookie, { word: 'mais uma' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Você pode ocultar até 100 palavras.');
  });
});
