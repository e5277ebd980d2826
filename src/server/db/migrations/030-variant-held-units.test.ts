import { describe, expect, it } from 'vitest';
import { legacyOrder, migrationSteps } from '../../testing/migration-steps';

const { db: k, migrator } = await migrationSteps();

describe('migration 030', () => {
  it("counts on each variant the held units of its pending orders' lines, and those without an account", async () => {
    expect((await migrator.migrateTo('029-counter-deltas')).error).toBeUndefined();
    const now = Date.UTC(2026, 10, 20);
    await k
      .insertInto('store_products')
      .values({ id: 'p1', handle: 'p1', title: 'Produto', min_price: 100, created_at: now, updated_at: now })
      .execute();
    await k
      .insertInto('users')
      .values({
        id: 'usr_1',
        name: 'Ana',
        email: 'ana@exemplo.com.br',
        password_hash: 'x',
        referral_code: 'ana',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const id of ['v1', 'v2', 'v3']) {
      await k
        .insertInto('store_variants')
        .values({
          id,
          product_id: 'p1',
          title: 'Padrão',
          manage_inventory: 1,
          stock: 5,
          amount: 100,
          currency_code: 'brl',
          position: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const orders = [
      { id: 'ord_member', member: 'usr_1', status: 'pending', lines: { v1: 2, v2: 1 } },
      { id: 'ord_anonymous', member: null, status: 'pending', lines: { v1: 3 } },
      { id: 'ord_paid', member: null, status: 'paid', lines: { v1: 7, v3: 4 } },
    ];
    for (const o of orders) {
      await k
        .insertInto('store_orders')
        .values({ ...legacyOrder(o.id, o.status, now, 100), member_id: o.member })
        .execute();
      for (const [position, [variant, quantity]] of Object.entries(o.lines).entries()) {
        await k
          .insertInto('store_order_items')
          .values({
            id: `${o.id}_${variant}`,
            order_id: o.id,
            product_id: 'p1',
            variant_id: variant,
            title: 'Produto',
            variant_title: 'Padrão',
            quantity,
            unit_amount: 100,
            list_amount: 100,
            line_total: 100 * quantity,
            reserved: 1,
            held: o.status === 'pending' ? 1 : 0,
            position,
          })
          .execute();
      }
    }
    expect((await migrator.migrateTo('030-variant-held-units')).error).toBeUndefined();
    const counts = await k
      .selectFrom('store_variants')
      .select(['id', 'held_units', 'held_anonymous_units'])
      .orderBy('id')
      .execute();
    expect(counts).toEqual([
      { id: 'v1', held_units: 5, held_anonymous_units: 3 },
      { id: 'v2', held_units: 1, held_anonymous_units: 0 },
      { id: 'v3', held_units: 0, held_anonymous_units: 0 },
    ]);
  });
});
