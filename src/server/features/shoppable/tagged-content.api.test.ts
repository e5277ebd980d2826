import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaggedCards } from '../../../shared/tag-insights';
import { tagContent, type ContentRef } from '../../testing/fixtures/product-tags';
import { brandStory, insertMediaPost } from '../../testing/fixtures/stories';
import { addProducts, type StoreProduct } from '../../testing/fixtures/store';
import { signupTeam } from '../../testing/fixtures/teams';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import type { SignedUpMember } from '../../testing/test-app';

const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 15);
const media = JSON.stringify({
  kind: 'image',
  width: 10,
  height: 10,
  placeholder: '',
  renditions: [{ width: 10, height: 10, key: 'test/tagged.webp' }],
});

let t: TestApp;
let viewer: SignedUpMember;
let brandOwner: SignedUpMember;
let fone: StoreProduct;
let capa: StoreProduct;
let camisa: StoreProduct;
let storyId: string;

const post: ContentRef = { kind: 'post', id: 'pst_tagged_fone' };
const reel: ContentRef = { kind: 'reel', id: 'reel_tagged_fone' };
const video: ContentRef = { kind: 'video', id: 'long_video_tagged_fone' };
const heldPost: ContentRef = { kind: 'post', id: 'pst_tagged_held' };
const otherPost: ContentRef = { kind: 'post', id: 'pst_tagged_camisa' };

const get = (url: string, cookie = viewer.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
async function cards(url: string, cookie = viewer.cookie) {
  const res = await get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TaggedCards).items;
}
const refs = (items: TaggedCards['items']) => items.map((i) => `${i.kind}:${i.id}`);
const seenInOf = (productId: string) => `/api/store/products/${productId}/seen-in`;
/** The explore row is kept per viewer for 15 s of the app's clock: each read here comes after that. */
const row = async (cookie = viewer.cookie) => {
  t.clock.set(t.clock.now() + 16_000);
  return cards('/api/explore/shoppable', cookie);
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  viewer = await signupMember(t.app, { name: 'Vera Vitrine' });
  ({ owner: brandOwner } = await signupTeam(t, BRAND));
  [fone, capa, camisa] = (await addProducts(t, [
    { handle: 'fone-vitrine', metadata: { brand: BRAND }, variants: [{ sku: 'FONE-V', price: 19990, stock: 9 }] },
    { handle: 'capa-vitrine', metadata: { brand: BRAND }, variants: [{ sku: 'CAPA-V', price: 4990, stock: 9 }] },
    { handle: 'camisa-vitrine', metadata: { brand: OTHER }, variants: [{ sku: 'CAM-V', price: 5990, stock: 9 }] },
  ])) as [StoreProduct, StoreProduct, StoreProduct];
  const db = t.database.db;
  await insertMediaPost(db, { id: post.id, at: NOW - 5 * HOUR, brand: BRAND, content: 'Fone novo' });
  await insertMediaPost(db, { id: heldPost.id, at: NOW - 5 * HOUR, brand: BRAND, content: 'Em análise' });
  await insertMediaPost(db, { id: otherPost.id, at: NOW - 5 * HOUR, brand: OTHER, content: 'Camisa' });
  await insertMediaPost(db, { id: 'pst_untagged', at: NOW - HOUR, brand: BRAND, content: 'Sem marcação' });
  await db
    .insertInto('reels')
    .values({
      id: reel.id,
      author_user_id: null,
      brand_id: BRAND,
      description: 'Unboxing',
      status: 'ready',
      error: null,
      media,
      likes_count: 0,
      comments_count: 0,
      shares_count: 0,
      created_at: NOW - 4 * HOUR,
      updated_at: NOW - 4 * HOUR,
    })
    .execute();
  await db
    .insertInto('long_videos')
    .values({
      id: video.id,
      author_user_id: null,
      brand_id: BRAND,
      title: 'Review',
      description: '',
      status: 'ready',
      error: null,
      media,
      created_at: NOW - 3 * HOUR,
      updated_at: NOW - 3 * HOUR,
    })
    .execute();
  storyId = await brandStory({ db, storage: t.storage }, BRAND, NOW - 2 * HOUR, { title: 'Bastidores' });
  const story: ContentRef = { kind: 'story', id: storyId };
  await tagContent(db, post, [capa.id, fone.id], { at: NOW - 5 * HOUR });
  await tagContent(db, heldPost, [fone.id], { at: NOW - 5 * HOUR });
  await tagContent(db, reel, [fone.id], { at: NOW - 4 * HOUR });
  await tagContent(db, video, [fone.id], { at: NOW - 3 * HOUR });
  await tagContent(db, story, [fone.id], { at: NOW - 2 * HOUR });
  await tagContent(db, otherPost, [camisa.id], { at: NOW - HOUR });
  await db
    .insertInto('content_holds')
    .values({ target_kind: 'post', target_id: heldPost.id, state: 'hidden', reason: 'spam', created_at: NOW })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe("explore's 'Compre pelo feed'", () => {
  it('lists tagged posts, reels, stories and long videos, newest first, with their first tag', async () => {
    const items = await row();
    expect(refs(items)).toEqual([
      `post:${otherPost.id}`,
      `story:${storyId}`,
      `video:${video.id}`,
      `reel:${reel.id}`,
      `post:${post.id}`,
    ]);
    expect(items.at(-1)).toMatchObject({
      author: { name: expect.any(String), verified: expect.any(Boolean) },
      media: { kind: 'image', width: 10, height: 10 },
      tag: { productId: capa.id, title: 'capa-vitrine', price: 4990 },
    });
    // The held post is off it even for the brand's own team: a place to discover, not to manage.
    expect(refs(await row(brandOwner.cookie))).not.toContain(`post:${heldPost.id}`);
    expect((await get('/api/explore/shoppable', '')).statusCode).toBe(401);
  });

  it('shows no tag of a product off sale, and no item left without one', async () => {
    const db = t.database.db;
    await db.updateTable('store_products').set({ status: 'draft' }).where('id', '=', capa.id).execute();
    const items = await row();
    expect(items.find((i) => i.id === post.id)?.tag).toMatchObject({ productId: fone.id, title: 'fone-vitrine' });
    await db.updateTable('store_products').set({ deleted_at: NOW }).where('id', '=', camisa.id).execute();
    expect(refs(await row())).not.toContain(`post:${otherPost.id}`);
    await db.updateTable('store_products').set({ status: 'published' }).where('id', '=', capa.id).execute();
    await db.updateTable('store_products').set({ deleted_at: null }).where('id', '=', camisa.id).execute();
  });

  it('leaves out a brand that blocked the viewer, and a suspended brand', async () => {
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/safety/blocks/${viewer.member.id}`,
      headers: { cookie: brandOwner.cookie },
      payload: { brandId: BRAND },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(refs(await row())).toEqual([`post:${otherPost.id}`]);
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/safety/blocks/${viewer.member.id}?brandId=${BRAND}`,
      headers: { cookie: brandOwner.cookie },
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);

    await t.database.db.updateTable('brands').set({ suspended_at: NOW }).where('id', '=', OTHER).execute();
    expect(refs(await row())).not.toContain(`post:${otherPost.id}`);
    await t.database.db.updateTable('brands').set({ suspended_at: null }).where('id', '=', OTHER).execute();
  });

  it('drops a story past its day', async () => {
    t.clock.set(NOW + 23 * HOUR);
    try {
      expect(refs(await row())).not.toContain(`story:${storyId}`);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe("a product's 'Visto em'", () => {
  it('lists the content tagging the product as the viewer may see it', async () => {
    expect(refs(await cards(seenInOf(fone.id)))).toEqual([
      `story:${storyId}`,
      `video:${video.id}`,
      `reel:${reel.id}`,
      `post:${post.id}`,
    ]);
    expect(refs(await cards(seenInOf(capa.id)))).toEqual([`post:${post.id}`]);
    expect(await cards(seenInOf(camisa.id))).toHaveLength(1);
  });

  it('hides a blocking brand’s content, and answers 404 for a product the store does not sell', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/safety/blocks/${viewer.member.id}`,
      headers: { cookie: brandOwner.cookie },
      payload: { brandId: BRAND },
    });
    expect(await cards(seenInOf(fone.id))).toEqual([]);
    expect(refs(await cards(seenInOf(fone.id), brandOwner.cookie))).toContain(`post:${post.id}`);

    await t.database.db.updateTable('brands').set({ suspended_at: NOW }).where('id', '=', OTHER).execute();
    const gone = await get(seenInOf(camisa.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not_found' });
    await t.database.db.updateTable('brands').set({ suspended_at: null }).where('id', '=', OTHER).execute();
    expect((await get(seenInOf('prd_que_nao_existe'))).statusCode).toBe(404);
    expect((await get(seenInOf(fone.id), '')).statusCode).toBe(401);
  });
});
