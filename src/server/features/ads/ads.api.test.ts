import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { createPost } from '../posts/post-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const launch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ads/campaigns', headers: { cookie }, payload });

describe('launching a campaign', () => {
  it('saves the wizard defaults with total = budget × duration and reach total × 150 to × 250', async () => {
    const m = await signupMember(t.app);
    const res = await launch(m.cookie, { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      objective: 'profile_visits',
      audience: 'auto',
      dailyBudgetCents: 5000,
      durationDays: 7,
      totalCents: 35000,
      reachMin: 52500,
      reachMax: 87500,
      spentCents: 0,
      status: 'active',
      daysLeft: 7,
      post: null,
    });
  });

  it('accepts the slider bounds and refuses anything outside them in pt-BR', async () => {
    const m = await signupMember(t.app);
    expect((await launch(m.cookie, { objective: 'reach', dailyBudgetCents: 500, durationDays: 1 })).statusCode).toBe(
      201,
    );
    const max = await launch(m.cookie, { objective: 'engagement', dailyBudgetCents: 100000, durationDays: 30 });
    expect(max.json()).toMatchObject({ totalCents: 3000000, reachMin: 4500000, reachMax: 7500000 });
    const cases: [object, string][] = [
      [{ objective: 'reach', dailyBudgetCents: 499, durationDays: 7 }, 'O orçamento diário vai de R$ 5 a R$ 1.000.'],
      [{ objective: 'reach', dailyBudgetCents: 100001, durationDays: 7 }, 'O orçamento diário vai de R$ 5 a R$ 1.000.'],
      [{ objective: 'reach', dailyBudgetCents: 5000, durationDays: 0 }, 'A duração vai de 1 a 30 dias.'],
      [{ objective: 'reach', dailyBudgetCents: 5000, durationDays: 31 }, 'A duração vai de 1 a 30 dias.'],
      [{ objective: 'reach', dailyBudgetCents: 5000, durationDays: 2.5 }, 'A duração vai de 1 a 30 dias.'],
      [{ objective: 'vendas', dailyBudgetCents: 5000, durationDays: 7 }, 'Escolha um objetivo.'],
    ];
    for (const [payload, message] of cases) {
      const res = await launch(m.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('promotes one of the member own posts and shows it in the list', async () => {
    const m = await signupMember(t.app);
    const post = await createPost(t.app, m.cookie, 'Minha coleção nova');
    const res = await launch(m.cookie, {
      objective: 'engagement',
      dailyBudgetCents: 5000,
      durationDays: 7,
      postId: post.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({
      id: post.id,
      content: 'Minha coleção nova',
      imageUrl: expect.stringMatching(/^\/media\//),
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/ads/campaigns', headers: { cookie: m.cookie } })
    ).json();
    expect(list.items[0].post.id).toBe(post.id);
  });

  it('refuses another member post and a repost', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const post = await createPost(t.app, owner.cookie, 'Só meu');
    const res = await launch(other.cookie, {
      objective: 'reach',
      dailyBudgetCents: 5000,
      durationDays: 7,
      postId: post.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você só pode anunciar os seus próprios posts.');
    const repost = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/repost`,
      headers: { cookie: other.cookie },
    });
    expect(repost.statusCode).toBeLessThan(300);
    const repostId = repost.json().post.id;
    const again = await launch(other.cookie, {
      objective: 'reach',
      dailyBudgetCents: 5000,
      durationDays: 7,
      postId: repostId,
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a post that does not exist', async () => {
    const m = await signupMember(t.app);
    const res = await launch(m.cookie, {
      objective: 'reach',
      dailyBudgetCents: 5000,
      durationDays: 7,
      postId: 'pst_inexistente',
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ads/campaigns',
      payload: { objective: 'reach', dailyBudgetCents: 5000, durationDays: 7 },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ads/campaigns' })).statusCode).toBe(401);
  });
});

describe('the campaign list', () => {
  it('lists the member own campaigns, newest first, with spend and status moving with time', async () => {
    const m = await signupMember(t.app);
    const first = (await launch(m.cookie, { objective: 'reach', dailyBudgetCents: 1000, durationDays: 3 })).json();
    t.clock.advance(1000);
    await launch(m.cookie, { objective: 'engagement', dailyBudgetCents: 2000, durationDays: 10 });
    t.clock.advance(2 * DAY);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/ads/campaigns', headers: { cookie: m.cookie } })
    ).json();
    expect(list.items.map((c: { objective: string }) => c.objective)).toEqual(['engagement', 'reach']);
    expect(list.items[1]).toMatchObject({ id: first.id, spentCents: 2000, status: 'active', daysLeft: 1 });
    expect(list.items[0]).toMatchObject({ spentCents: 4000, status: 'active', daysLeft: 8 });
    t.clock.advance(DAY);
    const later = (
      await t.app.inject({ method: 'GET', url: `/api/ads/campaigns/${first.id}`, headers: { cookie: m.cookie } })
    ).json();
    expect(later).toMatchObject({ status: 'ended', spentCents: 3000, daysLeft: 0 });
  });

  it('lets the owner end a campaign early', async () => {
    const m = await signupMember(t.app);
    const c = (await launch(m.cookie, { objective: 'reach', dailyBudgetCents: 1000, durationDays: 5 })).json();
    t.clock.advance(DAY + 1);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/ads/campaigns/${c.id}/end`,
      headers: { cookie: m.cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', spentCents: 1000, daysLeft: 0 });
  });

  it('keeps one member out of another member campaigns', async () => {
    const owner = await signupMember(t.app);
    const other = await signupMember(t.app);
    const c = (await launch(owner.cookie, { objective: 'reach', dailyBudgetCents: 1000, durationDays: 5 })).json();
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/ads/campaigns', headers: { cookie: other.cookie } })
    ).json();
    expect(list.items).toEqual([]);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/ads/campaigns/${c.id}`,
      headers: { cookie: other.cookie },
    });
    expect(get.statusCode).toBe(404);
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/ads/campaigns/${c.id}/end`,
      headers: { cookie: other.cookie },
    });
    expect(end.statusCode).toBe(404);
    const still = (
      await t.app.inject({ method: 'GET', url: `/api/ads/campaigns/${c.id}`, headers: { cookie: owner.cookie } })
    ).json();
    expect(still.status).toBe('active');
  });
});
