import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/testing/route-table';
import { bodies, segmentText, withNul } from './fuzz-arbitraries';
import { routeCases } from './route-cases';
import { createSecuritySuite, STORE_ID } from './suite';
import { expectPtBrError, rowCounts, type Actor, type Method } from './support';

/*
 * Every route that takes JSON is fed bodies derived from its zod schema; every route with path or
 * query parameters gets hostile values in them. Never a 5xx; a refusal is `{ code, message }` in
 * pt-BR and stores nothing; nothing pollutes Object.prototype.
 */

const RUNS = 30;
const suite = await createSecuritySuite();
const { t, ctx } = suite;
afterAll(async () => {
  await t.close();
});

interface Target {
  url: string;
  actor: Actor | null;
  headers: Record<string, string>;
  payload?: unknown;
}

/** A URL that reaches the route as its rightful caller: the case's own setup, or the public path. */
async function targetOf(route: RouteEntry): Promise<Target> {
  const c = routeCases[route.key];
  if (!c) throw new Error(`${route.key} has no case in tests/security/route-cases.ts`);
  if (c.access === 'public') {
    return {
      url: route.url.replace(':storeId', STORE_ID).replace(/:\w+/g, 'x').replace('*', 'x'),
      actor: null,
      headers: {},
    };
  }
  // A member of its own per route: a valid fuzzed body (a privacy change, say) must not leak into other routes' setups.
  const own = { ...ctx, a: await ctx.fresh('Dona Fuzz') };
  const probe = await c.setup(own);
  const headers: Record<string, string> = c.access === 'operator' ? { authorization: `Bearer ${ctx.adminToken}` } : {};
  return {
    url: probe.url,
    actor: probe.owner ?? own.a,
    headers: { ...probe.headers, ...headers },
    payload: probe.payload,
  };
}

function inject(target: Target, method: Method, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const all = { ...target.headers, ...headers, ...(target.actor ? { cookie: target.actor.cookie } : {}) };
  return t.app.inject({ method, url, headers: all, ...(payload === undefined ? {} : { payload: payload as string }) });
}

/** The row counts as of the last request; only a success may move them, so only then are they read again. */
let known: Record<string, number> = {};
const resetKnown = async () => {
  known = await rowCounts(t);
};

async function expectRefusedCleanly(res: Awaited<ReturnType<typeof inject>>, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted, `${what} polluted Object.prototype`).toBeUndefined();
  if (res.statusCode < 400) return resetKnown();
  // Pages (the hosted payment page) answer in HTML; everything else in JSON.
  if (String(res.headers['content-type'] ?? '').includes('json')) expectPtBrError(res, what);
  expect(await rowCounts(t), `${what} stored something`).toEqual(known);
}

const jsonRoutes = suite.routes.filter((r) => r.body);
const paramRoutes = suite.routes.filter(
  (r) => /:\w+/.test(r.url) && r.method !== 'OPTIONS' && !(routeCases[r.key] as { stream?: true })?.stream,
);
const queryRoutes = suite.routes.filter((r) => r.method === 'GET' && (r.querystring || r.url.startsWith('/store/')));

describe('JSON bodies from each route’s schema', () => {
  it('covers the routes that take JSON', () => {
    expect(jsonRoutes.length).toBeGreaterThan(10);
  });
  for (const route of jsonRoutes) {
    it(`${route.key} never fails on bad input`, async () => {
      const target = await targetOf(route);
      await resetKnown();
      for (const json of withNul(route.body!)) {
        const res = await inject(target, route.method as Method, target.url, json, {
          'content-type': 'application/json',
        });
        await expectRefusedCleanly(res, `${route.key} with NUL in ${json.slice(0, 200)}`);
      }
      await fc.assert(
        fc.asyncProperty(bodies(route.body!), async (json) => {
          const res = await inject(target, route.method as Method, target.url, json, {
            'content-type': 'application/json',
          });
          await expectRefusedCleanly(res, `${route.key} with ${json.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('hostile path parameters', () => {
  for (const route of paramRoutes) {
    it(`${route.key} never fails on a strange id`, async () => {
      const target = await targetOf(route);
      await resetKnown();
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(fc.tuple(...names.map(() => segmentText)), async (values) => {
          let url = route.url.replace('*', 'x');
          names.forEach((name, i) => {
            url = url.replace(`:${name}`, encodeURIComponent(values[i]!));
          });
          const res = await inject(target, route.method as Method, url, target.payload);
          await expectRefusedCleanly(res, `${route.method} ${url.slice(0, 200)}`);
        }),
        { numRuns: 10 },
      );
    });
  }
});

const STOREFRONT_KEYS = [
  'ids[]',
  'ids',
  'offset',
  'limit',
  'order',
  'sort_by',
  'is_hidden',
  'to_date',
  'collection_ids[]',
  'type',
  'exclude_types',
  'field',
  'fields',
  'product_ids[]',
];

describe('hostile query strings', () => {
  for (const route of queryRoutes) {
    it(`${route.key} never fails on strange parameters`, async () => {
      const target = await targetOf(route);
      await resetKnown();
      const schemaKeys = route.querystring
        ? Object.keys(
            (z.toJSONSchema(route.querystring, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
              .properties ?? {},
          )
        : [];
      const keys = [
        ...schemaKeys,
        ...(route.url.startsWith('/store/') ? STOREFRONT_KEYS : []),
        '__proto__',
        'desconhecido',
      ];
      const base = target.url.split('?')[0]!;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...keys), segmentText), { minLength: 1, maxLength: 4 }),
          async (pairs) => {
            const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
            const res = await inject(target, 'GET', `${base}?${query}`, undefined);
            await expectRefusedCleanly(res, `GET ${base}?${query.slice(0, 200)}`);
          },
        ),
        { numRuns: 15 },
      );
    });
  }
});
