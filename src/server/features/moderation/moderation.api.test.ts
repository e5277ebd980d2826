import { describe, expect, it } from 'vitest';
import { useOperator } from '../../testing/fixtures/admin';
import { createPost } from '../../testing/fixtures/posts';
import { ids, moderationCalls } from '../../testing/fixtures/moderation';
import { useMembers, useTestApp } from '../../testing/test-app';

/**
 * Reports, the queue and its actions (decision 027): a member reports what they can see, the
 * operator acts from the queue, a hold takes the item off every list and read for everyone but its
 * author (who reads why), reporters and author are notified, and every action is audited.
 */

const t = useTestApp();
const [ana, bia, caio, duda] = useMembers(t, ['Ana Autora', 'Bia Denunciante', 'Caio Terceiro', 'Duda Privada']);
const operator = useOperator(t);
const { send, report, act, get } = moderationCalls(t, operator);

const TAG = 'pixgolpista';
const queue = async () =>
  (await get(operator, '/api/admin/moderation')).groups as {
    kind: string;
    targetId: string;
    urgent: boolean;
    topReason: string | null;
    reports: { count: number; reasons: { reason: string; count: number }[]; texts: string[] };
    appeal: { text: string } | null;
    hold: { state: string } | null;
    content: { text: string | null; author: { name: string } | null };
    previousActions: { action: string }[];
  }[];

/** Where Caio, a third member who follows Ana, finds the post; and the post page's status for him. */
async function whereCaioFinds(postId: string) {
  const feed = await get(caio, '/api/feed?limit=30');
  const search = await get(caio, `/api/search/posts?q=${TAG}&limit=10`);
  const page = await send('GET', `/api/posts/${postId}`, caio.cookie);
  const comments = await send('GET', `/api/posts/${postId}/comments`, caio.cookie);
  const profile = await get(caio, `/api/members/${ana.member.id}/posts`);
  return {
    feed: ids(feed.posts).includes(postId),
    search: ids(search.posts).includes(postId),
    profile: ids(profile.posts).includes(postId),
    page: page.statusCode,
    comments: comments.statusCode,
  };
}

describe('reports', () => {
  it('takes a report of what the member can see, once while open, with the reason and the label', async () => {
    const post = await createPost(t.app, ana.cookie, 'Pix premiado');
    const first = await report(bia, { kind: 'post', id: post.id, reason: 'golpe', text: 'Pede Pix adiantado' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().report).toMatchObject({
      kind: 'post',
      targetId: post.id,
      targetLabel: 'Publicação de Ana Autora',
      reason: 'golpe',
      text: 'Pede Pix adiantado',
      status: 'open',
      outcome: null,
      resolvedAt: null,
    });
    const again = await report(bia, { kind: 'post', id: post.id, reason: 'spam' });
    expect(again.statusCode).toBe(200);
    expect(again.json().report.id).toBe(first.json().report.id);
    const mine = await get(bia, '/api/reports/mine');
    expect(mine.items.map((r: { id: string }) => r.id)).toContain(first.json().report.id);
    expect((await get(caio, '/api/reports/mine')).items).toEqual([]);
  });

  it("refuses reporting oneself or one's own content, and what the member cannot see", async () => {
    const post = await createPost(t.app, ana.cookie, 'Minha própria');
    const own = await report(ana, { kind: 'post', id: post.id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      code: 'cannot_report_self',
      message: 'Você não pode denunciar a si mesmo nem o seu próprio conteúdo.',
    });
    expect((await report(ana, { kind: 'member', id: ana.member.id, reason: 'spam' })).statusCode).toBe(400);
    // Duda's account is private and Bia does not follow her: her post is not there for Bia.
    await send('PATCH', '/api/settings/privacy', duda.cookie, { privateAccount: true });
    const hidden = await createPost(t.app, duda.cookie, 'Só para seguidores');
    const res = await report(bia, { kind: 'post', id: hidden.id, reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect((await report(bia, { kind: 'post', id: 'pst_nao_existe', reason: 'spam' })).statusCode).toBe(404);
    expect((await report(bia, { kind: 'member', id: duda.member.id, reason: 'assedio' })).statusCode).toBe(201);
  });

  it("needs a text for 'outro' and a known reason, in pt-BR", async () => {
    const post = await createPost(t.app, ana.cookie, 'Outra coisa');
    const res = await report(bia, { kind: 'post', id: post.id, reason: 'outro' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.text).toBe('Conte o que aconteceu (obrigatório para "Outro").');
    expect((await report(bia, { kind: 'post', id: post.id, reason: 'feio' })).statusCode).toBe(400);
    expect((await report(bia, { kind: 'planeta', id: post.id, reason: 'spam' })).statusCode).toBe(400);
    const long = await report(bia, { kind: 'post', id: post.id, reason: 'outro', text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });
});

describe('the queue', () => {
  it('is for operators only: anyone else gets the 404 of the console', async () => {
    expect((await send('GET', '/api/admin/moderation', bia.cookie)).statusCode).toBe(404);
    expect((await act('post', 'pst_x', { action: 'dismiss', reason: 'x' }, bia)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/moderation' })).statusCode).toBe(401);
  });

  it('groups reports by target, urgent (menores) first, then by severity, then the oldest', async () => {
    const spamOld = await createPost(t.app, ana.cookie, 'Spam antigo');
    const violence = await createPost(t.app, ana.cookie, 'Violência');
    const minors = await createPost(t.app, ana.cookie, 'Menores');
    const spamNew = await createPost(t.app, ana.cookie, 'Spam novo');
    await report(bia, { kind: 'post', id: spamOld.id, reason: 'spam' });
    t.clock.advance(60_000);
    await report(caio, { kind: 'post', id: spamOld.id, reason: 'spam', text: 'Propaganda' });
    await report(bia, { kind: 'post', id: violence.id, reason: 'violencia' });
    t.clock.advance(60_000);
    await report(bia, { kind: 'post', id: spamNew.id, reason: 'spam' });
    await report(bia, { kind: 'post', id: minors.id, reason: 'menores' });
    const groups = await queue();
    const order = groups.map((g) => g.targetId);
    const at = (id: string) => order.indexOf(id);
    expect(groups[0]).toMatchObject({ targetId: minors.id, urgent: true, topReason: 'menores' });
    expect(at(violence.id)).toBeLessThan(at(spamOld.id));
    expect(at(spamOld.id)).toBeLessThan(at(spamNew.id));
    const spam = groups.find((g) => g.targetId === spamOld.id)!;
    expect(spam.reports).toEqual({ count: 2, reasons: [{ reason: 'spam', count: 2 }], texts: ['Propaganda'] });
    expect(spam.content).toMatchObject({ text: 'Spam antigo', author: { name: 'Ana Autora' } });
    // Cleared for the tests below: dismissing resolves every open report of a target.
    for (const g of groups) await act(g.kind, g.targetId, { action: 'dismiss', reason: 'Sem violação' });
    expect(await queue()).toEqual([]);
  });
});

describe('a hidden post', () => {
  it('leaves the feed, search, profile, page and comments of a third member at once, and tells everyone', async () => {
    await send('PUT', `/api/members/${ana.member.id}/follow`, caio.cookie);
    const post = await createPost(t.app, ana.cookie, `Ganhe R$ 1000 no #${TAG} com @Bia Denunciante`);
    await send('POST', `/api/posts/${post.id}/comments`, caio.cookie, { text: 'Será?' });
    // Read once first, so the read cache holds the answers when the hold lands.
    expect(await whereCaioFinds(post.id)).toEqual({
      feed: true,
      search: true,
      profile: true,
      page: 200,
      comments: 200,
    });
    expect((await report(bia, { kind: 'post', id: post.id, reason: 'golpe' })).statusCode).toBe(201);
    expect((await report(caio, { kind: 'post', id: post.id, reason: 'golpe' })).statusCode).toBe(201);

    const res = await act('post', post.id, { action: 'hide', reason: 'Oferta de golpe com Pix.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'hide', resolved: 2 });
    expect(await whereCaioFinds(post.id)).toEqual({
      feed: false,
      search: false,
      profile: false,
      page: 404,
      comments: 404,
    });

    // The author still sees it, with why, in their lists and on its page.
    const own = await get(ana, `/api/posts/${post.id}`);
    expect(own.post.moderation).toEqual({ state: 'hidden', reason: 'Oferta de golpe com Pix.', appealed: false });
    expect(ids((await get(ana, `/api/members/${ana.member.id}/posts`)).posts)).toContain(post.id);

    // Reporters read the outcome, the author the reason.
    const mine = (await get(bia, '/api/reports/mine')).items.find((r: { targetId: string }) => r.targetId === post.id);
    expect(mine).toMatchObject({
      status: 'actioned',
      outcome: 'Analisamos sua denúncia e o conteúdo foi ocultado.',
    });
    for (const who of [bia, caio]) {
      const n = (await get(who, '/api/notifications')).notifications[0];
      expect(n).toMatchObject({
        type: 'report',
        text: 'Sua denúncia sobre uma publicação foi analisada. Analisamos sua denúncia e o conteúdo foi ocultado.',
      });
    }
    // Bia's mention no longer shows the post's text or links to it.
    const mention = (await get(bia, '/api/notifications')).notifications.find(
      (n: { type: string }) => n.type === 'mention',
    );
    expect(mention).toMatchObject({ postId: null, text: null });
    const notice = (await get(ana, '/api/notifications')).notifications[0];
    expect(notice).toMatchObject({
      type: 'moderation',
      postId: post.id,
      text: 'Sua publicação foi ocultada pela moderação. Motivo: Oferta de golpe com Pix.',
    });

    const audit = await get(operator, '/api/admin/audit?action=moderation.hide');
    expect(audit.entries[0]).toMatchObject({
      action: 'moderation.hide',
      targetType: 'member',
      targetId: ana.member.id,
      targetName: 'Ana Autora',
      before: { state: null },
      after: { kind: 'post', itemId: post.id, state: 'hidden', reason: 'Oferta de golpe com Pix.' },
    });
  });

  it('can be appealed once by its author, comes back into the queue, and restored', async () => {
    const post = await createPost(t.app, ana.cookie, `Segundo #${TAG}`);
    await report(bia, { kind: 'post', id: post.id, reason: 'golpe' });
    await act('post', post.id, { action: 'hide', reason: 'Golpe.' });
    const appeal = { kind: 'post', id: post.id, text: 'Era uma promoção verdadeira.' };
    expect((await send('POST', '/api/appeals', caio.cookie, appeal)).statusCode).toBe(404);
    const first = await send('POST', '/api/appeals', ana.cookie, appeal);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().appeal).toMatchObject({ kind: 'post', targetId: post.id, status: 'open' });
    const second = await send('POST', '/api/appeals', ana.cookie, appeal);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'appeal_exists', message: 'Você já enviou um recurso para este conteúdo.' });
    expect((await get(ana, `/api/posts/${post.id}`)).post.moderation.appealed).toBe(true);

    const group = (await queue()).find((g) => g.targetId === post.id)!;
    expect(group).toMatchObject({ appeal: { text: 'Era uma promoção verdadeira.' }, hold: { state: 'hidden' } });
    expect(group.previousActions.map((a) => a.action)).toContain('hide');

    expect((await act('post', post.id, { action: 'restore', reason: 'Promoção verificada.' })).statusCode).toBe(200);
    expect((await whereCaioFinds(post.id)).page).toBe(200);
    expect((await get(ana, `/api/posts/${post.id}`)).post.moderation).toBeNull();
    expect((await queue()).find((g) => g.targetId === post.id)).toBeUndefined();
    const notice = (await get(ana, '/api/notifications')).notifications[0];
    expect(notice.text).toBe('Sua publicação voltou a ficar visível após análise.');
  });

  it('refuses an appeal of content that is not held', async () => {
    const post = await createPost(t.app, ana.cookie, 'Nada de errado');
    const res = await send('POST', '/api/appeals', ana.cookie, { kind: 'post', id: post.id, text: 'Por quê?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_held');
  });
});
