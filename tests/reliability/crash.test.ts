import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heldCountsApart } from '../../src/server/testing/fixtures/store';
import { testDialect } from '../../src/server/testing/harness';
import { ADMIN_TOKEN, createDataPlace, ensureServerBuild, startServer, type DataPlace } from './server-process';
import {
  drive,
  newLedger,
  signup,
  stockStore,
  stockedVariants,
  type LoadMember,
  type StockedVariant,
} from './workload';

const KILLS = 10;
const WRITERS = 6;

let main: string;
let place: DataPlace;
beforeAll(async () => {
  main = ensureServerBuild('crash');
  place = await createDataPlace();
});
afterAll(async () => {
  await place?.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (done: () => boolean) => {
  while (!done()) await sleep(20);
};

it(`keeps every acknowledged write and every counter equal to its rows across ${KILLS} kill -9s under load (${testDialect})`, async () => {
  const ledger = newLedger();
  let members: LoadMember[] = [];
  let initial: StockedVariant[] = [];

  for (let round = 0; round < KILLS; round++) {
    const server = await startServer(main, place);
    try {
      if (round === 0) {
        await stockStore(server.url, ADMIN_TOKEN);
        initial = await stockedVariants(server.url);
        expect(initial.length, 'the store has stocked variants').toBeGreaterThan(0);
        members = await Promise.all(Array.from({ length: WRITERS }, () => signup(server.url, ledger)));
      }
      let stopped = false;
      const before = { post: ledger.acked.post ?? 0, like: ledger.acked.like ?? 0 };
      const writers = members.map((m) => drive(server.url, m, ledger, initial, () => stopped));
      let writing = true;
      void Promise.all(writers).then(() => (writing = false));
      // Each life of the server acknowledges some writes of each kind, however slow the machine is;
      // then a random moment: sometimes mid-request, sometimes between requests.
      await until(
        () => !writing || ((ledger.acked.post ?? 0) >= before.post + 2 && (ledger.acked.like ?? 0) >= before.like + 2),
      );
      await sleep(Math.random() * 900);
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      stopped = true;
      await Promise.all(writers);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  }

  // One more start proves the data opens and migrates after the last crash; then a clean stop.
  const last = await startServer(main, place);
  const me = await fetch(`${last.url}/api/me`, { headers: { cookie: members[0]!.cookie } });
  expect(me.status, 'a session from before the crashes still works').toBe(200);
  last.child.kill('SIGTERM');
  expect(await last.exited).toBe(0);

  expect(ledger.acked.post ?? 0, 'posts were written').toBeGreaterThan(KILLS);
  expect(ledger.acked.like ?? 0, 'likes were written').toBeGreaterThan(KILLS);

  const { db, close } = await place.open();
  try {
    if (testDialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows.map((r) => r.integrity_check)).toEqual(['ok']);
    }
    const ids = async (table: 'users' | 'posts' | 'comments' | 'store_orders', wanted: Iterable<string>) => {
      const list = [...wanted];
      if (!list.length) return [];
      const rows = await db.selectFrom(table).select('id').where('id', 'in', list).execute();
      const found = new Set(rows.map((r) => r.id));
      return list.filter((id) => !found.has(id));
    };
    expect(await ids('users', ledger.members), 'acknowledged sign-ups lost').toEqual([]);
    expect(await ids('posts', ledger.posts.keys()), 'acknowledged posts lost').toEqual([]);
    expect(await ids('comments', ledger.comments), 'acknowledged comments lost').toEqual([]);
    expect(await ids('store_orders', ledger.orders), 'acknowledged orders lost').toEqual([]);

    const likeRows = await db
      .selectFrom('post_likes')
      .select(['user_id', 'post_id'])
      .where('user_id', 'in', [...ledger.members])
      .execute();
    const liked = new Set(likeRows.map((r) => `${r.user_id} ${r.post_id}`));
    const wrongLikes = [...ledger.likes].filter(([key, state]) => state !== null && liked.has(key) !== state);
    expect(wrongLikes, 'likes that differ from their last acknowledged call').toEqual([]);

    const memberIds = [...ledger.members];
    const posts = await db
      .selectFrom('posts')
      .select((eb) => [
        'id',
        'likes_count',
        'comments_count',
        eb
          .selectFrom('post_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('post_likes.post_id', '=', 'posts.id')
          .as('likes'),
        eb
          .selectFrom('comments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('comments.post_id', '=', 'posts.id')
          .as('comments'),
      ])
      .where('author_user_id', 'in', memberIds)
      .execute();
    expect(posts.length).toBeGreaterThanOrEqual(ledger.posts.size);
    const badPosts = posts.filter((p) => Number(p.likes) !== p.likes_count || Number(p.comments) !== p.comments_count);
    expect(badPosts, 'posts whose counters differ from their rows').toEqual([]);

    const users = await db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'posts_count',
        eb
          .selectFrom('posts')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('posts.author_user_id', '=', 'users.id')
          .as('rows'),
      ])
      .where('id', 'in', memberIds)
      .execute();
    expect(
      users.filter((u) => Number(u.rows) !== u.posts_count),
      'members whose post count differs from their posts',
    ).toEqual([]);

    // Stock taken by live orders plus stock on the shelf is what the store started with.
    for (const v of initial) {
      const shelf = await db
        .selectFrom('store_variants')
        .select('stock')
        .where('id', '=', v.variantId)
        .executeTakeFirstOrThrow();
      const held = await db
        .selectFrom('store_order_items as i')
        .innerJoin('store_orders as o', 'o.id', 'i.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('n'))
        .where('i.variant_id', '=', v.variantId)
        .where('i.reserved', '=', 1)
        .where('o.status', 'in', ['pending', 'paid'])
        .executeTakeFirstOrThrow();
      expect(shelf.stock + Number(held.n), `stock of ${v.variantId}`).toBe(v.stock);
    }
    expect(await heldCountsApart(db), 'variants whose held counts differ from their held lines').toEqual([]);
  } finally {
    await close();
  }
  // Eleven starts of a real server beside a write load: a safety net for a busy machine, not a budget.
}, 900_000);
