import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../testing/fixtures/posts';
import { addProducts, postCheckout, stockOf } from '../testing/fixtures/store';
import { signupMember, testDialect } from '../testing/harness';
import { useStatementCapture } from '../testing/statement-capture';

/*
 * The round trips a write costs (decision 031). Each statement is a round trip on PostgreSQL, and a
 * write holds the writer's turn for its statements on SQLite, so the hot writes are held to a budget
 * here: a change that adds a query to a like or a comment has to raise the budget, and say why.
 */

const recorded = useStatementCapture();

async function statementsOf(run: () => Promise<{ statusCode: number }>) {
  // A first request warms the session into the read cache, as every request but a member's first finds it.
  const res = await recorded.capture(run);
  expect(res.statusCode).toBeLessThan(300);
  // Transaction control is left out: SQLite's runs in the driver, shared by a whole group (group-commit.ts).
  return recorded.captured.map((q) => q.sql.replace(/\s+/g, ' ')).filter((s) => !isTransactionControl(s));
}
const isTransactionControl = (s: string) => /^(begin|commit|rollback)\b/i.test(s);

describe('statements per write', () => {
  let author: Awaited<ReturnType<typeof signupMember>>;
  let reader: Awaited<ReturnType<typeof signupMember>>;
  let postId: string;

  beforeAll(async () => {
    author = await signupMember(recorded.t.app);
    reader = await signupMember(recorded.t.app);
    postId = (await createPost(recorded.t.app, author.cookie, 'Olá')).id;
    await recorded.t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: reader.cookie } });
  });

  it('a like of a post nobody has opened reads what its page keeps, then writes: 7 statements, 5 on PostgreSQL', async () => {
    const cold = (await createPost(recorded.t.app, author.cookie, 'Ninguém abriu')).id;
    const like = await statementsOf(() =>
      recorded.t.app.inject({ method: 'PUT', url: `/api/posts/${cold}/like`, headers: { cookie: reader.cookie } }),
    );
    // The row, whether it is held, the author's privacy and the reader's blocks (the last two kept for
    // every post of the author and every page of the reader), then the writes above.
    expect(like.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 5 : 7);
  });

  it('a like that notifies writes the mark, the counter and the notification, judged from the read cache: 3 statements, 1 on PostgreSQL', async () => {
    // A post someone has liked (here its author, who is not notified): what decides who may see it is
    // in the read cache (decision 049).
    await recorded.t.app.inject({
      method: 'PUT',
      url: `/api/posts/${postId}/like`,
      headers: { cookie: author.cookie },
    });
    const like = await statementsOf(() =>
      recorded.t.app.inject({ method: 'PUT', url: `/api/posts/${postId}/like`, headers: { cookie: reader.cookie } }),
    );
    // On PostgreSQL the mark, its counter delta, the notification and the new count are one statement,
    // with no transaction around it (posts/post-like-postgres.ts, decision 045).
    expect(like.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 1 : 3);
    expect(like.filter((s) => /^select/i.test(s))).toEqual([]);
    if (testDialect === 'postgres') expect(recorded.captured.filter((q) => isTransactionControl(q.sql))).toEqual([]);
    // Whether the author takes the notification is asked inside its insert.
    expect(like.filter((s) => /^select \(exists \(select 1 from notification_mutes/.test(s))).toEqual([]);
    // The counter is moved and read in one statement.
    expect(like.filter((s) => /^select "likes_count"/.test(s))).toEqual([]);
    // The live event carries a reference: the notification is read by whoever holds a stream, not by the write.
    expect(like.filter((s) => /from "notifications" as "n"/.test(s))).toEqual([]);
  });

  it('an unlike clears the mark, the counter and the notification: 2 statements on PostgreSQL, none of them a transaction', async () => {
    const unlike = await statementsOf(() =>
      recorded.t.app.inject({ method: 'DELETE', url: `/api/posts/${postId}/like`, headers: { cookie: reader.cookie } }),
    );
    expect(unlike.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 2 : 4);
    if (testDialect === 'postgres') expect(recorded.captured.filter((q) => isTransactionControl(q.sql))).toEqual([]);
    const left = await recorded.t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', author.member.id)
      .where('type', '=', 'like')
      .where('post_id', '=', postId)
      .execute();
    expect(left).toEqual([]);
  });

  it('a save and a share write their mark and counter alone, judged from the read cache: 2 statements, 1 on PostgreSQL', async () => {
    for (const [method, mark] of [
      ['PUT', 'bookmark'],
      ['POST', 'share'],
    ] as const) {
      const written = await statementsOf(() =>
        recorded.t.app.inject({ method, url: `/api/posts/${postId}/${mark}`, headers: { cookie: reader.cookie } }),
      );
      expect(written.filter((s) => /^select/i.test(s))).toEqual([]);
      expect(written.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 1 : 2);
    }
  });

  it('a comment that notifies costs at most 5 statements, 2 on PostgreSQL: its rules are asked in one', async () => {
    const comment = await statementsOf(() =>
      recorded.t.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: { cookie: reader.cookie },
        payload: { text: 'Que legal' },
      }),
    );
    // Whether the reader may see the post comes from the read cache, which the likes above filled
    // (decision 050): no statement reads the post. On PostgreSQL the comment's rules come first; then
    // the comment, its counter delta, the notification, the count and the writer's name are one
    // statement, with no transaction around them (posts/post-comment-postgres.ts, decision 046).
    expect(comment.filter((s) => /^select\b.*\bfrom "posts"/.test(s))).toEqual([]);
    expect(comment.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 2 : 5);
    if (testDialect === 'postgres') expect(recorded.captured.filter((q) => isTransactionControl(q.sql))).toEqual([]);
    expect(comment.filter((s) => /from "notifications" as "n"/.test(s))).toEqual([]);
    const notified = await recorded.t.database.db
      .selectFrom('notifications')
      .select(['actor_user_id', 'post_id'])
      .where('user_id', '=', author.member.id)
      .where('type', '=', 'comment')
      .execute();
    expect(notified).toEqual([{ actor_user_id: reader.member.id, post_id: postId }]);
  });

  it('a checkout of one line, as the storefront contract sends it, costs at most 4 statements, 2 on PostgreSQL', async () => {
    const [product] = await addProducts(recorded.t, [
      { handle: 'caneca-orcamento', variants: [{ price: 4990, stock: 10 }] },
    ]);
    const variantId = product!.variants[0]!.id;
    // The first checkout of every five seconds sweeps the lapsed holds first (orders.service.ts).
    await postCheckout(recorded.t, [{ variant_id: variantId, quantity: 1 }]);
    const checkout = await statementsOf(() => postCheckout(recorded.t, [{ variant_id: variantId, quantity: 1 }]));
    if (testDialect === 'postgres') {
      // The sellable variants' read, then one statement takes the stock, checks the anonymous share and
      // writes the order, its line and fulfilments, with no transaction (checkout-postgres.ts, decision 047).
      expect(checkout.length).toBeLessThanOrEqual(2);
      expect(recorded.captured.filter((q) => isTransactionControl(q.sql))).toEqual([]);
      expect(
        checkout.filter((x) => /update store_variants as v set stock = v\.stock - w\.quantity/.test(x)),
      ).toHaveLength(1);
    } else {
      expect(checkout.length).toBeLessThanOrEqual(4);
      // The stock is taken by one conditional update: no read-then-write race to lose.
      expect(checkout.filter((x) => /^update "store_variants" set "stock" = "stock" - /.test(x))).toHaveLength(1);
    }
    // The anonymous share is judged on the variant's held counts (migration 030), not on the lines.
    expect(checkout.filter((x) => /from "?store_order_items/.test(x))).toEqual([]);
    expect(await stockOf(recorded.t, variantId)).toBe(8);
    const lines = await recorded.t.database.db
      .selectFrom('store_order_items')
      .select(['quantity', 'reserved', 'held'])
      .where('variant_id', '=', variantId)
      .execute();
    expect(lines).toEqual([
      { quantity: 1, reserved: 1, held: 1 },
      { quantity: 1, reserved: 1, held: 1 },
    ]);
  });

  it("a member's checkout of one line adds the lines' sources: at most 6 statements, 4 on PostgreSQL", async () => {
    const [product] = await addProducts(recorded.t, [
      { handle: 'caneca-membro', variants: [{ price: 4990, stock: 10 }] },
    ]);
    const variantId = product!.variants[0]!.id;
    const checkout = await statementsOf(() =>
      postCheckout(recorded.t, [{ variant_id: variantId, quantity: 2 }], { cookie: reader.cookie }),
    );
    // The cart's line and the tag openings (decision 030) are read before the one statement.
    expect(checkout.length).toBeLessThanOrEqual(testDialect === 'postgres' ? 4 : 6);
    if (testDialect === 'postgres') expect(recorded.captured.filter((q) => isTransactionControl(q.sql))).toEqual([]);
    expect(await stockOf(recorded.t, variantId)).toBe(8);
    const orders = await recorded.t.database.db
      .selectFrom('store_orders')
      .innerJoin('store_order_items', 'store_order_items.order_id', 'store_orders.id')
      .select(['store_orders.member_id', 'store_orders.status', 'store_order_items.quantity'])
      .where('store_order_items.variant_id', '=', variantId)
      .execute();
    expect(orders).toEqual([{ member_id: reader.member.id, status: 'pending', quantity: 2 }]);
  });
});
