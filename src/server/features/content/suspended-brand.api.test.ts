import { beforeAll, describe, expect, it } from 'vitest';
import { signupOperator } from '../../testing/fixtures/admin';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { addProducts, postCheckout, STORE } from '../../testing/fixtures/store';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

/**
 * A suspended brand leaves everything a member meets (decision 023): its items from every list
 * and, by id, from everyone but operators and its team; its products from the store. Each read
 * below is made once before the suspension, so the read cache holds it when the suspension lands.
 */

const t = useTestApp();
const send = memberRequests(t);
const BRAND = 'nexo-tech';
const TAG = 'nexoapagado';

let team: Awaited<ReturnType<typeof signupTeam>>;
let reader: Member;
let fan: Member;
let otherTeam: Member;
let operator: Member;
const ids = { post: '', repost: '', story: '', reel: '', video: '', product: '', variant: '' };

beforeAll(async () => {
  team = await signupTeam(t, BRAND);
  reader = await signupMember(t.app, { name: 'Lia Leitora' });
  fan = await signupMember(t.app, { name: 'Fábio Fã' });
  otherTeam = await signupMember(t.app, { name: 'Otto Outra Marca' });
  await addToTeam(t, 'urbana-moda', otherTeam.member.id, 'owner');
  operator = await signupOperator(t);
  await send('PUT', `/api/follows/brands/${BRAND}`, reader.cookie);
  const post = `Lançamento #${TAG} da marca`;
  ids.post = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'posts', post, { segmentId: 'tecnologia' });
  ids.story = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'stories', 'Bastidores');
  ids.reel = await publishAsBrand(t.app, team.owner.cookie, BRAND, 'reels', `Reel #${TAG}`);
  ids.video = await publishAsBrand(t.app, team.owner.cookie, BRAND, 'videos', 'Vídeo do lançamento');
  ids.repost = (await send('POST', `/api/posts/${ids.post}/repost`, fan.cookie)).json().post.id as string;
  const [product] = await addProducts(t, [
    {
      handle: 'fone-nexoapagado',
      title: 'Fone Nexoapagado',
      metadata: { brand: BRAND },
      variants: [{ sku: 'NX-FONE', price: 19990, stock: 10 }],
    },
  ]);
  ids.product = product!.id;
  ids.variant = product!.variants[0]!.id;
});

const has = (list: { id: string }[] | undefined, id: string) => (list ?? []).some((i) => i.id === id);
const json = async (who: Member, url: string) => {
  const res = await send('GET', url, who.cookie);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
};
const storefront = (url: string) =>
  t.app.inject({ method: 'GET', url: `${STORE}${url}`, headers: { 'content-type': 'application/json' } });

/** Where the reader finds the brand, its items and its product, each as true or false. */
async function whatMemberFinds(who: Member) {
  const feed = await json(who, '/api/feed?limit=30');
  const explore = (await json(who, '/api/explore')).items as {
    post?: { id: string };
    reel?: { id: string };
    story?: { id: string };
  }[];
  const tag = (await json(who, `/api/tags/${TAG}`)).items as { post?: { id: string }; reel?: { id: string } }[];
  const search = await json(who, '/api/search?q=nexoapagado');
  const brandSearch = await json(who, '/api/search?q=Nexo');
  const suggest = (await json(who, '/api/search/suggest?q=nexoapagado')).suggestions as { id: string }[];
  const strip = (await json(who, '/api/stories')).groups as { stories: { id: string }[] }[];
  const products = (await storefront('/products?limit=100')).json().products as { id: string }[];
  const variants = (await storefront(`/variants?fields=inventory_quantity&product_ids[]=${ids.product}`)).json()
    .variants as { id: string }[];
  return {
    feed: has(feed.posts, ids.post),
    feedRepost: has(feed.posts, ids.repost),
    explorePost: has(
      explore.flatMap((i) => i.post ?? []),
      ids.post,
    ),
    exploreReel: has(
      explore.flatMap((i) => i.reel ?? []),
      ids.reel,
    ),
    exploreStory: has(
      explore.flatMap((i) => i.story ?? []),
      ids.story,
    ),
    segment: has((await json(who, '/api/segments/tecnologia/posts?limit=30')).posts, ids.post),
    tagPost: has(
      tag.flatMap((i) => i.post ?? []),
      ids.post,
    ),
    tagReel: has(
      tag.flatMap((i) => i.reel ?? []),
      ids.reel,
    ),
    searchPosts: has((await json(who, `/api/search/posts?q=${TAG}&limit=10`)).posts, ids.post),
    searchResults: has(search.posts, ids.post),
    searchProduct: has(search.products, ids.product),
    searchBrand: has(brandSearch.brands, BRAND),
    suggestion: has(suggest, ids.product),
    reels: has((await json(who, '/api/reels?limit=20')).reels, ids.reel),
    strip: has(
      strip.flatMap((g) => g.stories),
      ids.story,
    ),
    featuredVideos: has((await json(who, '/api/videos/featured')).videos, ids.video),
    brands: has((await json(who, '/api/brands')).brands, BRAND),
    store: has(products, ids.product),
    productPage: (await storefront(`/products/${ids.product}`)).statusCode === 200,
    variants: has(variants, ids.variant),
  };
}

const everywhere = (value: boolean) =>
  Object.fromEntries(
    [
      'feed',
      'feedRepost',
      'explorePost',
      'exploreReel',
      'exploreStory',
      'segment',
      'tagPost',
      'tagReel',
      'searchPosts',
      'searchResults',
      'searchProduct',
      'searchBrand',
      'suggestion',
      'reels',
      'strip',
      'featuredVideos',
      'brands',
      'store',
      'productPage',
      'variants',
    ].map((k) => [k, value]),
  );

/** The items by id, as `who` asks for them: each answer's status. */
async function statusesById(who: Member) {
  const urls = [
    `/api/posts/${ids.post}`,
    `/api/posts/${ids.repost}`,
    `/api/posts/${ids.post}/comments`,
    `/api/stories/${ids.story}`,
    `/api/reels/${ids.reel}`,
    `/api/reels/${ids.reel}/comments`,
    `/api/videos/${ids.video}`,
    `/api/brands/${BRAND}`,
  ];
  return Promise.all(urls.map(async (url) => (await send('GET', url, who.cookie)).statusCode));
}
const all = (status: number) => Array<number>(8).fill(status);

const setSuspended = async (on: boolean) => {
  const res = await send('POST', `/api/admin/brands/${BRAND}/${on ? 'suspend' : 'reinstate'}`, operator.cookie);
  expect(res.statusCode, res.body).toBe(200);
};

describe('a suspended brand', () => {
  it('is everywhere a member looks while it is live', async () => {
    expect(await whatMemberFinds(reader)).toEqual(everywhere(true));
    expect(await statusesById(reader)).toEqual(all(200));
  });

  it('leaves every list, search, the strip, the reels, the right panel and the store at once', async () => {
    await setSuspended(true);
    expect(await whatMemberFinds(reader)).toEqual(everywhere(false));
  });

  it('is missing by id to members and other teams, and still there for operators and its whole team', async () => {
    for (const who of [reader, fan, otherTeam]) {
      expect(await statusesById(who)).toEqual(all(404));
      const res = await send('GET', `/api/posts/${ids.post}`, who.cookie);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    }
    for (const who of [team.owner, team.editor, team.analyst, operator])
      expect(await statusesById(who)).toEqual(all(200));
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${ids.post}` })).statusCode).toBe(401);
    // Nor can anyone act on them: a like, a comment, a repost are all answered as missing.
    expect((await send('PUT', `/api/posts/${ids.post}/like`, reader.cookie)).statusCode).toBe(404);
    expect((await send('POST', `/api/posts/${ids.post}/comments`, reader.cookie, { text: 'Oi' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/reels/${ids.reel}/like`, reader.cookie)).statusCode).toBe(404);
    expect((await send('PUT', `/api/stories/${ids.story}/like`, reader.cookie)).statusCode).toBe(404);
  });

  it('cannot sell: its product page is a 404, and neither a cart nor a checkout takes it', async () => {
    const page = await storefront(`/products/${ids.product}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ statusCode: 404, code: 'not_found', message: 'Falha ao carregar o produto' });
    const line = { productId: ids.product, variantId: ids.variant, quantity: 1 };
    const cart = await send('POST', '/api/cart/items', reader.cookie, line);
    expect(cart.statusCode).toBe(404);
    expect(cart.json()).toEqual({
      code: 'not_found',
      message: 'Produto não encontrado: esta variação não existe mais.',
    });
    expect((await send('GET', '/api/cart', reader.cookie)).json().items).toEqual([]);
    const checkout = await postCheckout(t, [{ variant_id: ids.variant, quantity: 1 }]);
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('comes back everywhere once reinstated', async () => {
    await setSuspended(false);
    expect(await whatMemberFinds(reader)).toEqual(everywhere(true));
    expect(await statusesById(reader)).toEqual(all(200));
    const line = { productId: ids.product, variantId: ids.variant, quantity: 1 };
    expect((await send('POST', '/api/cart/items', reader.cookie, line)).statusCode).toBe(200);
    expect((await postCheckout(t, [{ variant_id: ids.variant, quantity: 1 }])).statusCode).toBe(200);
  });
});
