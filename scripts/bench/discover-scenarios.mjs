// Explore and search on the generated data (generators/feed.mjs and generators/discover.mjs): what a
// signed-in member asks for on /explore and when searching 'moda' (about 5 000 matching posts).
const SESSIONS = 50;

async function sessions(ctx) {
  // Imported here: scenarios.mjs lists this module, so a static import would be a cycle.
  const { loginMany, rotateCookies } = await import('./scenarios.mjs');
  return rotateCookies(await loginMany(ctx, SESSIONS));
}

export const discoverScenarios = [
  {
    name: 'explore',
    description:
      "GET /api/explore over 50 sessions — the 5 trending segments, the 12 top posts by engagement, the 6 top reels and the 4 newest stories, each with the viewer's marks.",
    async setup(ctx) {
      return { requests: [{ method: 'GET', path: '/api/explore', setupRequest: await sessions(ctx) }] };
    },
  },
  {
    name: 'search',
    description:
      'GET /api/search?q=moda over 50 sessions — brands, segments, members and products by full-text index, and the first 10 of the matching posts.',
    async setup(ctx) {
      return { requests: [{ method: 'GET', path: '/api/search?q=moda', setupRequest: await sessions(ctx) }] };
    },
  },
  {
    name: 'suggest',
    description: 'GET /api/search/suggest?q=mod over 50 sessions — the suggestions while typing (prefix match).',
    async setup(ctx) {
      return { requests: [{ method: 'GET', path: '/api/search/suggest?q=mod', setupRequest: await sessions(ctx) }] };
    },
  },
];
