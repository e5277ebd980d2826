import { describe, expect, it } from 'vitest';
import { legacyOrder, migrationSteps } from '../../testing/migration-steps';

const { db: k, migrator } = await migrationSteps();

describe('migration 028', () => {
  it('marks held the reserved lines of the orders still pending, and no other', async () => {
    expect((await migrator.migrateTo('027-product-tags')).error).toBeUndefined();
    const now = Date.UTC(2026, 10, 1);
    for (const [id, status] of [
      ['ord_pending', 'pending'],
      ['ord_paid', 'paid'],
      ['ord_expired', 'expired'],
    ] as const) {
      await k
        .insertInto('store_orders')
        .values(legacyOrder(id, status, now, 200))
        .execute();
      for (const reserved of [1, 0]) {
        await k
          .insertInto('store_order_items')
          .values({
            id: `${id}_${reserved}`,
            order_id: id,
            product_id: 'p1',
            variant_id: 'v1',
            title: 'Produto',
            variant_title: 'Padrão',
            quantity: 1,
            unit_amount: 100,
            list_amount: 100,
            line_total: 100,
            reserved,
            position: reserved,
          })
          .execute();
      }
    }
    expect((await migrator.migrateTo('028-held-order-items')).error).toBeUndefined();
    const held = await k.selectFrom('store_order_items').select('id').where('held', '=', 1).execute();
    expect(held).toEqual([{ id: 'ord_pending_1' }]);
  });
});
