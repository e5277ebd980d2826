import type { Kysely } from 'kysely';

/**
 * A notification can come from a brand (a mention in a post published as the brand, decision 025):
 * `actor_brand_id` names it, and the list shows the brand's name, logo and badge. Such a row keeps
 * the recipient in `actor_user_id`, as an order's news does, so it never records which member of the
 * team typed it. The brand's removal takes its notifications with it.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('actor_brand_id', 'text', (c) => c.references('brands.id').onDelete('cascade'))
    .execute();
}
