import { expect, it } from 'vitest';
import { addProducts, postCheckout, stockOf } from '../../testing/fixtures/store';
import { useTestApp } from '../../testing/test-app';

// Many checkouts from one address, each reserving for nobody in particular: the rate limit and the
// anonymous share have their own tests, these prove the stock arithmetic.
const t = useTestApp({ env: { STORE_ANON_HOLD_PERCENT: '100', STORE_CHECKOUT_RATE_LIMIT: '1000' } });

it('50 checkouts at once for 10 in stock: exactly 10 reserve, 40 get 409, the stock ends at 0 and never below', async () => {
  const [p] = await addProducts(t, [
    { handle: 'disputado', title: 'Produto Disputado', variants: [{ sku: 'DSP', price: 1990, stock: 10 }] },
  ]);
  const variant = p!.variants[0]!.id;
  const results = await Promise.all(
    Array.from({ length: 50 }, () => postCheckout(t, [{ variant_id: variant, quantity: 1 }])),
  );
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(40);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('insufficient_inventory');
  expect(await stockOf(t, variant)).toBe(0);
  const orders = await t.database.db
    .selectFrom('store_order_items')
    .innerJoin('store_orders', 'store_orders.id', 'store_order_items.order_id')
    .select((eb) => eb.fn.sum<number>('store_order_items.quantity').as('n'))
    .where('store_order_items.variant_id', '=', variant)
    .where('store_orders.status', '=', 'pending')
    .executeTakeFirstOrThrow();
  expect(Number(orders.n)).toBe(10);
});

it('concurrent checkouts of two items in opposite order never deadlock nor oversell', async () => {
  const [a, b] = await addProducts(t, [
    { handle: 'par-a', variants: [{ sku: 'PA', price: 100, stock: 5 }] },
    { handle: 'par-b', variants: [{ sku: 'PB', price: 100, stock: 5 }] },
  ]);
  const va = a!.variants[0]!.id;
  const vb = b!.variants[0]!.id;
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postCheckout(
        t,
        i % 2
          ? [
              { variant_id: va, quantity: 1 },
              { variant_id: vb, quantity: 1 },
            ]
          : [
              { variant_id: vb, quantity: 1 },
              { variant_id: va, quantity: 1 },
            ],
      ),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
  expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  expect(await stockOf(t, va)).toBe(0);
  expect(await stockOf(t, vb)).toBe(0);
});
