import { beforeAll, describe, expect, it } from 'vitest';
import { useOperator } from '../../testing/fixtures/admin';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { jpeg } from '../../testing/fixtures/posts';
import { signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { multipartForm, sendForm } from '../../testing/multipart-form';
import { memberRequests, useTestApp } from '../../testing/test-app';

/**
 * A hold reaches every kind of content (decision 027): a brand's post, story, reel and long video,
 * a reel's comment and a member's store product each leave every list and read of a reader once
 * hidden, while the team that manages them still opens each with the reason. Each read is made once
 * before the holds, so the read cache holds it when they land.
 */

const t = useTestApp();
const send = memberRequests(t);
const operator = useOperator(t);
const BRAND = 'nexo-tech';
const TAG = 'nexoretido';

let team: Awaited<ReturnType<typeof signupTeam>>;
let reader: Member;
let seller: Member;
const ids = { post: '', story: '', reel: '', video: '', reelComment: '', product: '' };

beforeAll(async () => {
  team = await signupTeam(t, BRAND);
  reader = await signupMember(t.app, { name: 'Lia Leitora' });
  seller = await signupMember(t.app, { name: 'Vera Vendedora' });
  await send('PUT', `/api/follows/brands/${BRAND}`, reader.cookie);
  ids.post = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'posts', `Oferta #${TAG}`, {
    segmentId: 'tecnologia',
  });
  ids.story = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'stories', 'Bastidores');
  ids.reel = await publishAsBrand(t.app, team.owner.cookie, BRAND, 'reels', `Reel #${TAG}`);
  ids.video = await publishAsBrand(t.app, team.owner.cookie, BRAND, 'videos', 'Vídeo da oferta');
  const comment = await send('POST', `/api/reels/${ids.reel}/comments`, seller.cookie, {
    text: 'Compre no meu perfil',
  });
  ids.reelComment = comment.json().comment.id as string;
  const product = multipartForm(
    { name: 'Relógio Réplica', priceCents: '9990', description: 'Igual ao original.' },
    { data: await jpeg(), type: 'image/jpeg', filename: 'foto.jpg' },
  );
  ids.product = (await sendForm(t.app, 'POST', '/api/shop/products', seller.cookie, product)).json().id;
});

const has = (list: { id: string }[] | undefined, id: string) => (list ?? []).some((i) => i.id === id);
const json = async (who: Member, url: string) => {
  const res = await send('GET', url, who.cookie);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
};

async function whatReaderFinds() {
  const explore = (await json(reader, '/api/explore')).items as { post?: { id: string }; reel?: { id: string } }[];
  const tag = (await json(reader, `/api/tags/${TAG}`)).items as { post?: { id: string }; reel?: { id: string } }[];
  const strip = (await json(reader, '/api/stories')).groups as { stories: { id: string }[] }[];
  return {
    feed: has((await json(reader, '/api/feed?limit=30')).posts, ids.post),
    explorePost: has(
      explore.flatMap((i) => i.post ?? []),
      ids.post,
    ),
    exploreReel: has(
      explore.flatMap((i) => i.reel ?? []),
      ids.reel,
    ),
    segment: has((await json(reader, '/api/segments/tecnologia/posts?limit=30')).posts, ids.post),
    tagPost: has(
      tag.flatMap((i) => i.post ?? []),
      ids.post,
    ),
    searchPosts: has((await json(reader, `/api/search/posts?q=${TAG}&limit=10`)).posts, ids.post),
    reels: has((await json(reader, '/api/reels?limit=20')).reels, ids.reel),
    strip: has(
      strip.flatMap((g) => g.stories),
      ids.story,
    ),
    featuredVideos: has((await json(reader, '/api/videos/featured')).videos, ids.video),
    shop: has((await json(reader, `/api/shop/members/${seller.member.id}/products`)).items, ids.product),
  };
}

const byId = () => [
  `/api/posts/${ids.post}`,
  `/api/posts/${ids.post}/comments`,
  `/api/stories/${ids.story}`,
  `/api/videos/${ids.video}`,
];
const statuses = (who: Member) =>
  Promise.all(byId().map(async (url) => (await send('GET', url, who.cookie)).statusCode));

const hide = async (kind: string, id: string) => {
  const res = await send('POST', `/api/admin/moderation/${kind}/${id}/actions`, operator.cookie, {
    action: 'hide',
    reason: 'Conteúdo enganoso.',
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a hold on each kind of content', () => {
  it('leaves every list and read of a reader, and the read cache, at once', async () => {
    const everywhere = await whatReaderFinds();
    expect(Object.values(everywhere).every(Boolean), JSON.stringify(everywhere)).toBe(true);
    expect(await statuses(reader)).toEqual([200, 200, 200, 200]);
    expect((await send('GET', `/api/reels/${ids.reel}`, reader.cookie)).statusCode).toBe(200);
    expect(has((await json(reader, `/api/reels/${ids.reel}/comments`)).comments, ids.reelComment)).toBe(true);

    await hide('post', ids.post);
    await hide('story', ids.story);
    await hide('reel', ids.reel);
    await hide('video', ids.video);
    await hide('reel_comment', ids.reelComment);
    await hide('shop_product', ids.product);

    const after = await whatReaderFinds();
    expect(Object.values(after).some(Boolean), JSON.stringify(after)).toBe(false);
    // The reel itself is held, so its comments are not there to list (its comment is checked below).
    expect((await send('GET', `/api/reels/${ids.reel}/comments`, reader.cookie)).statusCode).toBe(404);
    expect(await statuses(reader)).toEqual([404, 404, 404, 404]);
    expect((await send('GET', `/api/reels/${ids.reel}`, reader.cookie)).statusCode).toBe(404);
  });

  it('is still there for the team that manages it, with the reason', async () => {
    const reason = { state: 'hidden', reason: 'Conteúdo enganoso.', appealed: false };
    expect((await json(team.editor, `/api/posts/${ids.post}`)).post.moderation).toEqual(reason);
    expect((await json(team.editor, `/api/stories/${ids.story}`)).story.moderation).toEqual(reason);
    expect((await json(team.owner, `/api/reels/${ids.reel}`)).reel.moderation).toEqual(reason);
    expect((await json(team.owner, `/api/videos/${ids.video}`)).video.moderation).toEqual(reason);
    const products = (await json(seller, '/api/shop/products')).items as { id: string; moderation: unknown }[];
    expect(products.find((p) => p.id === ids.product)?.moderation).toEqual(reason);
  });

  it("hides a reel's comment from others once the reel is back, leaving it to its author", async () => {
    const res = await send('POST', `/api/admin/moderation/reel/${ids.reel}/actions`, operator.cookie, {
      action: 'restore',
      reason: 'Reel revisto.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(has((await json(reader, `/api/reels/${ids.reel}/comments`)).comments, ids.reelComment)).toBe(false);
    const own = (await json(seller, `/api/reels/${ids.reel}/comments`)).comments as {
      id: string;
      moderation: unknown;
    }[];
    expect(own.find((c) => c.id === ids.reelComment)?.moderation).toMatchObject({ state: 'hidden' });
  });

  it("removes a video from its team's lists too, leaving its page to them to appeal", async () => {
    const res = await send('POST', `/api/admin/moderation/video/${ids.video}/actions`, operator.cookie, {
      action: 'remove',
      reason: 'Golpe.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(has((await json(team.owner, '/api/videos/featured')).videos, ids.video)).toBe(false);
    expect((await json(team.owner, `/api/videos/${ids.video}`)).video.moderation).toMatchObject({ state: 'removed' });
    expect((await send('GET', `/api/videos/${ids.video}`, reader.cookie)).statusCode).toBe(404);
  });
});
