import { afterEach, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/harness';
import { ANON_HOLD_MS } from './orders.service';
import { addProducts, orderIdOf, postCheckout, stockOf } from '../../testing/fixtures/store';

afterEach(() => {
  vi.useRealTimers();
});

it('a timer in the server gives back lapsed reservations without any request, and stops when the app closes', async () => {
  // Only the interval is faked: the database and the HTTP injection keep their real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const t = await createTestApp();
  try {
    const [p] = await addProducts(t, [{ handle: 'timer-teste', variants: [{ sku: 'TMR', price: 100, stock: 4 }] }]);
    const variant = p!.variants[0]!.id;
    const res = await postCheckout(t, [{ variant_id: variant, quantity: 2 }]);
    const id = orderIdOf(res.json().url);
    expect(await stockOf(t, variant)).toBe(2);

    t.clock.advance(ANON_HOLD_MS + 1);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await stockOf(t, variant)).toBe(4));
    const row = await t.database.db
      .selectFrom('store_orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  } finally {
    const before = vi.getTimerCount();
    await t.close();
    expect(vi.getTimerCount()).toBeLessThan(before);
  }
});
