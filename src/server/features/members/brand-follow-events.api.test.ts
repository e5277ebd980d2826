import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../../testing/fixtures/members';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp();
const request = memberRequests(t);
const BRAND = 'batida-sonora';
const OTHER = 'urbana-moda';

const eventsOf = (brandId: string) =>
  t.database.db
    .selectFrom('brand_follow_events')
    .select(['user_id', 'delta', 'created_at'])
    .where('brand_id', '=', brandId)
    .orderBy('created_at')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, delta: Number(r.delta), created_at: Number(r.created_at) })));

async function followersOf(brandId: string) {
  const row = await t.database.db
    .selectFrom('brands')
    .select('followers_count')
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(row.followers_count);
}

/** The events add up to the brand's count: what the insights count back from (decision 021). */
async function expectInStep(brandId: string) {
  const sum = (await eventsOf(brandId)).reduce((n, e) => n + e.delta, 0);
  expect(sum, brandId).toBe(await followersOf(brandId));
}

describe('a brand’s follow events', () => {
  it('are written with each follow and unfollow (the welcome steps use the same route), once each', async () => {
    const fan = await signupMember(t.app, { name: 'Flávia Fã' });
    const start = t.clock.now();
    expect((await request('PUT', `/api/follows/brands/${BRAND}`, fan.cookie)).statusCode).toBe(200);
    expect((await request('PUT', `/api/follows/brands/${BRAND}`, fan.cookie)).statusCode).toBe(200);
    t.clock.set(start + 60_000);
    expect((await request('DELETE', `/api/follows/brands/${BRAND}`, fan.cookie)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/follows/brands/${BRAND}`, fan.cookie)).statusCode).toBe(200);
    expect(await eventsOf(BRAND)).toEqual([
      { user_id: fan.member.id, delta: 1, created_at: start },
      { user_id: fan.member.id, delta: -1, created_at: start + 60_000 },
    ]);
    await expectInStep(BRAND);
  });

  it('end with a −1 when the member deletes their account, which then no longer names them', async () => {
    const fan = await signupMember(t.app, { name: 'Lúcio Saindo' });
    const stays = await signupMember(t.app, { name: 'Sílvia Fica' });
    for (const brand of [BRAND, OTHER])
      expect((await request('PUT', `/api/follows/brands/${brand}`, fan.cookie)).statusCode).toBe(200);
    expect((await request('PUT', `/api/follows/brands/${OTHER}`, stays.cookie)).statusCode).toBe(200);
    const before = { brand: await followersOf(BRAND), other: await followersOf(OTHER) };
    const leftAt = t.clock.now() + 3_600_000;
    t.clock.set(leftAt);
    const res = await deleteAccount(t.app, fan);
    expect(res.statusCode).toBe(204);
    expect(await followersOf(BRAND)).toBe(before.brand - 1);
    expect(await followersOf(OTHER)).toBe(before.other - 1);
    for (const brand of [BRAND, OTHER]) {
      const events = await eventsOf(brand);
      expect(events.at(-1)).toEqual({ user_id: null, delta: -1, created_at: leftAt });
      expect(events.some((e) => e.user_id === fan.member.id)).toBe(false);
      await expectInStep(brand);
    }
    // The member who stays is still named by their own follow.
    expect((await eventsOf(OTHER)).filter((e) => e.user_id === stays.member.id)).toHaveLength(1);
  });
});
