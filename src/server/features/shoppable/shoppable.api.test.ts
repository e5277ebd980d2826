import { beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { ProductTag } from '../../../shared/product-tags';
import { contentKinds, publishAsBrand } from '../../testing/fixtures/brand-content';
import { jpeg, multipart } from '../../testing/fixtures/posts';
import { addProducts, addToCart, orderIdOf, postCheckout, type StoreProduct } from '../../testing/fixtures/store';
import { testMedia } from '../../testing/fixtures/stories';
import { deleteAccount } from '../../testing/fixtures/members';
import { signupTeam, type Member } from '../../testing/fixtures/teams';
import { sendForm } from '../../testing/multipart-form';
import { signupMember } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp();
const send = memberRequests(t);
const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';
const tt = ptBR.productTags;

let team: Awaited<ReturnType<typeof signupTeam>>;
let reader: Member;
let stranger: Member;
let seller: Member;
let tenis: StoreProduct;
let bone: StoreProduct;
let meia: StoreProduct;
let vitrine: StoreProduct;
let oculto: StoreProduct;
let outra: StoreProduct;
let camisa: StoreProduct;
let luva: StoreProduct;
let shopItem: string;
let strangerShopItem: string;

const ofBrand = (brand: string) => ({ metadata: { brand } });

async function shopProduct(owner: Member, name: string, priceCents: number): Promise<string> {
  const id = `shop_${name.toLowerCase()}_${owner.member.id.slice(-6)}`;
  const at = t.clock.now();
  await t.database.db
    .insertInto('shop_products')
    .values({
      id,
      user_id: owner.member.id,
      name,
      price_cents: priceCents,
      description: '',
      image: JSON.stringify(await testMedia(t.storage)),
      likes_count: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  team = await signupTeam(t, BRAND);
  [reader, stranger, seller] = (await Promise.all(
    ['Lia Leitora', 'Sara Estranha', 'Vera Vendedora'].map((name) => signupMember(t.app, { name })),
  )) as [Member, Member, Member];
  [tenis, bone, meia, vitrine, oculto, outra, camisa, luva] = (await addProducts(t, [
    {
      handle: 'tenis',
      title: 'Tênis Corrida',
      ...ofBrand(BRAND),
      variants: [{ price: 20000, salePrice: 15000, stock: 50 }],
    },
    { handle: 'bone', title: 'Boné', ...ofBrand(BRAND), variants: [{ price: 5000, stock: 3 }] },
    { handle: 'meia', title: 'Meia', ...ofBrand(BRAND), variants: [{ price: 1000, stock: 0 }] },
    {
      handle: 'vitrine',
      title: 'Vitrine',
      purchasable: false,
      ...ofBrand(BRAND),
      variants: [{ price: 9000, stock: 9 }],
    },
    { handle: 'oculto', title: 'Oculto', hidden: true, ...ofBrand(BRAND), variants: [{ price: 100, stock: 9 }] },
    { handle: 'outra', title: 'Da Outra', ...ofBrand(OTHER), variants: [{ price: 100, stock: 9 }] },
    { handle: 'camisa', title: 'Camisa', ...ofBrand(BRAND), variants: [{ price: 8000, stock: 10 }] },
    { handle: 'luva', title: 'Luva', ...ofBrand(BRAND), variants: [{ price: 3000, stock: 10 }] },
  ])) as StoreProduct[] as [
    StoreProduct,
    StoreProduct,
    StoreProduct,
    StoreProduct,
    StoreProduct,
    StoreProduct,
    StoreProduct,
    StoreProduct,
  ];
  shopItem = await shopProduct(seller, 'Caneca', 4500);
  strangerShopItem = await shopProduct(stranger, 'Vaso', 7000);
});

const tagsJson = (tags: object[]) => JSON.stringify(tags);
const postAs = async (who: Member, fields: Record<string, string>) =>
  sendForm(
    t.app,
    'POST',
    '/api/posts',
    who.cookie,
    multipart(fields, { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() }),
  );
const brandPost = async (tags: object[]) => {
  const res = await postAs(team.editor, { content: 'Da marca', asBrandId: BRAND, productTags: tagsJson(tags) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string; productTags: ProductTag[] };
};
const read = async (who: Member, path: string, key: string, id: string) => {
  const res = await send('GET', `/api/${path}/${id}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Record<string, { productTags: ProductTag[] }>)[key]!.productTags;
};
const expectRefused = (res: { statusCode: number; json: () => unknown }, code: string, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code, message });
};
const open = (who: Member, contentKind: string, contentId: string, productId: string) =>
  send('POST', '/api/product-tags/opens', who.cookie, { contentKind, contentId, productId });

describe('product tags on content', () => {
  it('an editor tags brand products on each kind, and every reader sees them live with price and stock', async () => {
    const tags = [{ productId: tenis.id }, { productId: bone.id }, { productId: meia.id }, { productId: vitrine.id }];
    const expected = [
      {
        productId: tenis.id,
        kind: 'store',
        title: 'Tênis Corrida',
        price: 15000,
        listPrice: 20000,
        stock: 'available',
      },
      { productId: bone.id, kind: 'store', title: 'Boné', price: 5000, listPrice: null, stock: 'low' },
      { productId: meia.id, kind: 'store', title: 'Meia', price: 1000, listPrice: null, stock: 'sold_out' },
      { productId: vitrine.id, kind: 'store', title: 'Vitrine', price: 9000, listPrice: null, stock: 'unavailable' },
    ];
    for (const { path, key } of contentKinds) {
      const id = await publishAsBrand(t.app, team.editor.cookie, BRAND, path, 'Com produtos', {
        productTags: tagsJson(tags),
      });
      for (const who of [reader, stranger, team.analyst]) {
        const seen = await read(who, path, key, id);
        expect(seen, `${path} as read by ${who.member.name}`).toMatchObject(expected);
      }
    }
  });

  it('keeps a point on an image post, and a member tags their own shop products on their own post', async () => {
    const post = await brandPost([{ productId: tenis.id, x: 0.25, y: 0.75 }]);
    expect(post.productTags).toMatchObject([{ productId: tenis.id, x: 0.25, y: 0.75 }]);
    const res = await postAs(seller, { content: 'Minha caneca', productTags: tagsJson([{ productId: shopItem }]) });
    expect(res.statusCode, res.body).toBe(201);
    const own = await read(reader, 'posts', 'post', res.json().post.id);
    expect(own).toMatchObject([
      { productId: shopItem, kind: 'shop', title: 'Caneca', price: 4500, stock: 'available' },
    ]);
    expect(own[0]!.image).toMatch(/^\/media\//);
  });

  it('refuses another brand’s product, a hidden or deleted one, and another member’s shop product', async () => {
    for (const productId of [outra.id, oculto.id, shopItem]) {
      const res = await postAs(team.editor, {
        content: 'Não',
        asBrandId: BRAND,
        productTags: tagsJson([{ productId }]),
      });
      expectRefused(res, 'product_tag_not_yours', tt.notYours);
    }
    await t.database.db
      .updateTable('store_products')
      .set({ deleted_at: t.clock.now() })
      .where('id', '=', luva.id)
      .execute();
    const deleted = await postAs(team.editor, {
      content: 'Não',
      asBrandId: BRAND,
      productTags: tagsJson([{ productId: luva.id }]),
    });
    expectRefused(deleted, 'product_tag_not_yours', tt.notYours);
    await t.database.db.updateTable('store_products').set({ deleted_at: null }).where('id', '=', luva.id).execute();
    const theirs = await postAs(seller, { content: 'Não', productTags: tagsJson([{ productId: strangerShopItem }]) });
    expectRefused(theirs, 'product_tag_not_yours', tt.notYours);
    // A member's own item tags no brand's store products.
    const store = await postAs(seller, { content: 'Não', productTags: tagsJson([{ productId: tenis.id }]) });
    expectRefused(store, 'product_tag_not_yours', tt.notYours);
  });

  it('refuses six tags, and a point on a reel', async () => {
    const six = [tenis, bone, meia, vitrine, camisa, luva].map((p) => ({ productId: p.id }));
    const res = await postAs(team.editor, { content: 'Demais', asBrandId: BRAND, productTags: tagsJson(six) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(tt.tooMany);
    const reel = await t.app.inject({
      method: 'PUT',
      url: `/api/product-tags/reel/${await publishAsBrand(t.app, team.editor.cookie, BRAND, 'reels')}`,
      headers: { cookie: team.editor.cookie },
      payload: { tags: [{ productId: tenis.id, x: 0.5, y: 0.5 }] },
    });
    expectRefused(reel, 'product_tag_point_needs_image', tt.pointNeedsImage);
  });

  it('drops a tag once its product is hidden, and shows the stock a checkout leaves', async () => {
    const post = await brandPost([{ productId: camisa.id }, { productId: bone.id }]);
    expect((await read(reader, 'posts', 'post', post.id)).map((p) => p.productId)).toEqual([camisa.id, bone.id]);
    await t.database.db.updateTable('store_products').set({ hidden: 1 }).where('id', '=', camisa.id).execute();
    // A direct write reaches no cache; the store's own writes invalidate `store:catalog`, as here.
    t.app.readCache.invalidate('store:catalog');
    expect((await read(reader, 'posts', 'post', post.id)).map((p) => p.productId)).toEqual([bone.id]);
    // Three units left; a checkout takes them all, and the cached post page shows it sold out.
    const bought = await postCheckout(t, [{ variant_id: bone.variants[0]!.id, quantity: 3 }], {
      cookie: stranger.cookie,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await read(reader, 'posts', 'post', post.id)).toMatchObject([{ productId: bone.id, stock: 'sold_out' }]);
    await t.database.db.updateTable('store_products').set({ hidden: 0 }).where('id', '=', camisa.id).execute();
    t.app.readCache.invalidate('store:catalog');
    expect((await read(reader, 'posts', 'post', post.id)).map((p) => p.productId)).toEqual([camisa.id, bone.id]);
  });

  it('keeps a blocked member from opening a tag, and a held item’s tags out of reach', async () => {
    const res = await postAs(seller, { content: 'Só para alguns', productTags: tagsJson([{ productId: shopItem }]) });
    const postId = res.json().post.id as string;
    expect((await open(reader, 'post', postId, shopItem)).statusCode).toBe(204);
    // A product it does not tag cannot be opened through it.
    expect((await open(reader, 'post', postId, tenis.id)).statusCode).toBe(404);
    const block = await send('PUT', `/api/safety/blocks/${stranger.member.id}`, seller.cookie, {});
    expect(block.statusCode, block.body).toBe(200);
    expect((await open(stranger, 'post', postId, shopItem)).statusCode).toBe(404);

    const held = await brandPost([{ productId: tenis.id }]);
    const story = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'stories', 'Oferta', {
      productTags: tagsJson([{ productId: tenis.id }]),
    });
    await t.database.db
      .insertInto('content_holds')
      .values([
        { target_kind: 'post', target_id: held.id, state: 'removed', reason: 'spam', created_at: t.clock.now() },
        { target_kind: 'story', target_id: story, state: 'removed', reason: 'spam', created_at: t.clock.now() },
      ])
      .execute();
    t.app.readCache.clear();
    expect((await send('GET', `/api/posts/${held.id}`, reader.cookie)).statusCode).toBe(404);
    expect((await open(reader, 'post', held.id, tenis.id)).statusCode).toBe(404);
    expect((await open(reader, 'story', story, tenis.id)).statusCode).toBe(404);
  });

  it('credits an order line to the tag its buyer opened, in the cart or bought at once; a line without one has none', async () => {
    const post = await brandPost([{ productId: tenis.id }, { productId: luva.id }]);
    expect((await open(reader, 'post', post.id, tenis.id)).statusCode).toBe(204);
    expect((await addToCart(t, reader.cookie, tenis.variants[0]!.id, 2)).statusCode).toBe(200);
    const line = await t.database.db
      .selectFrom('store_cart_items')
      .select(['source_kind', 'source_id'])
      .where('member_id', '=', reader.member.id)
      .where('variant_id', '=', tenis.variants[0]!.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ source_kind: 'post', source_id: post.id });
    const adds = await t.database.db
      .selectFrom('product_tag_cart_adds')
      .select(['content_id', 'quantity'])
      .where('member_id', '=', reader.member.id)
      .execute();
    expect(adds).toEqual([{ content_id: post.id, quantity: 2 }]);
    // Luva is tagged but never opened; Camisa is opened straight from the tag and bought at once.
    await t.database.db.updateTable('store_products').set({ hidden: 0 }).where('id', '=', camisa.id).execute();
    const other = await brandPost([{ productId: camisa.id }]);
    expect((await open(reader, 'post', other.id, camisa.id)).statusCode).toBe(204);
    expect((await addToCart(t, reader.cookie, luva.variants[0]!.id, 1)).statusCode).toBe(200);
    const res = await postCheckout(
      t,
      [
        { variant_id: tenis.variants[0]!.id, quantity: 2 },
        { variant_id: luva.variants[0]!.id, quantity: 1 },
        { variant_id: camisa.variants[0]!.id, quantity: 1 },
      ],
      { cookie: reader.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = await t.database.db
      .selectFrom('store_order_items')
      .select(['product_id', 'source_kind', 'source_id'])
      .where('order_id', '=', orderIdOf(res.json().url))
      .orderBy('position')
      .execute();
    expect(items).toEqual([
      { product_id: tenis.id, source_kind: 'post', source_id: post.id },
      { product_id: luva.id, source_kind: null, source_id: null },
      { product_id: camisa.id, source_kind: 'post', source_id: other.id },
    ]);
    // The member's export names what they opened and what it brought to the cart.
    const exported = await send('GET', '/api/settings/export', reader.cookie);
    expect(exported.statusCode).toBe(200);
    const mine = JSON.parse(exported.body) as { productTags: { opened: object[]; addedToCart: object[] } };
    expect(mine.productTags.opened).toContainEqual(
      expect.objectContaining({ contentId: post.id, productId: tenis.id }),
    );
    expect(mine.productTags.addedToCart).toEqual([expect.objectContaining({ contentId: post.id, quantity: 2 })]);
  });

  it('lets an editor change an item’s tags after publishing, and no one off the team or without the right', async () => {
    const post = await brandPost([{ productId: tenis.id }]);
    expect(await read(reader, 'posts', 'post', post.id)).toMatchObject([{ productId: tenis.id }]);
    const url = `/api/product-tags/post/${post.id}`;
    const body = { tags: [{ productId: luva.id, x: 0.1, y: 0.2 }] };
    const changed = await send('PUT', url, team.editor.cookie, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().productTags).toMatchObject([{ productId: luva.id, x: 0.1, y: 0.2 }]);
    expect(await read(reader, 'posts', 'post', post.id)).toMatchObject([{ productId: luva.id }]);
    expect((await send('PUT', url, team.analyst.cookie, body)).statusCode).toBe(403);
    expect((await send('PUT', url, stranger.cookie, body)).statusCode).toBe(403);
    expect((await send('PUT', '/api/product-tags/post/pst_nada', team.editor.cookie, body)).statusCode).toBe(404);
    const refused = await send('PUT', url, team.editor.cookie, { tags: [{ productId: outra.id }] });
    expectRefused(refused, 'product_tag_not_yours', tt.notYours);
  });

  it('shows a shop product’s new price on the cached post page, and drops its tag once it is deleted', async () => {
    const mug = await shopProduct(seller, 'Xicara', 3000);
    const res = await postAs(seller, { content: 'Xícara nova', productTags: tagsJson([{ productId: mug }]) });
    const postId = res.json().post.id as string;
    expect(await read(reader, 'posts', 'post', postId)).toMatchObject([{ productId: mug, price: 3000 }]);
    const edit = await sendForm(
      t.app,
      'PATCH',
      `/api/shop/products/${mug}`,
      seller.cookie,
      multipart({ name: 'Xícara', priceCents: '3500', description: '' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await read(reader, 'posts', 'post', postId)).toMatchObject([{ title: 'Xícara', price: 3500 }]);
    expect((await send('DELETE', `/api/shop/products/${mug}`, seller.cookie)).statusCode).toBe(204);
    expect(await read(reader, 'posts', 'post', postId)).toEqual([]);
  });

  it('shows in the cached feed the stock a checkout leaves', async () => {
    const [cap] = await addProducts(t, [
      { handle: 'gorro', title: 'Gorro', ...ofBrand(BRAND), variants: [{ price: 4000, stock: 2 }] },
    ]);
    const post = await brandPost([{ productId: cap!.id }]);
    const inFeed = async () => {
      const res = await send('GET', '/api/feed?limit=30', reader.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().posts as { id: string; productTags: ProductTag[] }[]).find((p) => p.id === post.id);
      return found?.productTags;
    };
    expect(await inFeed()).toMatchObject([{ productId: cap!.id, stock: 'low' }]);
    const bought = await postCheckout(t, [{ variant_id: cap!.variants[0]!.id, quantity: 2 }], {
      cookie: stranger.cookie,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await inFeed()).toMatchObject([{ productId: cap!.id, stock: 'sold_out' }]);
  });

  it('deletes an item’s tags with the item', async () => {
    const tagRows = (id: string) =>
      t.database.db.selectFrom('content_product_tags').select('product_id').where('content_id', '=', id).execute();
    const post = await brandPost([{ productId: tenis.id }, { productId: bone.id }]);
    const reel = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'reels', 'Com produto', {
      productTags: tagsJson([{ productId: tenis.id }]),
    });
    expect(await tagRows(post.id)).toHaveLength(2);
    expect(await tagRows(reel)).toHaveLength(1);
    expect((await send('DELETE', `/api/posts/${post.id}`, team.editor.cookie)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/reels/${reel}`, team.editor.cookie)).statusCode).toBe(204);
    expect(await tagRows(post.id)).toEqual([]);
    expect(await tagRows(reel)).toEqual([]);
  });

  it('removes a leaving member’s tags with their content', async () => {
    const leaving = await signupMember(t.app, { name: 'Rui Saindo' });
    const cup = await shopProduct(leaving, 'Copo', 2000);
    const res = await postAs(leaving, { content: 'Meu copo', productTags: tagsJson([{ productId: cup }]) });
    const postId = res.json().post.id as string;
    const rows = () =>
      t.database.db.selectFrom('content_product_tags').select('product_id').where('content_id', '=', postId).execute();
    expect(await rows()).toHaveLength(1);
    expect((await deleteAccount(t.app, leaving)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('offers the tag picker the brand’s products or the member’s own, found by title without case or accents', async () => {
    const asBrand = await send('GET', `/api/product-tags/candidates?asBrandId=${BRAND}&q=TENIS`, team.editor.cookie);
    expect(asBrand.statusCode, asBrand.body).toBe(200);
    expect(asBrand.json().products).toMatchObject([{ productId: tenis.id, price: 15000, listPrice: 20000 }]);
    const all = await send('GET', `/api/product-tags/candidates?asBrandId=${BRAND}`, team.editor.cookie);
    const ids = (all.json().products as ProductTag[]).map((p) => p.productId);
    expect(ids).toContain(bone.id);
    expect(ids).not.toContain(oculto.id);
    expect(ids).not.toContain(outra.id);
    expect((await send('GET', `/api/product-tags/candidates?asBrandId=${BRAND}`, team.analyst.cookie)).statusCode).toBe(
      403,
    );
    expect((await send('GET', `/api/product-tags/candidates?asBrandId=${BRAND}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    const own = await send('GET', '/api/product-tags/candidates?q=can', seller.cookie);
    expect(own.json().products).toMatchObject([{ productId: shopItem, kind: 'shop', title: 'Caneca' }]);
  });
});
