import type { Kysely } from 'kysely';
import { teamCan } from '../../../shared/brand-roles';
import type { Database } from '../../db/schema';
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

/** Whether the member may delete an item: their own, or their brand's when their team role may publish. */
export async function mayRemove(db: Db, memberId: string, row: OwnedRow): Promise<boolean> {
  if (row.author_user_id) return row.author_user_id === memberId;
  if (!row.brand_id) return false;
  return teamCan(await teamRoleOf(db, memberId, row.brand_id), 'publish');
}

/** Whether the member sees an unfinished item (processing or failed): their own, or the one they published for a brand. */
export function isPublisherOf(memberId: string, row: OwnedRow & { published_by: string | null }): boolean {
  return row.author_user_id === memberId || row.published_by === memberId;
}
