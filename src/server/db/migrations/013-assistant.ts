import type { Kysely } from 'kysely';

/**
 * Brands count their followers: the brand cards showed a made-up figure ('2,4 mi') where members
 * expect the number of people who follow. Kept in step with `brand_follows` by the follow routes.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
