// The feed's scenario: the first page a signed-in member sees, on the generated social graph
// (generators/feed.mjs). Each session is a member following 20 brands (and their segments) and 50 members.
import { FEED_VIEWERS } from './generators/feed.mjs';

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
];
