import type { Kysely } from 'kysely';

/**
 * Reports, the operators' actions, holds on content and appeals (decision 027). A hold is a row of
 * its own, not a column on every kind of content: one table answers "is this item held" for posts,
 * comments, stories, reels, long videos and store products alike, by kind and id. A member's
 * suspension gains an end (null: for good).
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_until', 'bigint').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // Who the target is by, as it was when reported: the queue groups and the history read these.
    .addColumn('target_author_id', 'text')
    .addColumn('target_brand_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    // The reason's rank (shared/moderation-rules.ts severityRank), stored so the queue sorts in SQL.
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    // The action that resolved it ('dismiss', 'hide'…); null while open.
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  // The queue: open reports by severity and age.
  await db.schema
    .createIndex('reports_queue_idx')
    .on('reports')
    .columns(['status', 'severity', 'created_at'])
    .execute();
  // A target's open reports (resolving them, the duplicate check).
  await db.schema
    .createIndex('reports_target_idx')
    .on('reports')
    .columns(['target_kind', 'target_id', 'status'])
    .execute();
  // 'Minhas denúncias', newest first.
  await db.schema
    .createIndex('reports_reporter_idx')
    .on('reports')
    .columns(['reporter_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_author_id', 'text')
    .addColumn('target_brand_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // A suspension's end; null for good, and for every other action.
    .addColumn('until', 'bigint')
    .execute();
  // An author's previous actions, shown beside each group of the queue.
  await db.schema
    .createIndex('moderation_actions_author_idx')
    .on('moderation_actions')
    .columns(['target_author_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('content_holds')
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // 'hidden' or 'removed'.
    .addColumn('state', 'text', (c) => c.notNull())
    // The operator's reason, in pt-BR, shown to the author.
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // The key is the "is this item held" lookup every read makes.
    .addPrimaryKeyConstraint('content_holds_pk', ['target_kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('moderation_appeals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    // One appeal per item, ever: the second is refused (409) by this key, even when racing.
    .addUniqueConstraint('moderation_appeals_target_key', ['target_kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('moderation_appeals_queue_idx')
    .on('moderation_appeals')
    .columns(['status', 'severity', 'created_at'])
    .execute();
}
