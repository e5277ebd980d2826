import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  DAY,
  HOUR,
  insightsOf,
  insightsScene,
  NOW,
  OTHER,
  type InsightsTeam,
} from '../../testing/fixtures/insights';
import { addFromTag, creditLines, openTag, tagContent, type ContentRef } from '../../testing/fixtures/product-tags';
import { insertMediaPost } from '../../testing/fixtures/stories';
import { addProducts, giveDelivery, orderIdOf, payByCard, postCheckout } from '../../testing/fixtures/store';
import type { Member } from '../../testing/fixtures/teams';
import { signupMember, type TestApp } from '../../testing/harness';

let t: TestApp;
let team: InsightsTeam;
let otherTeam: Member;

const post: ContentRef = { kind: 'post', id: 'pst_tagged_a' };
const reel: ContentRef = { kind: 'reel', id: 'reel_tagged_b' };
const theirPost: ContentRef = { kind: 'post', id: 'pst_tagged_other' };

/** Buys and pays (or leaves unpaid) on the sandbox's hosted page; the order's id. */
async function buy(items: { variant_id: string; quantity: number }[], pay = true) {
  const res = await postCheckout(t, items);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().url as string;
  expect((await giveDelivery(t, url)).statusCode).toBe(303);
  if (pay) expect((await payByCard(t, url, { name: 'Ana Compradora' })).statusCode).toBe(303);
  return orderIdOf(url);
}

beforeAll(async () => {
  ({ t, team, otherTeam } = await insightsScene());
});
afterAll(async () => {
  await t.close();
});

describe('the sales by the tags', () => {
  it('counts taps, cart additions and paid credited sales per item and per product, the brand’s only', async () => {
    const db = t.database.db;
    const fan = await signupMember(t.app, { name: 'Fã das Marcações' });
    const [fone, camisa] = await addProducts(t, [
      { handle: 'fone-tags', metadata: { brand: BRAND }, variants: [{ sku: 'FONE-T', price: 12990, stock: 50 }] },
      { handle: 'camisa-tags', metadata: { brand: OTHER }, variants: [{ sku: 'CAM-T', price: 5990, stock: 50 }] },
    ]);
    const foneVariant = { productId: fone!.id, variantId: fone!.variants[0]!.id };
    await insertMediaPost(db, { id: post.id, at: NOW - 3 * HOUR, brand: BRAND, content: 'Fone novo' });
    await insertMediaPost(db, { id: theirPost.id, at: NOW - 3 * HOUR, brand: OTHER, content: 'Camisa nova' });
    await db
      .insertInto('reels')
      .values({
        id: reel.id,
        author_user_id: null,
        brand_id: BRAND,
        description: 'Unboxing do fone',
        status: 'ready',
        error: null,
        media: null,
        likes_count: 0,
        comments_count: 0,
        shares_count: 0,
        created_at: NOW - 2 * HOUR,
        updated_at: NOW - 2 * HOUR,
      })
      .execute();
    await tagContent(db, post, [fone!.id], { at: NOW - 3 * HOUR });
    await tagContent(db, reel, [fone!.id], { at: NOW - 2 * HOUR });
    await tagContent(db, theirPost, [camisa!.id], { at: NOW - 3 * HOUR });

    const me = fan.member.id;
    await openTag(db, me, post, fone!.id, NOW - HOUR, 3);
    await openTag(db, me, post, fone!.id, NOW - 8 * DAY); // before the period
    await openTag(db, me, reel, fone!.id, NOW - HOUR);
    await openTag(db, me, theirPost, camisa!.id, NOW - HOUR, 2);
    await addFromTag(db, me, post, foneVariant, NOW - HOUR);
    await addFromTag(db, me, post, foneVariant, NOW - HOUR, 2);

    const first = await buy([{ variant_id: foneVariant.variantId, quantity: 2 }]);
    await creditLines(db, first, fone!.id, post);
    const second = await buy([
      { variant_id: foneVariant.variantId, quantity: 1 },
      { variant_id: camisa!.variants[0]!.id, quantity: 1 },
    ]);
    await creditLines(db, second, fone!.id, reel);
    await creditLines(db, second, camisa!.id, theirPost);
    const unpaid = await buy([{ variant_id: foneVariant.variantId, quantity: 4 }], false);
    await creditLines(db, unpaid, fone!.id, post);
    const refunded = await buy([{ variant_id: foneVariant.variantId, quantity: 3 }]);
    await creditLines(db, refunded, fone!.id, post);
    await db.updateTable('store_orders').set({ status: 'refunded' }).where('id', '=', refunded).execute();
    // A sale of the brand's product that no tag brought is the brand's sales, not the tags'.
    await buy([{ variant_id: foneVariant.variantId, quantity: 1 }]);

    const { tagSales, sales } = await insightsOf(t, team.analyst.cookie, BRAND, 7);
    expect(sales).toMatchObject({ orders: 3, units: 4 });
    expect(tagSales.content).toEqual([
      {
        kind: 'post',
        id: post.id,
        text: 'Fone novo',
        createdAt: new Date(NOW - 3 * HOUR).toISOString(),
        taps: 3,
        cartAdds: 2,
        orders: 1,
        units: 2,
        revenueCents: 2 * 12990,
      },
      {
        kind: 'reel',
        id: reel.id,
        text: 'Unboxing do fone',
        createdAt: new Date(NOW - 2 * HOUR).toISOString(),
        taps: 1,
        cartAdds: 0,
        orders: 1,
        units: 1,
        revenueCents: 12990,
      },
    ]);
    expect(tagSales.products).toEqual([
      { productId: fone!.id, title: 'fone-tags', taps: 4, cartAdds: 2, orders: 2, units: 3, revenueCents: 3 * 12990 },
    ]);

    // The 30 days take the older opening in; the other brand sees its own tags and nothing of these.
    expect((await insightsOf(t, team.owner.cookie, BRAND, 30)).tagSales.content[0]).toMatchObject({ taps: 4 });
    const theirs = await insightsOf(t, otherTeam.cookie, OTHER, 7);
    expect(theirs.tagSales.content).toEqual([expect.objectContaining({ id: theirPost.id, taps: 2, orders: 1 })]);
    expect(theirs.tagSales.products.map((p) => p.productId)).toEqual([camisa!.id]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/studio/brands/${BRAND}/insights?days=7`,
      headers: { cookie: otherTeam.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(fone!.id);
  });

  it('keeps the numbers of an item once it is gone, without its text', async () => {
    await t.database.db.deleteFrom('reels').where('id', '=', reel.id).execute();
    const { tagSales } = await insightsOf(t, team.editor.cookie, BRAND, 7);
    expect(tagSales.content.find((i) => i.id === reel.id)).toMatchObject({ text: null, createdAt: null, taps: 1 });
  });
});
