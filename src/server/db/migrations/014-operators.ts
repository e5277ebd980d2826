import type { Kysely } from 'kysely';

/**
 * The operator who runs the network: a flag on the member (granted by OPERATOR_EMAILS or the
 * `npm run operator` command), a suspension instant (null while the member may sign in), and the
 * audit log every operator action writes in the same transaction as the change it records.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_operator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The operator who acted, kept as written even if their account goes later; null outside the console.
    .addColumn('actor_id', 'text')
    // How the change was made: 'console', 'command-line' or 'configuration' (OPERATOR_EMAILS).
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The console reads the log newest first, all of it or one action.
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_action_created_idx')
    .on('audit_log')
    .columns(['action', 'created_at', 'id'])
    .execute();
}
