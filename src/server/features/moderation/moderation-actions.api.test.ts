import { describe, expect, it } from 'vitest';
import { useOperator } from '../../testing/fixtures/admin';
import { ids, moderationCalls } from '../../testing/fixtures/moderation';
import { createPost } from '../../testing/fixtures/posts';
import { createStory } from '../../testing/fixtures/stories';
import { signupMember } from '../../testing/harness';
import { useMembers, useTestApp } from '../../testing/test-app';

/** The queue's actions besides hiding a post (decision 027), and a reporter who leaves. */

const t = useTestApp();
const [ana, bia, caio, duda] = useMembers(t, ['Ana Autora', 'Bia Denunciante', 'Caio Terceiro', 'Duda Privada']);
const operator = useOperator(t);
const { send, report, act, get } = moderationCalls(t, operator);
const TAG = 'pixgolpista';

describe('other actions', () => {
  it("removes: gone from the author's lists too, but still readable by them to appeal", async () => {
    const post = await createPost(t.app, ana.cookie, `Removível #${TAG}`);
    await report(bia, { kind: 'post', id: post.id, reason: 'nudez' });
    expect((await act('post', post.id, { action: 'remove', reason: 'Nudez.' })).statusCode).toBe(200);
    expect(ids((await get(ana, `/api/members/${ana.member.id}/posts`)).posts)).not.toContain(post.id);
    expect((await get(ana, `/api/posts/${post.id}`)).post.moderation).toMatchObject({ state: 'removed' });
    expect((await send('GET', `/api/posts/${post.id}`, caio.cookie)).statusCode).toBe(404);
    const again = await act('post', post.id, { action: 'hide', reason: 'x' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('moderation_not_applicable');
  });

  it('hides a comment from others, leaving it to its author with the reason', async () => {
    const post = await createPost(t.app, ana.cookie, 'Com comentários');
    const c = await send('POST', `/api/posts/${post.id}/comments`, bia.cookie, { text: 'Comentário ofensivo' });
    const commentId = c.json().comment.id as string;
    expect((await report(ana, { kind: 'comment', id: commentId, reason: 'odio' })).statusCode).toBe(201);
    expect((await act('comment', commentId, { action: 'hide', reason: 'Discurso de ódio.' })).statusCode).toBe(200);
    const forCaio = await get(caio, `/api/posts/${post.id}/comments`);
    expect(ids(forCaio.comments)).not.toContain(commentId);
    const forBia = (await get(bia, `/api/posts/${post.id}/comments`)).comments as { id: string; moderation: unknown }[];
    expect(forBia.find((x) => x.id === commentId)?.moderation).toEqual({
      state: 'hidden',
      reason: 'Discurso de ódio.',
      appealed: false,
    });
  });

  it('warns the author, and suspends them for a period that ends by itself', async () => {
    await send('PATCH', '/api/settings/privacy', duda.cookie, { privateAccount: false });
    const target = await createPost(t.app, duda.cookie, 'Ameaça');
    expect((await report(bia, { kind: 'post', id: target.id, reason: 'violencia' })).statusCode).toBe(201);
    expect((await act('post', target.id, { action: 'warn', reason: 'Ameaças não são permitidas.' })).statusCode).toBe(
      200,
    );
    expect((await get(duda, '/api/notifications')).notifications[0].text).toBe(
      'Você recebeu uma advertência da moderação. Motivo: Ameaças não são permitidas.',
    );
    const member = { kind: 'member', id: duda.member.id };
    await report(bia, { ...member, reason: 'assedio' });
    const suspended = await act('member', duda.member.id, { action: 'suspend', reason: 'Reincidência.', days: 3 });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: duda.email, password: duda.password } });
    expect((await login()).statusCode).toBe(403);
    expect((await get(operator, '/api/admin/audit?action=member.suspend')).entries[0].targetId).toBe(duda.member.id);
    expect((await get(operator, '/api/admin/audit?action=moderation.suspend')).entries[0].after).toMatchObject({
      days: 3,
    });
    t.clock.advance(3 * 24 * 60 * 60 * 1000 + 1);
    expect((await login()).statusCode).toBe(200);
  });

  it('will not hide an account nor dismiss what has nothing open, in pt-BR', async () => {
    const res = await act('member', ana.member.id, { action: 'hide', reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Esta ação não se aplica a este item.');
    const nothing = await act('member', ana.member.id, { action: 'dismiss', reason: 'x' });
    expect(nothing.statusCode).toBe(409);
    expect((await act('post', 'pst_x', { action: 'hide', reason: '' })).statusCode).toBe(400);
  });
});

describe('a held story', () => {
  it('takes the highlight kept from it away from others, and leaves it to its author while only hidden', async () => {
    const story = await createStory(t.app, ana.cookie, 'Bastidores');
    const kept = await send('POST', '/api/highlights/from-story', ana.cookie, { storyId: story.id });
    expect(kept.statusCode, kept.body).toBe(201);
    const highlightId = kept.json().highlight.id as string;
    const shown = async (who: typeof ana) =>
      ids((await get(who, `/api/members/${ana.member.id}/highlights`)).highlights);
    expect(await shown(caio)).toContain(highlightId);
    await report(bia, { kind: 'story', id: story.id, reason: 'nudez' });
    expect((await act('story', story.id, { action: 'hide', reason: 'Nudez.' })).statusCode).toBe(200);
    expect(await shown(caio)).not.toContain(highlightId);
    expect(await shown(ana)).toContain(highlightId);
  });
});

describe('a leaving member', () => {
  it('takes their reports and appeals along, and finds them in their export before', async () => {
    const leaver = await signupMember(t.app, { name: 'Léo Saindo' });
    const post = await createPost(t.app, ana.cookie, 'Para denunciar e sair');
    const sent = await report(leaver, { kind: 'post', id: post.id, reason: 'spam', text: 'Propaganda repetida' });
    expect(sent.statusCode).toBe(201);
    const data = await get(leaver, '/api/settings/export');
    expect(data.moderation.reports).toMatchObject([
      { target_id: post.id, reason: 'spam', text: 'Propaganda repetida' },
    ]);
    const gone = await send('DELETE', '/api/me', leaver.cookie, { password: leaver.password });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const left = await t.database.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', leaver.member.id)
      .execute();
    expect(left).toEqual([]);
  });
});
