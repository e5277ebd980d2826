import type { Kysely } from 'kysely';

/**
 * Brand teams: who is on a brand's team with which role, and the invitations that add people to it.
 * An invitation is addressed to an email (lower case), so it can wait for someone who has no account yet.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_members')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'owner', 'editor' or 'analyst' (shared/brand-roles.ts).
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_members_pk', ['brand_id', 'user_id'])
    .execute();
  // "Which brands am I on", asked by the studio and by every team check.
  await db.schema.createIndex('brand_members_user_idx').on('brand_members').column('user_id').execute();

  await db.schema
    .createTable('brand_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // Null when it came from outside the app (the command line); kept as written if that account goes.
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // 'pending', 'accepted', 'declined' or 'revoked'.
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  // A member's pending invitations, and a brand's, are both read by email or brand and status.
  await db.schema
    .createIndex('brand_invitations_email_idx')
    .on('brand_invitations')
    .columns(['email', 'status'])
    .execute();
  await db.schema
    .createIndex('brand_invitations_brand_idx')
    .on('brand_invitations')
    .columns(['brand_id', 'status'])
    .execute();
}
