import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../testing/harness';
import { DEMO_MEMBER } from './catalog-data';
import { DEMO_BRAND_OWNER, seedTeamDemo } from './team-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

async function studioOf(email: string, password: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/studio/brands',
    headers: { cookie: sessionCookie(login) },
  });
  return res.json().brands as { id: string; role: string }[];
}

describe('the demo team', () => {
  it("makes the second demo account Nexo Tech's owner and leaves the demo member a plain member", async () => {
    expect(await studioOf(DEMO_BRAND_OWNER.email, DEMO_BRAND_OWNER.password)).toEqual([
      expect.objectContaining({ id: 'nexo-tech', role: 'owner' }),
    ]);
    expect(await studioOf(DEMO_MEMBER.email, DEMO_MEMBER.password)).toEqual([]);
  });

  it('seeds again without a second account or membership', async () => {
    await seedTeamDemo(t.seedDeps);
    const members = await t.database.db.selectFrom('brand_members').selectAll().execute();
    expect(members).toHaveLength(1);
  });
});
