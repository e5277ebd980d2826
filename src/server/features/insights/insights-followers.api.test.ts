import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  DAY,
  HOUR,
  insightsOf,
  insightsScene,
  NOW,
  OTHER,
  setBrandFollow,
  type InsightsTeam,
} from '../../testing/fixtures/insights';
import type { Member } from '../../testing/fixtures/teams';
import { signupMember, type TestApp } from '../../testing/harness';

/*
 * Followers over time (decision 021): each day's follows and unfollows, read from the brand's follow
 * events, and the exact total at the end of each day.
 */

let t: TestApp;
let team: InsightsTeam;
let otherTeam: Member;
let followersBefore: number;

async function followBrand(instant: number) {
  const fan = await signupMember(t.app, { name: 'Fã da Nexo' });
  await setBrandFollow(t, fan, BRAND, instant, true);
  return fan;
}

beforeAll(async () => {
  ({ t, team, otherTeam, followersBefore } = await insightsScene());
});
afterAll(async () => {
  await t.close();
});

describe('followers over time', () => {
  it('counts follows and unfollows per São Paulo day, with the exact total at the end of each', async () => {
    await followBrand(NOW - 2 * DAY);
    // 23:30 on the 24th in São Paulo, already the 25th in UTC.
    await followBrand(Date.UTC(2026, 10, 25, 2, 30));
    await followBrand(NOW - HOUR);
    const early = await followBrand(NOW - 40 * DAY); // before a 7-day period
    // Follows on the 20th and leaves on the 22nd: in the middle of the period.
    const passing = await followBrand(NOW - 5 * DAY);
    await setBrandFollow(t, passing, BRAND, NOW - 3 * DAY, false);
    // The early follower leaves on the 24th, the day someone else follows.
    await setBrandFollow(t, early, BRAND, NOW - DAY, false);

    const week = await insightsOf(t, team.analyst.cookie, BRAND);
    expect(week.period).toEqual({ days: 7, from: '2026-11-19', to: '2026-11-25', timeZone: 'America/Sao_Paulo' });
    const base = followersBefore;
    expect(week.followers.current).toBe(base + 3);
    expect(week.followers.gained).toBe(4);
    expect(week.followers.lost).toBe(2);
    expect(week.followers.days).toEqual([
      { date: '2026-11-19', gained: 0, lost: 0, total: base + 1 },
      { date: '2026-11-20', gained: 1, lost: 0, total: base + 2 },
      { date: '2026-11-21', gained: 0, lost: 0, total: base + 2 },
      { date: '2026-11-22', gained: 0, lost: 1, total: base + 1 },
      { date: '2026-11-23', gained: 1, lost: 0, total: base + 2 },
      { date: '2026-11-24', gained: 1, lost: 1, total: base + 2 },
      { date: '2026-11-25', gained: 1, lost: 0, total: base + 3 },
    ]);
    const quarter = await insightsOf(t, team.analyst.cookie, BRAND, 90);
    expect(quarter.followers.days).toHaveLength(90);
    expect(quarter.followers).toMatchObject({ gained: 5, lost: 2, current: base + 3 });
    expect(quarter.followers.days[0]!.total).toBe(base);
  });

  it('exports each day’s follows, unfollows and closing total in the CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studio/brands/${BRAND}/insights.csv?days=7`,
      headers: { cookie: team.editor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Data;Novos seguidores;Deixaram de seguir;Seguidores;Pedidos;Unidades;Receita (R$)');
    expect(lines.slice(4, 8)).toEqual([
      `2026-11-22;0;1;${followersBefore + 1};0;0;0,00`,
      `2026-11-23;1;0;${followersBefore + 2};0;0;0,00`,
      `2026-11-24;1;1;${followersBefore + 2};0;0;0,00`,
      `2026-11-25;1;0;${followersBefore + 3};0;0;0,00`,
    ]);
  });

  it('counts a brand’s starting numbers (more than its follow rows) as followers from before the period', async () => {
    const start = (await insightsOf(t, otherTeam.cookie, OTHER)).followers.current;
    await t.database.db
      .updateTable('brands')
      .set({ followers_count: start + 1000 })
      .where('id', '=', OTHER)
      .execute();
    const fan = await signupMember(t.app, { name: 'Fã da Urbana' });
    await setBrandFollow(t, fan, OTHER, NOW - DAY, true);
    const { followers } = await insightsOf(t, otherTeam.cookie, OTHER);
    expect(followers.current).toBe(start + 1001);
    expect(followers.days.map((d) => d.total)).toEqual([...Array(5).fill(start + 1000), start + 1001, start + 1001]);
  });
});
