// What `npm run bench` measures. Each scenario's setup(ctx) runs in the load-generator process and
// returns autocannon options (url, connections and duration are filled in by load.mjs).
//
// ctx: { baseUrl, members, seed } — `members` bench members exist, member n signs in with
// memberEmail(n) / BENCH_PASSWORD. Add a scenario by appending to the list (see docs/benchmarks.md).
import { createRandom } from './random.mjs';
import { BENCH_PASSWORD, memberEmail } from './generators/members.mjs';
import { storeScenarios } from './store-scenarios.mjs';
import { contentionScenario } from './contention-scenario.mjs';
import { feedScenarios } from './feed-scenarios.mjs';
import { discoverScenarios } from './discover-scenarios.mjs';
import { socialScenarios } from './social-scenarios.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Signs in `count` distinct members spread over the data set; returns their session cookies. */
export async function loginMany(ctx, count) {
  const stride = Math.max(1, Math.floor(ctx.members / count));
  const emails = Array.from({ length: Math.min(count, ctx.members) }, (_, i) => memberEmail(1 + i * stride));
  const login = async (email) => {
    const res = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bs_session='));
    if (!cookie) throw new Error('login answered 200 without a bs_session cookie');
    return cookie.split(';')[0];
  };
  const cookies = [];
  // A few at a time: argon2 makes each login cost tens of milliseconds of server CPU.
  for (let i = 0; i < emails.length; i += 4) cookies.push(...(await Promise.all(emails.slice(i, i + 4).map(login))));
  return cookies;
}

/** Sends each request with the next cookie in turn, so the load spreads over many sessions and members. */
export function rotateCookies(cookies) {
  let next = 0;
  return (req) => {
    req.headers.cookie = cookies[next++ % cookies.length];
    return req;
  };
}

export const scenarios = [
  {
    name: 'health',
    description: 'GET /api/health — the framework and HTTP stack with no database work: the ceiling.',
    async setup() {
      // autocannon takes a path only inside `requests`: at the top level it would load '/', the app's page.
      return { requests: [{ method: 'GET', path: '/api/health' }] };
    },
  },
  {
    name: 'me',
    description:
      'GET /api/me over 50 sessions — the session lookup every signed-in request pays, plus reading the member.',
    async setup(ctx) {
      const cookies = await loginMany(ctx, 50);
      return { requests: [{ method: 'GET', path: '/api/me', setupRequest: rotateCookies(cookies) }] };
    },
  },
  {
    name: 'login',
    description:
      'POST /api/auth/login as a random member each time — argon2id verification (CPU bound) plus a new session row.',
    async setup(ctx) {
      const random = createRandom(ctx.seed);
      return {
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            headers: JSON_HEADERS,
            setupRequest(req) {
              req.body = JSON.stringify({ email: memberEmail(1 + random.int(ctx.members)), password: BENCH_PASSWORD });
              return req;
            },
          },
        ],
      };
    },
  },
  ...storeScenarios,
  contentionScenario,
  ...feedScenarios,
  ...discoverScenarios,
  ...socialScenarios,
];
