import type { Kysely } from 'kysely';

/**
 * A member who has just signed up is shown the welcome steps (segments, then brands) once. The flag
 * lives on the server so that another device does not show them again. Members from before this
 * migration, and seeded ones, start with it off.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('onboarding_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
