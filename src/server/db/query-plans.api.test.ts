import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupOperator } from '../testing/fixtures/admin';
import { createPost } from '../testing/fixtures/posts';
import { checkoutBody, STORE } from '../testing/fixtures/store';
import { addToTeam } from '../testing/fixtures/teams';
import { createTestApp, createTestDatabase, signupMember, testDialect, type TestApp } from '../testing/harness';

/*
 * Every query the hot paths run (the benchmark's scenarios, and the writes a scroll makes: seen items,
 * follows) is planned here, inserts included, and none may read a large table from end to end. SQLite
 * plans by rules, so a "SCAN t" without an index means there is none; PostgreSQL is asked with
 * sequential scans discouraged, so it falls back to one only when no index can serve. Tables that
 * stay small whatever the traffic (segments, brands, settings…) may be scanned.
 */
const LARGE_TABLES = [
  'users',
  'sessions',
  'posts',
  'post_likes',
  'post_bookmarks',
  'post_shares',
  'comments',
  'member_follows',
  'brand_follows',
  'brand_follow_events',
  'segment_follows',
  'notifications',
  'store_orders',
  'store_order_items',
  'store_cart_items',
  'stories',
  'story_views',
  'reels',
  'reel_likes',
  'search_docs',
  'post_views',
  'reel_views',
  'long_video_views',
];

interface Captured {
  path: string;
  query: CompiledQuery;
}

let current = 'set-up';
let capturing = false;
const captured: Captured[] = [];
let t: TestApp;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

async function fullScans(query: CompiledQuery): Promise<string[]> {
  if (testDialect === 'sqlite') {
    const plan = await database.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `EXPLAIN QUERY PLAN ${query.sql}`,
      query: query.query,
    });
    // SQLite names an aliased table by its alias alone ('SCAN o'): read the aliases off the query.
    const tables = new Map<string, string>();
    for (const m of query.sql.matchAll(/\b(?:from|join)\s+"(\w+)"(?:\s+as\s+"(\w+)")?/gi))
      tables.set(m[2] ?? m[1]!, m[1]!);
    const details = plan.rows.map((r) => r.detail);
    // Walking a whole index is a full scan too when the rows are then sorted: nothing stops it early.
    const sorted = details.includes('USE TEMP B-TREE FOR ORDER BY');
    return details.filter((detail) => {
      const m = /^SCAN (\w+)(?: AS \w+)?(.*)$/.exec(detail);
      if (!m) return false;
      const table = tables.get(m[1]!) ?? m[1]!;
      return LARGE_TABLES.includes(table) && (sorted || !/USING (COVERING )?INDEX/.test(m[2]!));
    });
  }
  return database.db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    try {
      const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `EXPLAIN ${query.sql}`,
        query: query.query,
      });
      return plan.rows
        .map((r) => r['QUERY PLAN'])
        .filter((line) => {
          const m = /Seq Scan on (\w+)/.exec(line);
          return m !== null && LARGE_TABLES.includes(m[1]!);
        });
    } finally {
      await sql`RESET enable_seqscan`.execute(conn);
    }
  });
}

describe('query plans of the hot paths', () => {
  beforeAll(async () => {
    database = await createTestDatabase({
      onQuery: (query) => {
        if (capturing && /^\s*(select|insert|update|delete|with)\b/i.test(query.sql))
          captured.push({ path: current, query });
      },
    });
    t = await createTestApp({ database, demo: true });
  });
  afterAll(async () => {
    await t.close();
    await database.destroy();
  });

  it('sees a full scan where there is one', async () => {
    // The check itself: a filter on an unindexed column must be reported.
    const unindexed = database.db.selectFrom('posts').select('id').where('content', '=', 'nada').compile();
    expect(await fullScans(unindexed)).not.toEqual([]);
    const aliased = database.db.selectFrom('posts as p').select('p.id').where('p.content', '=', 'nada').compile();
    expect(await fullScans(aliased)).not.toEqual([]);
  });

  it('read and write nothing large without an index', async () => {
    const author = await signupMember(t.app, { name: 'Autora Planos' });
    const viewer = await signupMember(t.app, { name: 'Leitor Planos' });
    const analyst = await signupMember(t.app, { name: 'Analista Planos' });
    const operator = await signupOperator(t);
    await addToTeam(t, 'nexo-tech', analyst.member.id, 'analyst');
    await t.app.inject({
      method: 'PUT',
      url: `/api/members/${author.member.id}/follow`,
      headers: { cookie: viewer.cookie },
    });
    const post = await createPost(t.app, author.cookie, 'Publicação para planos #moda');
    const products = (await t.app.inject({ method: 'GET', url: `${STORE}/products` })).json().products as {
      id: string;
      variants: { id: string; inventory_quantity: number | null }[];
    }[];
    const buyable = products.find((p) => p.variants.some((v) => (v.inventory_quantity ?? 1) > 0))!;
    const variant = buyable.variants.find((v) => (v.inventory_quantity ?? 1) > 0)!;
    // A tag, so explore's shoppable row and 'Visto em' read the post through its loader.
    await database.db
      .insertInto('content_product_tags')
      .values({
        content_kind: 'post',
        content_id: post.id,
        product_kind: 'store',
        product_id: buyable.id,
        position: 0,
        x: null,
        y: null,
        created_at: Date.now(),
      })
      .execute();

    const as = (cookie: string) => ({ cookie });
    const paths: [string, () => Promise<{ statusCode: number; json: () => unknown }>][] = [
      ['feed', () => t.app.inject({ method: 'GET', url: '/api/feed?limit=10', headers: as(viewer.cookie) })],
      [
        'feed page 2',
        async () => {
          const first = await t.app.inject({ method: 'GET', url: '/api/feed?limit=3', headers: as(viewer.cookie) });
          const cursor = (first.json() as { nextCursor: string }).nextCursor;
          return t.app.inject({
            method: 'GET',
            url: `/api/feed?limit=3&cursor=${encodeURIComponent(cursor)}`,
            headers: as(viewer.cookie),
          });
        },
      ],
      ['post page', () => t.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: as(viewer.cookie) })],
      [
        'comments',
        () => t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments`, headers: as(viewer.cookie) }),
      ],
      ['explore', () => t.app.inject({ method: 'GET', url: '/api/explore', headers: as(viewer.cookie) })],
      [
        'explore shoppable',
        () => t.app.inject({ method: 'GET', url: '/api/explore/shoppable', headers: as(viewer.cookie) }),
      ],
      [
        'seen in',
        () =>
          t.app.inject({ method: 'GET', url: `/api/store/products/${buyable.id}/seen-in`, headers: as(viewer.cookie) }),
      ],
      ['search', () => t.app.inject({ method: 'GET', url: '/api/search?q=moda', headers: as(viewer.cookie) })],
      ['notifications', () => t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(author.cookie) })],
      [
        'brand insights',
        () =>
          t.app.inject({
            method: 'GET',
            url: '/api/studio/brands/nexo-tech/insights?days=90',
            headers: as(analyst.cookie),
          }),
      ],
      [
        'seen items',
        async () => {
          const brandItems = (table: 'posts' | 'reels' | 'long_videos') =>
            database.db.selectFrom(table).select('id').where('brand_id', 'is not', null).limit(2).execute();
          const kinds = [
            ['post', [post, ...(await brandItems('posts'))]],
            ['reel', await brandItems('reels')],
            ['video', await brandItems('long_videos')],
          ] as const;
          return t.app.inject({
            method: 'POST',
            url: '/api/views',
            payload: { items: kinds.flatMap(([kind, rows]) => rows.map((r) => ({ kind, id: r.id }))) },
            headers: as(viewer.cookie),
          });
        },
      ],
      [
        'follow brand',
        () => t.app.inject({ method: 'PUT', url: '/api/follows/brands/nexo-tech', headers: as(viewer.cookie) }),
      ],
      [
        'unfollow brand',
        () => t.app.inject({ method: 'DELETE', url: '/api/follows/brands/nexo-tech', headers: as(viewer.cookie) }),
      ],
      ['console orders', () => t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: as(operator.cookie) })],
      [
        'console paid orders',
        () => t.app.inject({ method: 'GET', url: '/api/admin/orders?status=paid', headers: as(operator.cookie) }),
      ],
      ['store list', () => t.app.inject({ method: 'GET', url: `${STORE}/products` })],
      ['product page', () => t.app.inject({ method: 'GET', url: `${STORE}/products/${buyable.id}` })],
      ['like', () => t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: as(viewer.cookie) })],
      [
        'unlike',
        () => t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}/like`, headers: as(viewer.cookie) }),
      ],
      [
        'comment',
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/posts/${post.id}/comments`,
            payload: { text: 'Muito bom!' },
            headers: as(viewer.cookie),
          }),
      ],
      [
        'checkout',
        () =>
          t.app.inject({
            method: 'POST',
            url: `${STORE}/checkout`,
            payload: checkoutBody([{ variant_id: variant.id, quantity: 1 }]),
          }),
      ],
    ];

    capturing = true;
    for (const [name, call] of paths) {
      current = name;
      // The plans of the queries each path runs when it is not answered from the read cache.
      t.app.readCache.clear();
      const res = await call();
      expect(res.statusCode, name).toBeLessThan(300);
    }
    capturing = false;

    const seenPaths = new Set(captured.map((c) => c.path));
    for (const [name] of paths) expect(seenPaths, `${name} ran no query`).toContain(name);
    // A sight is written as one insert-or-ignore per kind, on the view table's key (planned below).
    for (const table of ['post_views', 'reel_views', 'long_video_views'])
      expect(
        captured.some(
          (c) => c.path === 'seen items' && new RegExp(`^insert into "${table}".* on conflict`).test(c.query.sql),
        ),
        `seen items: insert-or-ignore into ${table}`,
      ).toBe(true);

    const problems: string[] = [];
    for (const { path, query } of captured) {
      for (const scan of await fullScans(query)) problems.push(`${path}: ${scan}\n    ${query.sql}`);
    }
    expect(problems).toEqual([]);
  });
});
