import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTagTaps } from '../../../shared/tag-insights';
import { openTag, tagContent } from '../../testing/fixtures/product-tags';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import type { SignedUpMember } from '../../testing/test-app';

let t: TestApp;
let ana: SignedUpMember;
let bia: SignedUpMember;

async function shopProduct(owner: SignedUpMember, id: string) {
  const now = t.clock.now();
  await t.database.db
    .insertInto('shop_products')
    .values({
      id,
      user_id: owner.member.id,
      name: id,
      price_cents: 4590,
      description: '',
      image: '{}',
      likes_count: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const taps = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/shop/tag-taps', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ShopTagTaps).products;
};

beforeAll(async () => {
  t = await createTestApp();
  [ana, bia] = await Promise.all([
    signupMember(t.app, { name: 'Ana Loja' }),
    signupMember(t.app, { name: 'Bia Loja' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('the taps on a personal store’s tags', () => {
  it('counts the openings of each of the member’s own products, and nobody else’s', async () => {
    await shopProduct(ana, 'user_prod_caneca');
    await shopProduct(ana, 'user_prod_sem_toque');
    await shopProduct(bia, 'user_prod_da_bia');
    const post = { kind: 'post', id: 'pst_da_ana' } as const;
    const reel = { kind: 'reel', id: 'reel_da_ana' } as const;
    const db = t.database.db;
    await tagContent(db, post, ['user_prod_caneca'], { productKind: 'shop' });
    await openTag(db, bia.member.id, post, 'user_prod_caneca', t.clock.now(), 2);
    await openTag(db, bia.member.id, reel, 'user_prod_caneca', t.clock.now());
    await openTag(db, ana.member.id, { kind: 'post', id: 'pst_da_bia' }, 'user_prod_da_bia', t.clock.now());

    expect(await taps(ana.cookie)).toEqual([{ productId: 'user_prod_caneca', taps: 3 }]);
    expect(await taps(bia.cookie)).toEqual([{ productId: 'user_prod_da_bia', taps: 1 }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/shop/tag-taps' });
    expect(anonymous.statusCode).toBe(401);
  });
});
