// The feed's scenarios: the first page a signed-in member sees, on the generated social graph
// (generators/feed.mjs). Each session is a member following 20 brands (and their segments) and 50 members.
// `feed-tagged` is the same page with every post on it tagging store products (decision 030).
import { FEED_VIEWERS } from './generators/feed.mjs';
import { notForSale, productId } from './generators/store.mjs';
import { openStore } from './store.mjs';

/** Tags per tagged post: two, as a brand's post usually shows a product and its companion. */
const TAGS_PER_POST = 2;
/**
 * The read cache keeps a feed page 60 s (platform/read-cache.ts); the tags are written behind the
 * server's back, so the pages `feed` left cached must run out before the tagged ones are measured.
 */
const FEED_CACHE_MS = 61_000;

/** The ids of each session's first feed page, read with limit 11 so the measured page (limit 10) stays uncached. */
async function firstPagePosts(ctx, cookies) {
  const ids = new Set();
  for (const cookie of cookies) {
    const res = await fetch(`${ctx.baseUrl}/api/feed?limit=11`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${await res.text()}`);
    for (const post of (await res.json()).posts.slice(0, 10)) ids.add(post.originalPostId ?? post.id);
  }
  return [...ids];
}

/** `TAGS_PER_POST` products for sale (their variant 1 never runs out), different for each post. */
function tagRows(postIds, products, now) {
  const forSale = [];
  for (let n = 1; n <= products; n++) if (!notForSale(n)) forSale.push(productId(n));
  return postIds.flatMap((postId, i) =>
    Array.from({ length: TAGS_PER_POST }, (_, k) => [
      'post',
      postId,
      'store',
      forSale[(i * TAGS_PER_POST + k) % forSale.length],
      k,
      0.3 + 0.4 * k,
      0.6,
      now,
    ]),
  );
}

/**
 * Tags every post of the sessions' first pages, written straight into the bench database (the tags'
 * table is the same on both engines). The tags stay for the later scenarios: they are at most a few
 * hundred posts among 100 000, on first pages only `mixed` reads again.
 */
async function tagFirstPages(ctx, cookies) {
  if (!ctx.target) throw new Error('feed-tagged needs the bench database (ctx.target)');
  const posts = await firstPagePosts(ctx, cookies);
  const store = await openStore(ctx.target);
  try {
    await store.query('DELETE FROM content_product_tags');
    await store.bulkInsert(
      'content_product_tags',
      ['content_kind', 'content_id', 'product_kind', 'product_id', 'position', 'x', 'y', 'created_at'],
      tagRows(posts, ctx.storeProducts ?? 1000, Date.now()),
    );
  } finally {
    await store.close();
  }
  return posts.length;
}

export const feedScenarios = [
  {
    name: 'feed',
    description:
      "GET /api/feed?limit=10 over 50 sessions — own posts, then followed brands, segments and members, then the rest, with each viewer's likes, bookmarks, shares and reposts — on 100 000 posts and 1 000 000 likes.",
    async setup(ctx) {
      // Imported here: scenarios.mjs lists this module, so a static import would be a cycle.
      const { loginMany, rotateCookies } = await import('./scenarios.mjs');
      const cookies = await loginMany(ctx, FEED_VIEWERS);
      return { requests: [{ method: 'GET', path: '/api/feed?limit=10', setupRequest: rotateCookies(cookies) }] };
    },
  },
  {
    name: 'feed-tagged',
    description:
      'The feed scenario with every post of the 50 first pages tagging two store products in stock: what reading the tags (one batched query per page) costs the page. Goal: within 10 % of feed.',
    async setup(ctx) {
      const { loginMany, rotateCookies } = await import('./scenarios.mjs');
      const cookies = await loginMany(ctx, FEED_VIEWERS);
      await tagFirstPages(ctx, cookies);
      await new Promise((resolve) => setTimeout(resolve, FEED_CACHE_MS));
      return { requests: [{ method: 'GET', path: '/api/feed?limit=10', setupRequest: rotateCookies(cookies) }] };
    },
  },
];
