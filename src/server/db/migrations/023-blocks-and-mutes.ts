import type { Kysely } from 'kysely';

/**
 * Blocks, mutes and hidden words (decision 026). A block stands between two members, or between a
 * brand and a member, and is read both ways on nearly every request, so each table is keyed for the
 * blocker and indexed for the blocked. A mute and a hidden word are one member's own choices.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('member_blocks_blocked_idx')
    .on('member_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();

  await db.schema
    .createTable('brand_blocks')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Who on the team blocked: kept for the team's own record, null once that account is gone.
    .addColumn('blocked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_blocks_pk', ['brand_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('brand_blocks_member_idx')
    .on('brand_blocks')
    .columns(['member_id', 'brand_id'])
    .execute();

  await db.schema
    .createTable('mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'member' or 'brand' (shared/safety.ts); no foreign key, so the id names either table.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pk', ['user_id', 'kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('hidden_words')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // As the member typed it, shown in their list; `normalised` is what is compared and kept unique.
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('normalised', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('hidden_words_pk', ['user_id', 'normalised'])
    .execute();
}
