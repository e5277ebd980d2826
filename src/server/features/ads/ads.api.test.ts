import { describe, expect, it } from 'vitest';
import { adsClient, DAY, signupAdvertiser } from '../../testing/fixtures/ads';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const api = adsClient(t);

const advertiser = (cents = 1_000_000) => signupAdvertiser(t, cents, 'Minha coleção nova');

/** An 'engagement' campaign promoting the advertiser's own post. */
const promotePost = (
  m: Awaited<ReturnType<typeof advertiser>>,
  dailyBudgetCents: number,
  durationDays: number,
  extra: object = {},
) => api.launch(m.cookie, { objective: 'engagement', dailyBudgetCents, durationDays, postId: m.post.id, ...extra });

describe('launching a campaign', () => {
  it('saves the wizard numbers and waits for payment, spending nothing', async () => {
    const m = await advertiser(0);
    const res = await api.launch(m.cookie, { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentUrl: null,
      campaign: {
        objective: 'profile_visits',
        audience: 'auto',
        dailyBudgetCents: 5000,
        durationDays: 7,
        totalCents: 35000,
        reachMin: 52500,
        reachMax: 87500,
        spentCents: 0,
        remainingCents: 0,
        status: 'awaiting_payment',
        paymentMethod: null,
        paidAt: null,
        endsAt: null,
        daysLeft: 0,
        post: null,
      },
    });
    // Days waiting for payment are not days run.
    t.clock.advance(3 * DAY);
    const later = (await api.get(m.cookie, res.json().campaign.id)).json();
    expect(later).toMatchObject({ status: 'awaiting_payment', spentCents: 0 });
  });

  it('accepts the slider bounds and refuses anything outside them in pt-BR', async () => {
    const m = await advertiser();
    const ok = await promotePost(m, 100000, 30);
    expect(ok.json().campaign).toMatchObject({ totalCents: 3000000, reachMin: 4500000, reachMax: 7500000 });
    const base = { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 };
    const cases: [object, string][] = [
      [{ ...base, dailyBudgetCents: 499 }, 'O orçamento diário vai de R$ 5 a R$ 1.000.'],
      [{ ...base, dailyBudgetCents: 100001 }, 'O orçamento diário vai de R$ 5 a R$ 1.000.'],
      [{ ...base, durationDays: 0 }, 'A duração vai de 1 a 30 dias.'],
      [{ ...base, durationDays: 31 }, 'A duração vai de 1 a 30 dias.'],
      [{ ...base, durationDays: 2.5 }, 'A duração vai de 1 a 30 dias.'],
      [{ ...base, objective: 'vendas' }, 'Escolha um objetivo.'],
      [{ ...base, paymentMethod: 'boleto' }, 'Escolha como pagar a campanha.'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.launch(m.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('needs a post for the objectives that promote one, and none for profile visits', async () => {
    const m = await advertiser();
    for (const [objective, label] of [
      ['engagement', 'Engajamento'],
      ['reach', 'Alcance'],
    ]) {
      const res = await api.launch(m.cookie, { objective, dailyBudgetCents: 5000, durationDays: 7 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'campaign_post_required',
        message: `O objetivo ${label} promove um post: escolha um dos seus.`,
      });
    }
    expect((await api.list(m.cookie)).json().items).toEqual([]);
    const visits = await api.launch(m.cookie, { objective: 'profile_visits', dailyBudgetCents: 500, durationDays: 1 });
    expect(visits.statusCode).toBe(201);
  });

  it('promotes one of the member own posts and shows it in the list', async () => {
    const m = await advertiser();
    const res = await promotePost(m, 5000, 7);
    expect(res.statusCode).toBe(201);
    expect(res.json().campaign.post).toMatchObject({
      id: m.post.id,
      content: 'Minha coleção nova',
      imageUrl: expect.stringMatching(/^\/media\//),
    });
    expect((await api.list(m.cookie)).json().items[0].post.id).toBe(m.post.id);
  });

  it('refuses another member post, a repost and a missing post, creating nothing', async () => {
    const owner = await advertiser();
    const other = await advertiser();
    const theirs = { objective: 'reach', dailyBudgetCents: 5000, durationDays: 7, paymentMethod: 'wallet' };
    const res = await api.launch(other.cookie, { ...theirs, postId: owner.post.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você só pode anunciar os seus próprios posts.');
    const repost = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${owner.post.id}/repost`,
      headers: { cookie: other.cookie },
    });
    expect(repost.statusCode).toBeLessThan(300);
    expect((await api.launch(other.cookie, { ...theirs, postId: repost.json().post.id })).statusCode).toBe(403);
    expect((await api.launch(other.cookie, { ...theirs, postId: 'pst_inexistente' })).statusCode).toBe(404);
    expect((await api.list(other.cookie)).json().items).toEqual([]);
    expect(await api.balance(other.cookie)).toBe(1_000_000);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ads/campaigns',
      payload: { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ads/campaigns' })).statusCode).toBe(401);
  });
});

describe('the campaign list', () => {
  it('counts spend from payment by elapsed whole days, up to the total, and ends on the last day', async () => {
    const m = await advertiser();
    const first = (
      await api.launch(m.cookie, { objective: 'profile_visits', dailyBudgetCents: 1000, durationDays: 3 })
    ).json().campaign;
    t.clock.advance(DAY / 2);
    await api.pay(m.cookie, first.id, 'wallet');
    t.clock.advance(1000);
    await promotePost(m, 2000, 10, { paymentMethod: 'wallet' });
    t.clock.advance(2 * DAY);
    const list = (await api.list(m.cookie)).json();
    expect(list.items.map((c: { objective: string }) => c.objective)).toEqual(['engagement', 'profile_visits']);
    expect(list.items[1]).toMatchObject({
      id: first.id,
      spentCents: 2000,
      remainingCents: 1000,
      status: 'active',
      daysLeft: 1,
    });
    expect(list.items[0]).toMatchObject({ spentCents: 4000, remainingCents: 16000, status: 'active', daysLeft: 8 });
    t.clock.advance(5 * DAY);
    expect((await api.get(m.cookie, first.id)).json()).toMatchObject({
      status: 'ended',
      spentCents: 3000,
      remainingCents: 0,
      daysLeft: 0,
    });
  });

  it('lets the owner end a running campaign early: what it spent stays spent, the rest goes back to the wallet', async () => {
    const m = await advertiser();
    const c = (
      await api.launch(m.cookie, {
        objective: 'profile_visits',
        dailyBudgetCents: 1000,
        durationDays: 5,
        paymentMethod: 'wallet',
      })
    ).json().campaign;
    const afterPaying = await api.balance(m.cookie);
    t.clock.advance(DAY + 1);
    const ended = await api.end(m.cookie, c.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'ended',
      spentCents: 1000,
      refundedCents: 4000,
      remainingCents: 0,
      daysLeft: 0,
    });
    expect(await api.balance(m.cookie)).toBe(afterPaying + 4000);
    // Ending it again, or later, pays nothing back twice.
    expect((await api.end(m.cookie, c.id)).statusCode).toBe(200);
    t.clock.advance(3 * DAY);
    expect((await api.get(m.cookie, c.id)).json()).toMatchObject({
      status: 'ended',
      spentCents: 1000,
      refundedCents: 4000,
    });
    expect(await api.balance(m.cookie)).toBe(afterPaying + 4000);
  });

  it('keeps one member out of another member campaigns', async () => {
    const owner = await advertiser();
    const other = await advertiser();
    const c = (
      await api.launch(owner.cookie, { objective: 'profile_visits', dailyBudgetCents: 1000, durationDays: 5 })
    ).json().campaign;
    expect((await api.list(other.cookie)).json().items).toEqual([]);
    expect((await api.get(other.cookie, c.id)).statusCode).toBe(404);
    expect((await api.pay(other.cookie, c.id, 'wallet')).statusCode).toBe(404);
    expect((await api.pay(other.cookie, c.id, 'card')).statusCode).toBe(404);
    expect((await api.cancel(other.cookie, c.id)).statusCode).toBe(404);
    expect((await api.end(other.cookie, c.id)).statusCode).toBe(404);
    expect(await api.balance(other.cookie)).toBe(1_000_000);
    expect((await api.get(owner.cookie, c.id)).json()).toMatchObject({ status: 'awaiting_payment', paidAt: null });
  });
});
