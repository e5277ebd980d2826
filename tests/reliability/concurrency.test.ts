import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProducts,
  heldCountsApart,
  postCheckout,
  postPageForm,
  stockOf,
} from '../../src/server/testing/fixtures/store';
import { credit } from '../../src/server/features/wallet/wallet.service';
import { createTestApp, signupMember, testDialect, type TestApp } from '../../src/server/testing/harness';
import { createPost, newActor, send, type Actor } from '../security/support';

let t: TestApp;
let members: Actor[];
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', STORE_CHECKOUT_RATE_LIMIT: '100000' } });
  members = await Promise.all(Array.from({ length: 20 }, (_, i) => newActor(t, `Paralelo ${i}`)));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function postCounters(postId: string) {
  const row = await db()
    .selectFrom('posts')
    .select(['likes_count', 'comments_count', 'bookmarks_count'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const count = async (table: 'post_likes' | 'post_bookmarks' | 'comments') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    row,
    rows: {
      likes: await count('post_likes'),
      bookmarks: await count('post_bookmarks'),
      comments: await count('comments'),
    },
  };
}

describe(`concurrency (${testDialect})`, () => {
  it('keeps like, bookmark and comment counters equal to their rows under 100 parallel toggles each', async () => {
    const post = await createPost(t, members[0]!, 'Alvo das curtidas');
    const calls = Array.from({ length: 100 }, (_, i) => {
      const who = members[i % members.length]!;
      const on = Math.random() < 0.5;
      return [
        send(t, who, on ? 'PUT' : 'DELETE', `/api/posts/${post.id}/like`),
        send(t, who, on ? 'DELETE' : 'PUT', `/api/posts/${post.id}/bookmark`),
        send(t, who, 'POST', `/api/posts/${post.id}/comments`, { payload: { text: `Comentário ${i}` } }),
      ];
    }).flat();
    const answers = await Promise.all(calls);
    expect(answers.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const { row, rows } = await postCounters(post.id);
    expect(row.likes_count).toBe(rows.likes);
    expect(row.bookmarks_count).toBe(rows.bookmarks);
    expect(row.comments_count).toBe(100);
    expect(rows.comments).toBe(100);
    expect(row.likes_count).toBeGreaterThanOrEqual(0);
    expect(row.likes_count).toBeLessThanOrEqual(members.length);
    // What the API shows is the same number.
    expect((await send(t, members[1]!, 'GET', `/api/posts/${post.id}`)).json().post.stats.likes).toBe(rows.likes);
  });

  it('counts one like per member however often one member likes at once', async () => {
    const post = await createPost(t, members[0]!, 'Curtida repetida');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => send(t, members[2]!, 'PUT', `/api/posts/${post.id}/like`)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const { row, rows } = await postCounters(post.id);
    expect([row.likes_count, rows.likes]).toEqual([1, 1]);
  });

  it('never overdraws a wallet when 50 withdrawals arrive at once', async () => {
    const m = await signupMember(t.app);
    await credit(db(), m.member.id, 10_000, 'Venda', t.clock.now());
    const bank = { bank: 'Banco do Brasil', agency: '1234-5', account: '98765-0' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/withdrawals',
          headers: { cookie: m.cookie },
          payload: { amountCents: 1000, ...bank },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('Saldo insuficiente');
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: m.cookie } })).json();
    expect(wallet.balanceCents).toBe(0);
    const ledger = await db()
      .selectFrom('wallet_transactions')
      .select(['amount_cents', 'type'])
      .where('user_id', '=', m.member.id)
      .execute();
    const sum = ledger.reduce((s, x) => s + (x.type === 'credit' ? x.amount_cents : -x.amount_cents), 0);
    expect(sum).toBe(0);
  });

  it('sells the last unit once when 200 clients check out at the same moment', async () => {
    const [product] = await addProducts(t, [
      { handle: 'ultima-unidade', title: 'Última Unidade', variants: [{ sku: 'ULT', price: 9990, stock: 1 }] },
    ]);
    const variant = product!.variants[0]!;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => postCheckout(t, [{ variant_id: variant.id, quantity: 1 }])),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(
      refused.every((r) => r.statusCode === 409 && r.json().code === 'insufficient_inventory'),
      refused[0]?.body,
    ).toBe(true);
    expect(await stockOf(t, variant.id)).toBe(0);
    const orders = await db()
      .selectFrom('store_order_items')
      .select('order_id')
      .where('variant_id', '=', variant.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await heldCountsApart(db())).toEqual([]);
  });

  it("keeps each variant's held counts equal to its held lines under parallel checkouts and cancels", async () => {
    const products = await addProducts(t, [
      { handle: 'disputa-a', title: 'Disputa A', variants: [{ sku: 'DSA', price: 1000, stock: 40 }] },
      { handle: 'disputa-b', title: 'Disputa B', variants: [{ sku: 'DSB', price: 1000, stock: 40 }] },
    ]);
    const [a, b] = products.map((p) => p.variants[0]!.id) as [string, string];
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const items =
          i % 3 === 0
            ? [
                { variant_id: a, quantity: 1 },
                { variant_id: b, quantity: 1 },
              ]
            : [{ variant_id: i % 2 ? a : b, quantity: 1 }];
        const res = await postCheckout(t, items, i % 2 ? {} : { cookie: members[i % members.length]!.cookie });
        if (res.statusCode !== 200 || i % 4 > 1) return res.statusCode;
        const page = new URL(res.json().url as string);
        const cancel = await postPageForm(t, `${page.pathname}/cancel`, { token: page.searchParams.get('token')! });
        return cancel.statusCode === 303 ? res.statusCode : cancel.statusCode;
      }),
    );
    // The anonymous share refuses some buyers without an account; nothing else fails.
    expect(answers.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    expect(answers.filter((code) => code === 200).length).toBeGreaterThan(50);
    expect(await heldCountsApart(db())).toEqual([]);
  });
});
