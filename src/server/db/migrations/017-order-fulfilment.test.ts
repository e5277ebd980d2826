import { describe, expect, it } from 'vitest';
import { legacyOrder, migrationSteps } from '../../testing/migration-steps';

const { db: k, migrator } = await migrationSteps();

describe('migration 017', () => {
  it('gives orders placed before it their brand on each line and a part to fulfil per brand', async () => {
    expect((await migrator.migrateTo('016-brand-ownership')).error).toBeUndefined();
    const now = Date.UTC(2026, 0, 1);
    for (const [id, brand] of [
      ['p1', 'nexo-tech'],
      ['p2', null],
    ] as const) {
      await k
        .insertInto('store_products')
        .values({
          id,
          handle: id,
          title: id,
          description: '',
          status: 'published',
          purchasable: 1,
          hidden: 0,
          position: 0,
          type: 'physical',
          metadata: '{}',
          brand_id: brand,
          min_price: 100,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await k
      .insertInto('store_orders')
      .values(legacyOrder('ord_1', 'paid', now))
      .execute();
    for (const [i, product] of ['p1', 'p1', 'p2'].entries()) {
      await k
        .insertInto('store_order_items')
        .values({
          id: `oi${i}`,
          order_id: 'ord_1',
          product_id: product,
          variant_id: `v${i}`,
          title: product,
          variant_title: 'Padrão',
          quantity: 1,
          unit_amount: 100,
          list_amount: 100,
          line_total: 100,
          reserved: 1,
          position: i,
        })
        .execute();
    }
    expect((await migrator.migrateTo('017-order-fulfilment')).error).toBeUndefined();
    const lines = await k.selectFrom('store_order_items').select(['id', 'brand_id']).orderBy('id').execute();
    expect(lines).toEqual([
      { id: 'oi0', brand_id: 'nexo-tech' },
      { id: 'oi1', brand_id: 'nexo-tech' },
      { id: 'oi2', brand_id: null },
    ]);
    const parts = await k.selectFrom('store_order_fulfilments').selectAll().execute();
    expect(parts).toEqual([
      {
        order_id: 'ord_1',
        brand_id: 'nexo-tech',
        status: 'preparando',
        tracking_code: null,
        created_at: now,
        updated_at: now,
        shipped_at: null,
        delivered_at: null,
      },
    ]);
  });
});
