import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '../../../shared/admin-rules';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/dialect';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';

type Db = Kysely<Database>;

const memberColumns = ['id', 'name', 'email', 'avatar_url', 'is_operator', 'suspended_at', 'created_at'] as const;

export function findMember(db: Db, id: string) {
  return db.selectFrom('users').select(memberColumns).where('id', '=', id).executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Members whose name or email contains `query` (any case), newest first; everyone when it is empty. */
export function searchMembers(db: Db, query: string, fetch: number, after?: Keyset) {
  let q = db.selectFrom('users').select(memberColumns);
  if (query) {
    const pattern = likePattern(query);
    q = q.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`);
  }
  return newestFirstPage(q, fetch, after).execute();
}

/** Suspends (until an instant, or for good when `until` is null) or, with null, reinstates. */
export function setSuspendedAt(
  db: Db,
  id: string,
  suspendedAt: number | null,
  now: number,
  until: number | null = null,
) {
  return db
    .updateTable('users')
    .set({ suspended_at: suspendedAt, suspended_until: suspendedAt === null ? null : until, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The brands whose teams these members are on, with their role on each. */
export function teamsOf(db: Db, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('brand_members as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select(['m.user_id', 'm.brand_id', 'b.name as brand_name', 'm.role'])
    .where('m.user_id', 'in', memberIds)
    .orderBy('b.name')
    .execute();
}

export interface AuditFilter {
  action?: AuditAction | undefined;
  actorId?: string | undefined;
  targetId?: string | undefined;
}

/**
 * The log newest first, with the actor's name and the target's while it exists: a member's or a
 * brand's name, a product's title, the email an invitation was sent to.
 */
export function auditPage(db: Db, filter: AuditFilter, fetch: number, after?: Keyset) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('users as target', (join) =>
      join.onRef('target.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'member'),
    )
    .leftJoin('brands as target_brand', (join) =>
      join.onRef('target_brand.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'brand'),
    )
    .leftJoin('store_products as target_product', (join) =>
      join.onRef('target_product.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'product'),
    )
    .leftJoin('brand_invitations as target_invitation', (join) =>
      join.onRef('target_invitation.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'invitation'),
    )
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.via',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
      'actor.name as actor_name',
      'actor.avatar_url as actor_avatar_url',
      'target.name as target_name',
      'target_brand.name as target_brand_name',
      'target_product.title as target_product_title',
      'target_invitation.email as target_invitation_email',
    ]);
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  if (filter.actorId) q = q.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.targetId) q = q.where('audit_log.target_id', '=', filter.targetId);
  return newestFirstPage(q, fetch, after, 'audit_log.created_at', 'audit_log.id').execute();
}
