import { describe, expect, it } from 'vitest';
import { migrationSteps } from '../../testing/migration-steps';

const { db: k, migrator } = await migrationSteps();

describe('migration 021', () => {
  it('turns every standing brand follow into a +1 at the instant it began, and nothing for the starting numbers', async () => {
    expect((await migrator.migrateTo('019-publish-as-brand')).error).toBeUndefined();
    const day = Date.UTC(2026, 0, 1);
    for (const [id, followers] of [
      ['nexo-tech', 1200],
      ['urbana-moda', 1],
    ] as const) {
      await k
        .insertInto('brands')
        .values({
          id,
          name: id,
          category: 'Marca',
          followers_text: '',
          followers_count: followers,
          logo_url: '',
          cover_url: '',
          position: 0,
        })
        .execute();
    }
    for (const [i, id] of ['usr_a', 'usr_b'].entries()) {
      await k
        .insertInto('users')
        .values({
          id,
          name: id,
          email: `${id}@exemplo.com.br`,
          password_hash: 'x',
          referral_code: id,
          created_at: day,
          updated_at: day,
        })
        .execute();
      await k
        .insertInto('brand_follows')
        .values({ user_id: id, brand_id: 'nexo-tech', created_at: day + i * 3_600_000 })
        .execute();
    }
    await k
      .insertInto('brand_follows')
      .values({ user_id: 'usr_b', brand_id: 'urbana-moda', created_at: day })
      .execute();

    expect((await migrator.migrateTo('021-exact-insights')).error).toBeUndefined();
    const events = await k
      .selectFrom('brand_follow_events')
      .select(['brand_id', 'user_id', 'delta', 'created_at'])
      .orderBy('brand_id')
      .orderBy('created_at')
      .execute();
    expect(events).toEqual([
      { brand_id: 'nexo-tech', user_id: 'usr_a', delta: 1, created_at: day },
      { brand_id: 'nexo-tech', user_id: 'usr_b', delta: 1, created_at: day + 3_600_000 },
      { brand_id: 'urbana-moda', user_id: 'usr_b', delta: 1, created_at: day },
    ]);
    // Nexo's 1 198 followers beyond its rows have no event: they count as before any period.
    for (const table of ['post_views', 'reel_views', 'long_video_views'])
      expect(await k.selectFrom(table).selectAll().execute()).toEqual([]);
  });
});
