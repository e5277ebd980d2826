// What a signed-in member does besides opening the feed: scrolls to page 10, opens a post, reads the
// notifications, likes and unlikes, comments — and `mixed`, all of it at once, the soak's load.
// Posts come from the generator's sample (generators/feed.mjs: 500 spread over the year).
import { FEED_VIEWERS } from './generators/feed.mjs';
import { createRandom } from './random.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function signIn(ctx) {
  // Imported here: scenarios.mjs lists this module, so a static import would be a cycle.
  const { loginMany } = await import('./scenarios.mjs');
  return loginMany(ctx, FEED_VIEWERS);
}

/** The cursor of the feed's page `page` (1-based) for one session, by paging as the app does. */
async function feedCursor(ctx, cookie, page) {
  let cursor = null;
  for (let p = 1; p < page; p++) {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${ctx.baseUrl}/api/feed?limit=10${query}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`feed page ${p} answered ${res.status}: ${await res.text()}`);
    cursor = (await res.json()).nextCursor;
    if (!cursor) throw new Error(`the feed ended before page ${page}`);
  }
  return cursor;
}

/**
 * Like then unlike: request k is session k mod S on sample post ⌊k / S⌋ mod P, liking on even
 * passes over all pairs and unliking on odd ones, so the counters swing and never drift.
 */
export function likeToggler(cookies, posts) {
  let k = 0;
  return (req) => {
    const i = k++;
    const pair = i % (cookies.length * posts.length);
    const pass = Math.floor(i / (cookies.length * posts.length));
    req.headers.cookie = cookies[pair % cookies.length];
    req.method = pass % 2 === 0 ? 'PUT' : 'DELETE';
    req.path = `/api/posts/${posts[Math.floor(pair / cookies.length)]}/like`;
    return req;
  };
}

function commenter(ctx, cookies) {
  const random = createRandom(ctx.seed + 2);
  let k = 0;
  return (req) => {
    const i = k++;
    req.headers.cookie = cookies[i % cookies.length];
    req.path = `/api/posts/${random.pick(ctx.samplePosts)}/comments`;
    req.body = JSON.stringify({ text: `Comentário de carga nº ${i}: que post incrível!` });
    return req;
  };
}

export const socialScenarios = [
  {
    name: 'feed-page-10',
    description:
      "GET /api/feed?limit=10&cursor=… over 50 sessions — the tenth page, each session with its own cursor (the app's infinite scroll).",
    async setup(ctx) {
      const cookies = await signIn(ctx);
      const paths = [];
      for (const cookie of cookies)
        paths.push(`/api/feed?limit=10&cursor=${encodeURIComponent(await feedCursor(ctx, cookie, 10))}`);
      let k = 0;
      const setupRequest = (req) => {
        const i = k++ % cookies.length;
        req.headers.cookie = cookies[i];
        req.path = paths[i];
        return req;
      };
      return { requests: [{ method: 'GET', setupRequest }] };
    },
  },
  {
    name: 'post',
    description: 'GET /api/posts/{id} over 50 sessions — one post page, a random one of 500 spread over the year.',
    async setup(ctx) {
      const cookies = await signIn(ctx);
      const random = createRandom(ctx.seed + 1);
      let k = 0;
      const setupRequest = (req) => {
        req.headers.cookie = cookies[k++ % cookies.length];
        req.path = `/api/posts/${random.pick(ctx.samplePosts)}`;
        return req;
      };
      return { requests: [{ method: 'GET', setupRequest }] };
    },
  },
  {
    name: 'notifications',
    description: 'GET /api/notifications over 50 sessions — the first page, each with the actor.',
    async setup(ctx) {
      const { rotateCookies } = await import('./scenarios.mjs');
      return {
        requests: [{ method: 'GET', path: '/api/notifications', setupRequest: rotateCookies(await signIn(ctx)) }],
      };
    },
  },
  {
    name: 'like-toggle',
    description:
      "PUT and DELETE /api/posts/{id}/like over 50 sessions — the mark, the post's counter and the author's notification in one transaction.",
    async setup(ctx) {
      return { requests: [{ method: 'PUT', setupRequest: likeToggler(await signIn(ctx), ctx.samplePosts) }] };
    },
  },
  {
    name: 'comment',
    description:
      "POST /api/posts/{id}/comments over 50 sessions — the comment, the post's counter and the author's notification.",
    async setup(ctx) {
      return {
        requests: [{ method: 'POST', headers: JSON_HEADERS, setupRequest: commenter(ctx, await signIn(ctx)) }],
      };
    },
  },
  {
    name: 'mixed',
    description:
      'All of the above at once, as members use the app: 40 % feed, 20 % post, 10 % explore, 10 % notifications, 10 % like or unlike, 5 % store list, 5 % comment. The soak runs it for 10 minutes.',
    async setup(ctx) {
      const cookies = await signIn(ctx);
      const random = createRandom(ctx.seed + 3);
      const like = likeToggler(cookies, ctx.samplePosts);
      const comment = commenter(ctx, cookies);
      let k = 0;
      const setupRequest = (req) => {
        // A fresh header set each time: autocannon carries one request's headers into the next.
        req.headers = {};
        delete req.body;
        const roll = random.next();
        if (roll < 0.1) return like(req);
        if (roll >= 0.95) {
          req.method = 'POST';
          req.headers['content-type'] = 'application/json';
          return comment(req);
        }
        req.headers.cookie = cookies[k++ % cookies.length];
        req.method = 'GET';
        if (roll < 0.5) req.path = '/api/feed?limit=10';
        else if (roll < 0.7) req.path = `/api/posts/${random.pick(ctx.samplePosts)}`;
        else if (roll < 0.8) req.path = '/api/explore';
        else if (roll < 0.9) req.path = '/api/notifications';
        else req.path = `/store/${ctx.storeId}/products?limit=24`;
        return req;
      };
      return { requests: [{ method: 'GET', setupRequest }] };
    },
  },
];
