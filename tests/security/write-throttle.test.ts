import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { insertPostRow } from '../../src/server/testing/fixtures/posts';
import { createAppWithRoutes, type RouteEntry } from '../../src/server/testing/route-table';
import { throttleFactory } from '../../src/server/platform/rate-limit';
import { segmentIds } from '../../src/shared/catalog';
import { WRITE_BUDGETS, WRITE_ROUTES, type WriteKind } from '../../src/server/platform/write-throttle';
import {
  createPost,
  expectPtBrError,
  jpeg,
  multipart,
  newActor,
  rowCounts,
  send,
  storedFiles,
  type Actor,
  type Method,
  type RequestOptions,
} from './support';

const TOO_FAST = /^Você está fazendo isso rápido demais\. Tente novamente em \d+ minutos?\.$/;

let t: TestApp;
let routes: RouteEntry[];
let author: Actor;
let authorPost: { id: string };
const BRAND_POST = 'pst_throttle_brand';
beforeAll(async () => {
  ({ t, routes } = await createAppWithRoutes({ env: { AUTH_RATE_LIMIT: '100000' } }));
  author = await newActor(t, 'Alice Autora');
  authorPost = await createPost(t, author, 'Post da Alice');
  await insertPostRow(t.database.db, { id: BRAND_POST, at: t.clock.now(), brand: 'nexo-tech' });
});
afterAll(async () => {
  await t?.close();
});

function expectTooFast(res: { statusCode: number; body: string; json(): { code: string; message: string } }) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(429);
  expect(res.json().code).toBe('too_many_requests');
  expect(res.json().message).toMatch(TOO_FAST);
}

const photo = async (field = 'file') =>
  multipart(
    { content: 'Legenda', alt: 'Um quadrado', title: 'Título' },
    {
      field,
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(),
    },
  );
/** A multipart body without its file: it passes the route's checks up to the handler, which refuses it. */
const noFile = () => multipart({ content: 'Sem arquivo' });

interface WriteCase {
  method: Method;
  url: string;
  /** A request that would write if the budget allowed it. */
  real: () => Promise<RequestOptions>;
  /** What fills the budget: the real request when it is cheap to repeat. */
  filler: () => Promise<RequestOptions>;
}

const none = async () => ({});
/** A batch of seen items: a brand's post (a member's first sight of it adds a row), or a member's (none). */
const seen = (id: () => string) => async () => ({ payload: { items: [{ kind: 'post', id: id() }] } });
const cases = (): Record<WriteKind, WriteCase> => ({
  post: { method: 'POST', url: '/api/posts', real: () => photo(), filler: async () => noFile() },
  comment: {
    method: 'POST',
    url: `/api/posts/${authorPost.id}/comments`,
    real: async () => ({ payload: { text: 'Comentário' } }),
    filler: async () => ({ payload: { text: 'Comentário' } }),
  },
  like: { method: 'PUT', url: `/api/posts/${authorPost.id}/like`, real: none, filler: none },
  follow: { method: 'PUT', url: `/api/members/${author.id}/follow`, real: none, filler: none },
  repost: { method: 'POST', url: `/api/posts/${authorPost.id}/repost`, real: none, filler: none },
  share: { method: 'POST', url: `/api/posts/${authorPost.id}/share`, real: none, filler: none },
  story: { method: 'POST', url: '/api/stories', real: () => photo(), filler: async () => noFile() },
  reel: { method: 'POST', url: '/api/reels', real: async () => noFile(), filler: async () => noFile() },
  video: { method: 'POST', url: '/api/videos', real: async () => noFile(), filler: async () => noFile() },
  upload: { method: 'POST', url: '/api/settings/avatar', real: () => photo(), filler: async () => noFile() },
  view: { method: 'POST', url: '/api/views', real: seen(() => BRAND_POST), filler: seen(() => authorPost.id) },
});

describe('per-member write budgets', () => {
  it('name only routes the server registers, and cover every kind of write', () => {
    const registered = new Set(routes.map((r) => r.key));
    expect(Object.keys(WRITE_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
    expect(new Set(Object.values(WRITE_ROUTES))).toEqual(new Set(Object.keys(WRITE_BUDGETS)));
    for (const [kind, c] of Object.entries(cases())) {
      expect(WRITE_ROUTES[`${c.method} ${c.url.replace(/\/(pst|usr)_[^/]+/, '/:id')}`], kind).toBe(kind);
    }
  });

  for (const kind of Object.keys(WRITE_BUDGETS) as WriteKind[]) {
    it(`refuses a burst of ${kind} writes past the budget with 429, writing nothing, and leaves others alone`, async () => {
      const c = cases()[kind];
      const member = await newActor(t, 'Roberto Robô');
      for (let i = 0; i < WRITE_BUDGETS[kind].points; i++) {
        const res = await send(t, member, c.method, c.url, await c.filler());
        expect(res.statusCode, `${kind} #${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
      }
      const before = await rowCounts(t);
      const files = await storedFiles(t);
      const refused = await send(t, member, c.method, c.url, await c.real());
      expectTooFast(refused);
      expectPtBrError(refused, kind);
      expect(await rowCounts(t), `${kind} wrote after its budget`).toEqual(before);
      expect(await storedFiles(t), `${kind} stored a file after its budget`).toEqual(files);

      const other = await newActor(t, 'Olívia Outra');
      const res = await send(t, other, c.method, c.url, await c.real());
      expect(res.statusCode, `another member's ${kind}: ${res.body.slice(0, 200)}`).not.toBe(429);
    });
  }

  it('stops a comment flood after a few dozen, while every comment before it is kept', async () => {
    const spammer = await newActor(t, 'Sílvio Spam');
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await send(t, spammer, 'POST', `/api/posts/${authorPost.id}/comments`, {
        payload: { text: `Compre já ${i}` },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe('Você está fazendo isso rápido demais. Tente novamente em 1 minuto.');
    }
    const kept = codes.filter((c) => c === 201).length;
    expect(kept).toBe(WRITE_BUDGETS.comment.points);
    expect(kept).toBeLessThanOrEqual(40);
    expect(codes.slice(kept).every((c) => c === 429)).toBe(true);
    const rows = await t.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', spammer.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(kept);
  });

  it('lets a person like 60 posts in a minute and unlike some again', async () => {
    const authors = await Promise.all([1, 2, 3].map((i) => newActor(t, `Autora ${i}`)));
    const posts: { id: string }[] = [];
    for (const a of authors) for (let i = 0; i < 20; i++) posts.push(await createPost(t, a, `Post ${i}`));
    const fan = await newActor(t, 'Fábio Fã');
    for (const p of posts) expect((await send(t, fan, 'PUT', `/api/posts/${p.id}/like`)).statusCode).toBe(200);
    for (const p of posts.slice(0, 20))
      expect((await send(t, fan, 'DELETE', `/api/posts/${p.id}/like`)).statusCode).toBe(200);
  });
});

describe('every budgeted route', () => {
  const SCALE = 0.05;
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', WRITE_RATE_SCALE: String(SCALE) } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('counts each member’s writes and refuses them past the budget', async () => {
    const target = await newActor(small, 'Tânia Alvo');
    const post = await createPost(small, target, 'Alvo');
    const params: Record<string, string> = { id: post.id, brandId: 'nexo-tech', segmentId: segmentIds[0] };
    for (const [route, kind] of Object.entries(WRITE_ROUTES)) {
      const [method, pattern] = route.split(' ') as [Method, string];
      const url = pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);
      const body = (): RequestOptions =>
        route.includes('/comments')
          ? { payload: { text: 'Olá' } }
          : route === 'POST /api/views'
            ? { payload: { items: [{ kind: 'post', id: post.id }] } }
            : method === 'POST' || method === 'PATCH'
              ? noFile()
              : {};
      const member = await newActor(small, 'Rui Rota');
      const budget = Math.max(1, Math.round(WRITE_BUDGETS[kind].points * SCALE));
      for (let i = 0; i < budget; i++) {
        const res = await send(small, member, method, url, body());
        expect(res.statusCode, `${route} #${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
      }
      const refused = await send(small, member, method, url, body());
      expect(refused.statusCode, `${route} past its budget: ${refused.body.slice(0, 200)}`).toBe(429);
      expect(refused.json().message).toMatch(TOO_FAST);
    }
  });
});

describe('after the window', () => {
  let short: TestApp;
  beforeAll(async () => {
    const base = throttleFactory(undefined, `${crypto.randomUUID()}:`);
    short = await createTestApp({
      env: { AUTH_RATE_LIMIT: '100000', WRITE_RATE_SCALE: '0.1' },
      // The same budgets on a one-second window, so the test sees it pass.
      throttles: (opts) => base(opts.name.startsWith('write-') ? { ...opts, seconds: 1 } : opts),
    });
  });
  afterAll(async () => {
    await short?.close();
  });

  it('lets the member write again', async () => {
    const a = await newActor(short, 'Ana Paciente');
    const post = await createPost(short, a, 'Post');
    const comment = () => send(short, a, 'POST', `/api/posts/${post.id}/comments`, { payload: { text: 'Oi' } });
    const budget = Math.round(WRITE_BUDGETS.comment.points * 0.1);
    for (let i = 0; i < budget; i++) expect((await comment()).statusCode).toBe(201);
    expectTooFast(await comment());
    await new Promise((r) => setTimeout(r, 1100));
    expect((await comment()).statusCode).toBe(201);
  });
});

describe('WRITE_RATE_SCALE', () => {
  it('lifts the budgets when 0, for load tests', async () => {
    const bench = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', WRITE_RATE_SCALE: '0' } });
    try {
      const a = await newActor(bench, 'Beto Bench');
      const post = await createPost(bench, a, 'Post');
      for (let i = 0; i < WRITE_BUDGETS.comment.points + 5; i++) {
        const res = await send(bench, a, 'POST', `/api/posts/${post.id}/comments`, { payload: { text: `C ${i}` } });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await bench.close();
    }
  });
});
