import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  DAY,
  HOUR,
  insightsOf as insightsFor,
  insightsScene,
  NOW,
  OTHER,
  type InsightsTeam,
} from '../../testing/fixtures/insights';
import { insertMediaPost, brandStory } from '../../testing/fixtures/stories';
import { addProducts, giveDelivery, orderIdOf, payByCard, postCheckout } from '../../testing/fixtures/store';
import type { Member } from '../../testing/fixtures/teams';
import { signupMember, type TestApp } from '../../testing/harness';

let t: TestApp;
let team: InsightsTeam;
let stranger: Member;
let otherTeam: Member;
let followersBefore: number;

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
const insightsOf = (cookie: string, days = 7) => insightsFor(t, cookie, BRAND, days);

const see = (fan: Member, items: { kind: 'post' | 'reel' | 'video'; id: string }[]) =>
  t.app.inject({ method: 'POST', url: '/api/views', headers: { cookie: fan.cookie }, payload: { items } });

/** Buys `quantity` of a variant and pays by card on the sandbox's hosted page. */
async function buy(items: { variant_id: string; quantity: number }[], pay = true) {
  const res = await postCheckout(t, items);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().url as string;
  expect((await giveDelivery(t, url)).statusCode).toBe(303);
  if (!pay) return orderIdOf(url);
  const paid = await payByCard(t, url, { name: 'Ana Compradora' });
  expect(paid.statusCode, paid.body).toBe(303);
  return orderIdOf(url);
}

beforeAll(async () => {
  ({ t, team, otherTeam, followersBefore } = await insightsScene());
  stranger = await signupMember(t.app, { name: 'Sara Sem Marca' });
});
afterAll(async () => {
  await t.close();
});

describe('who sees a brand’s insights', () => {
  it('answers every role of the team, a 404 to anyone off it and a 401 to anonymous callers', async () => {
    for (const m of [team.owner, team.editor, team.analyst]) {
      expect((await get(`/api/studio/brands/${BRAND}/insights`, m.cookie)).statusCode).toBe(200);
      expect((await get(`/api/studio/brands/${BRAND}/insights.csv`, m.cookie)).statusCode).toBe(200);
    }
    for (const m of [stranger, otherTeam]) {
      for (const path of ['insights', 'insights.csv', 'insights?days=999']) {
        const res = await get(`/api/studio/brands/${BRAND}/${path}`, m.cookie);
        expect(res.statusCode, path).toBe(404);
      }
    }
    expect((await get(`/api/studio/brands/${BRAND}/insights`)).statusCode).toBe(401);
    // The other team reaches its own brand's insights.
    expect((await get(`/api/studio/brands/${OTHER}/insights`, otherTeam.cookie)).statusCode).toBe(200);
  });

  it('refuses a period it does not offer in pt-BR', async () => {
    const res = await get(`/api/studio/brands/${BRAND}/insights?days=15`, team.analyst.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'Escolha um período: 7, 30 ou 90 dias.' });
  });
});

describe('the numbers', () => {
  it('reads the counters and the reach of the brand’s posts, reels, long videos and stories, and ranks the top', async () => {
    const fans = await Promise.all(['Fã Um', 'Fã Dois', 'Fã Três'].map((name) => signupMember(t.app, { name })));
    await insertMediaPost(t.database.db, {
      id: 'pst_insights_a',
      at: NOW - 3 * HOUR,
      brand: BRAND,
      content: 'Lançamento',
    });
    await insertMediaPost(t.database.db, { id: 'pst_insights_b', at: NOW - 2 * HOUR, brand: BRAND, content: 'Dica' });
    await insertMediaPost(t.database.db, { id: 'pst_insights_x', at: NOW - HOUR, brand: OTHER, content: 'De outra' });
    await insertMediaPost(t.database.db, { id: 'pst_insights_old', at: NOW - 8 * DAY, brand: BRAND, likes: 50 });
    for (const [id, status] of [
      ['reel_insights_ok', 'ready'],
      ['reel_insights_wip', 'processing'],
    ] as const) {
      await t.database.db
        .insertInto('reels')
        .values({
          id,
          author_user_id: null,
          brand_id: BRAND,
          description: 'Unboxing',
          status,
          error: null,
          media: null,
          likes_count: 2,
          comments_count: 1,
          shares_count: 1,
          created_at: NOW - 4 * HOUR,
          updated_at: NOW - 4 * HOUR,
        })
        .execute();
    }
    await t.database.db
      .insertInto('long_videos')
      .values({
        id: 'long_video_insights',
        author_user_id: null,
        brand_id: BRAND,
        title: 'Tour pela fábrica',
        description: '',
        status: 'ready',
        error: null,
        media: null,
        created_at: NOW - 5 * HOUR,
        updated_at: NOW - 5 * HOUR,
      })
      .execute();
    const put = (url: string, cookie: string) => t.app.inject({ method: 'PUT', url, headers: { cookie } });
    for (const fan of fans) expect((await put('/api/posts/pst_insights_a/like', fan.cookie)).statusCode).toBe(200);
    expect((await put('/api/posts/pst_insights_b/bookmark', fans[0]!.cookie)).statusCode).toBe(200);
    const storyId = await brandStory({ db: t.database.db, storage: t.storage }, BRAND, NOW - HOUR, {
      title: 'Bastidores',
    });
    for (const fan of fans) expect((await put(`/api/stories/${storyId}/seen`, fan.cookie)).statusCode).toBe(200);
    expect((await put(`/api/stories/${storyId}/seen`, team.owner.cookie)).statusCode).toBe(200);
    expect((await put(`/api/stories/${storyId}/like`, fans[1]!.cookie)).statusCode).toBe(200);
    // Reach: every fan saw the launch (one of them twice), one the reel, two the long video; the
    // team's own sights are not the brand's audience.
    for (const fan of fans) expect((await see(fan, [{ kind: 'post', id: 'pst_insights_a' }])).statusCode).toBe(200);
    expect((await see(fans[0]!, [{ kind: 'post', id: 'pst_insights_a' }])).json()).toEqual({ counted: 0 });
    const both = [
      { kind: 'reel', id: 'reel_insights_ok' },
      { kind: 'video', id: 'long_video_insights' },
    ] as const;
    expect((await see(fans[1]!, [...both])).json()).toEqual({ counted: 2 });
    expect((await see(fans[2]!, [both[1]])).json()).toEqual({ counted: 1 });
    expect((await see(team.editor, [{ kind: 'post', id: 'pst_insights_a' }, ...both])).json()).toEqual({
      counted: 0,
    });

    const { content } = await insightsOf(team.editor.cookie);
    // Within the 7 days only, and reels and videos only once processed.
    expect(content.items.map((i) => i.id)).toEqual([
      storyId,
      'pst_insights_b',
      'pst_insights_a',
      'reel_insights_ok',
      'long_video_insights',
    ]);
    const byId = new Map(content.items.map((i) => [i.id, i]));
    expect(byId.get('pst_insights_a')).toMatchObject({
      kind: 'post',
      text: 'Lançamento',
      likes: 3,
      comments: 0,
      shares: 0,
      saves: 0,
      reach: 3,
      engagement: 3,
    });
    expect(byId.get('pst_insights_b')).toMatchObject({ likes: 0, saves: 1, reach: 0, engagement: 1 });
    expect(byId.get(storyId)).toMatchObject({
      kind: 'story',
      text: 'Bastidores',
      likes: 1,
      comments: null,
      reach: 3,
      engagement: 1,
    });
    expect(byId.get('reel_insights_ok')).toMatchObject({
      kind: 'reel',
      likes: 2,
      comments: 1,
      shares: 1,
      saves: null,
      reach: 1,
      engagement: 4,
    });
    expect(byId.get('long_video_insights')).toEqual({
      kind: 'video',
      id: 'long_video_insights',
      text: 'Tour pela fábrica',
      createdAt: new Date(NOW - 5 * HOUR).toISOString(),
      likes: null,
      comments: null,
      shares: null,
      saves: null,
      reach: 2,
      engagement: 0,
    });
    expect(content.top.map((i) => i.id)).toEqual([
      'reel_insights_ok',
      'pst_insights_a',
      storyId,
      'pst_insights_b',
      'long_video_insights',
    ]);
    expect(content.engagement).toBe(9);
    expect(content.reach).toBe(9);
  });

  it('sums the paid orders of the brand’s products per day, and nothing else', async () => {
    const [mine, theirs] = await addProducts(t, [
      { handle: 'fone-insights', metadata: { brand: BRAND }, variants: [{ sku: 'FONE-I', price: 12990, stock: 20 }] },
      { handle: 'camisa-insights', metadata: { brand: OTHER }, variants: [{ sku: 'CAM-I', price: 5990, stock: 20 }] },
    ]);
    const fone = mine!.variants[0]!.id;
    const camisa = theirs!.variants[0]!.id;
    await buy([
      { variant_id: fone, quantity: 2 },
      { variant_id: camisa, quantity: 1 },
    ]);
    await buy([{ variant_id: fone, quantity: 1 }]);
    await buy([{ variant_id: fone, quantity: 5 }], false); // awaiting payment: no sale

    const { sales } = await insightsOf(team.owner.cookie);
    expect(sales).toMatchObject({ orders: 2, units: 3, revenueCents: 3 * 12990 });
    expect(sales.days.at(-1)).toEqual({ date: '2026-11-25', orders: 2, units: 3, revenueCents: 3 * 12990 });
    expect(sales.days.slice(0, -1).every((d) => d.orders === 0 && d.revenueCents === 0)).toBe(true);
  });
});

describe('the CSV export', () => {
  it('sends a BOM, pt-BR headers, the day rows, and text that cannot run as a formula', async () => {
    await insertMediaPost(t.database.db, {
      id: 'pst_insights_formula',
      at: NOW - 30 * 60_000,
      brand: BRAND,
      content: '=HYPERLINK("http://exemplo.com";"clique")',
    });
    const res = await get(`/api/studio/brands/${BRAND}/insights.csv?days=7`, team.analyst.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="insights-nexo-tech-7-dias-2026-11-25.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(
      text.startsWith('\uFEFFData;Novos seguidores;Deixaram de seguir;Seguidores;Pedidos;Unidades;Receita (R$)\r\n'),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toContain(`2026-11-25;0;0;${followersBefore};2;3;389,70`);
    expect(lines).toContain(
      'Tipo;Publicado em;Publicação;Alcance;Curtidas;Comentários;Compartilhamentos;Salvos;Engajamento',
    );
    expect(lines).toContain(`Post;2026-11-25 11:30;"'=HYPERLINK(""http://exemplo.com"";""clique"")";0;0;0;0;0;0`);
    expect(lines).toContain('Post;2026-11-25 09:00;Lançamento;3;3;0;0;0;3');
    expect(lines).toContain('Vídeo;2026-11-25 07:00;Tour pela fábrica;2;;;;;0');
    expect(lines.filter((l) => l.startsWith('2026-')).length).toBe(7);
  });
});
