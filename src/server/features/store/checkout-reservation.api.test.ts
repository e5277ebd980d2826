import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { addProducts, postCheckout, stockOf } from '../../testing/fixtures/store';
import { signupMember, testDialect } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';
import { insertOrder } from './orders.queries';
import { takeStock } from './stock.queries';

/*
 * What the reservation must get right however it is written: a transaction, or on PostgreSQL one
 * statement (checkout-postgres.ts, decision 047). The anonymous share is the default half.
 */
const t = useTestApp({ env: { STORE_CHECKOUT_RATE_LIMIT: '1000' } });

const heldOf = (variantId: string) =>
  t.database.db
    .selectFrom('store_order_items')
    .innerJoin('store_orders', 'store_orders.id', 'store_order_items.order_id')
    .select(['store_orders.member_id', 'store_order_items.quantity'])
    .where('store_order_items.variant_id', '=', variantId)
    .where('store_order_items.held', '=', 1)
    .execute();

it('the last unit goes to one of two checkouts at once, and the other is told none is left', async () => {
  const [p] = await addProducts(t, [
    { handle: 'ultima', title: 'Última Peça', variants: [{ title: 'G', price: 1990, stock: 1 }] },
  ]);
  const variant = p!.variants[0]!.id;
  const member = await signupMember(t.app);
  const results = await Promise.all([
    postCheckout(t, [{ variant_id: variant, quantity: 1 }]),
    postCheckout(t, [{ variant_id: variant, quantity: 1 }], { cookie: member.cookie }),
  ]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const refusal = results.find((r) => r.statusCode === 409)!.json();
  expect(refusal).toMatchObject({ statusCode: 409, code: 'insufficient_inventory' });
  if (testDialect === 'postgres') {
    // The units left are those of the row the refusing statement locked.
    expect(refusal.message).toBe('Estoque insuficiente para Última Peça (G). Apenas 0 restantes.');
  } else {
    // Read after the refusal from committed data, while the winner may still be in its group's commit.
    expect(refusal.message).toMatch(/^Estoque insuficiente para Última Peça \(G\)\. Apenas [01] restantes\.$/);
  }
  expect(await stockOf(t, variant)).toBe(0);
  expect(await heldOf(variant)).toHaveLength(1);
});

it('an order of two lines with one short takes neither, and names the short line with the units left', async () => {
  const [a, b] = await addProducts(t, [
    { handle: 'farta', title: 'Peça Farta', variants: [{ title: 'M', price: 100, stock: 5 }] },
    { handle: 'rara', title: 'Peça Rara', variants: [{ title: 'P', price: 100, stock: 1 }] },
  ]);
  const [va, vb] = [a!.variants[0]!.id, b!.variants[0]!.id];
  const refused = await postCheckout(t, [
    { variant_id: va, quantity: 2 },
    { variant_id: vb, quantity: 3 },
  ]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'insufficient_inventory',
    message: 'Estoque insuficiente para Peça Rara (P). Apenas 1 restantes.',
  });
  expect([await stockOf(t, va), await stockOf(t, vb)]).toEqual([5, 1]);
  expect([...(await heldOf(va)), ...(await heldOf(vb))]).toEqual([]);
});

/**
 * Another checkout of the variant, caught between its update of the variant's row and its commit,
 * while an anonymous checkout of the same variant starts and waits on that row; then it commits.
 */
async function whileAnotherCheckoutCommits(variantId: string, otherMemberId: string | null) {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let updated!: (pid: number) => void;
  const holding = new Promise<number>((resolve) => (updated = resolve));
  const other = t.database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    const now = t.clock.now();
    await takeStock(trx, variantId, 1, now, otherMemberId === null ? 'anonymous' : 'member');
    const orderId = `ord_concurrent_${variantId}`;
    const order = {
      id: orderId,
      member_id: otherMemberId,
      status: 'pending',
      provider: 'sandbox',
      currency: 'brl',
      subtotal: 100,
      freight: 0,
      total: 100,
      success_url: 'http://localhost/success',
      cancel_url: 'http://localhost/checkout',
      created_at: now,
      updated_at: now,
      expires_at: now + 60_000,
      needs_review: 0,
      installments_max: 1,
      parcel_grams: 0,
    };
    const line = {
      id: `oitem_concurrent_${variantId}`,
      order_id: orderId,
      product_id: 'prod_concurrent',
      variant_id: variantId,
      title: 'Outro pedido',
      variant_title: 'Padrão',
      quantity: 1,
      unit_amount: 100,
      list_amount: 100,
      line_total: 100,
      reserved: 1,
      held: 1,
      position: 0,
    };
    await insertOrder(trx, order, [line]);
    updated(rows[0]!.pid);
    await committing;
  });
  const otherPid = await Promise.race([holding, other.then(() => 0)]);
  const checkout = postCheckout(t, [{ variant_id: variantId, quantity: 1 }]);
  // It commits once the checkout waits on the row: the checkout began before that order was there.
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where ${otherPid}::int = any(pg_blocking_pids(pid))`.execute(t.database.db)
        ).rows[0]!.n,
      { timeout: 30_000, interval: 20 },
    )
    .toBe(1);
  commit();
  await other;
  return checkout;
}

// PostgreSQL's statement only: SQLite's one writer never lets a checkout wait on another's lock.
if (testDialect === 'postgres')
  it('an anonymous checkout that waited on another checkout of its variant judges the share with that order', async () => {
    const [p, q] = await addProducts(t, [
      { handle: 'disputa-anonima', title: 'Peça Disputada', variants: [{ price: 100, stock: 2 }] },
      { handle: 'disputa-membro', title: 'Peça Vizinha', variants: [{ price: 100, stock: 2 }] },
    ]);
    // Of two unsold, one may be held without an account: the other anonymous order already holds it.
    const refused = await whileAnotherCheckoutCommits(p!.variants[0]!.id, null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'hold_limit' });
    expect(await stockOf(t, p!.variants[0]!.id)).toBe(1);

    // A member's order holds the other unit: one without an account may still take the last.
    const member = await signupMember(t.app);
    const taken = await whileAnotherCheckoutCommits(q!.variants[0]!.id, member.member.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stockOf(t, q!.variants[0]!.id)).toBe(0);
    const held = await heldOf(q!.variants[0]!.id);
    expect(held).toHaveLength(2);
    expect(held).toEqual(expect.arrayContaining([{ member_id: null, quantity: 1 }]));
  });
