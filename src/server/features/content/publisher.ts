import { sql, type Kysely } from 'kysely';
import { teamCan, type TeamRole } from '../../../shared/brand-roles';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { teamRoleOf } from '../teams/team-guard';

type Db = Kysely<Database>;

/**
 * Who an item is published as. A member's own item has them as its author; an item published as a
 * brand belongs to the brand alone (no member author: the member's profile, counters, privacy and
 * followers never see it) and keeps in `published_by` which member of the team published it.
 */
export interface Publisher {
  author_user_id: string | null;
  brand_id: string | null;
  published_by: string | null;
}

/** A member publishing as themself. */
export const memberPublisher = (memberId: string): Publisher => ({
  author_user_id: memberId,
  brand_id: null,
  published_by: null,
});

/**
 * The publisher of a new item: the member, or `asBrandId` when they may publish for it. Off the
 * brand's team (or no such brand) is the usual 404, a role that may not publish a pt-BR 403, a
 * suspended brand a pt-BR 409. Read on every call, like every team check (decision 016).
 */
export async function publisherFor(db: Db, memberId: string, asBrandId?: string | undefined): Promise<Publisher> {
  if (!asBrandId) return memberPublisher(memberId);
  const role = await teamRoleOf(db, memberId, asBrandId);
  if (!role) throw new AppError(404, 'not_found');
  if (!teamCan(role, 'publish')) throw new AppError(403, 'publish_as_forbidden');
  const brand = await db.selectFrom('brands').select('suspended_at').where('id', '=', asBrandId).executeTakeFirst();
  if (!brand) throw new AppError(404, 'not_found');
  if (brand.suspended_at !== null) throw new AppError(409, 'publish_as_suspended');
  return { author_user_id: null, brand_id: asBrandId, published_by: memberId };
}

/** A row's author columns, enough to tell who may take it down. */
export interface OwnedRow {
  author_user_id: string | null;
  brand_id: string | null;
}

/**
 * Whether the member may manage an item (delete it, change its text): their own, or their brand's
 * when their team role may publish. Read on every call: off the team, the right is gone at once.
 */
export async function mayManage(db: Db, memberId: string, row: OwnedRow): Promise<boolean> {
  if (row.author_user_id) return row.author_user_id === memberId;
  if (!row.brand_id) return false;
  return mayManageAs(memberId, row, await teamRoleOf(db, memberId, row.brand_id));
}

/** `mayManage` with the member's role on the item's brand already read (`teamRoleColumn`). */
export function mayManageAs(memberId: string, row: OwnedRow, role: TeamRole | null): boolean {
  if (row.author_user_id) return row.author_user_id === memberId;
  return Boolean(row.brand_id) && teamCan(role, 'publish');
}

/** The member's role on a brand's team, `team_role`, as a column of a caller's select (null off it). */
export function teamRoleColumn(memberId: string, brandId: string | null) {
  return sql`(select bm.role from brand_members as bm
    where bm.user_id = ${memberId} and bm.brand_id = ${brandId}) as team_role`;
}

/**
 * `mayManage` for many items at once, as the `canManage` of their cards: one query for the
 * viewer's roles on the brands among them, none when no item is a brand's.
 */
export async function managedBy(
  db: Db,
  viewerId: string | null,
  rows: readonly OwnedRow[],
): Promise<(row: OwnedRow) => boolean> {
  const brandIds = [...new Set(rows.flatMap((r) => (!r.author_user_id && r.brand_id ? [r.brand_id] : [])))];
  const roles =
    viewerId && brandIds.length > 0
      ? await db
          .selectFrom('brand_members')
          .select(['brand_id', 'role'])
          .where('user_id', '=', viewerId)
          .where('brand_id', 'in', brandIds)
          .execute()
      : [];
  const publishing = new Set(roles.filter((r) => teamCan(r.role, 'publish')).map((r) => r.brand_id));
  return (row) =>
    viewerId !== null &&
    (row.author_user_id ? row.author_user_id === viewerId : Boolean(row.brand_id && publishing.has(row.brand_id)));
}

/** The kinds of content, as the audit log names them ('post.delete'…). */
export type ContentKind = 'post' | 'story' | 'reel' | 'video';

/** How much of an item's text the audit log keeps: enough to tell which one it was. */
const AUDIT_TEXT_MAX = 140;

/**
 * A team member's removal of a brand's item goes to the audit log the console reads, written in the
 * transaction that removes it; a member removing their own item is not recorded.
 */
export async function auditRemoval(
  db: Db,
  memberId: string,
  item: { kind: ContentKind; row: OwnedRow & { id: string }; text: string | null },
  at: number,
): Promise<void> {
  const { kind, row } = item;
  if (row.author_user_id || !row.brand_id) return;
  await recordAudit(db, {
    actorId: memberId,
    via: 'console',
    action: `${kind}.delete`,
    targetType: 'brand',
    targetId: row.brand_id,
    before: { itemId: row.id, text: (item.text ?? '').slice(0, AUDIT_TEXT_MAX) },
    after: null,
    at,
  });
}

/** Whether the member sees an unfinished item (processing or failed): their own, or the one they published for a brand. */
export function isPublisherOf(memberId: string, row: OwnedRow & { published_by: string | null }): boolean {
  return row.author_user_id === memberId || row.published_by === memberId;
}
