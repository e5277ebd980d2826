import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { AuthorColumns, OriginalColumns } from './authors';
import { withdrawnFrom } from './live-brands';

/**
 * Who may see a member's posts, stories and store, for many members at once: privacy/privacy.ts's
 * `canViewPostsOf` rule (a private account's content is for its approved followers only) in one
 * query. A repost copies someone else's content, so a copy is judged by its original's author as
 * well as by its reposter: a copy never reaches further than the original does. The same goes for
 * a suspended brand's items and the copies of them (content/live-brands.ts).
 */
export interface Audience {
  /** The private accounts among the authors asked about. */
  privateIds: Set<string>;
  /** Of those, the ones whose content the viewer may not see. */
  hiddenIds: Set<string>;
  /** The suspended brands among those asked about whose content the viewer may not see. */
  withdrawnBrandIds: Set<string>;
}

export async function audienceOf(
  db: Kysely<Database>,
  viewerId: string,
  authorIds: Iterable<string | null | undefined>,
  suspendedBrandIds: Iterable<string> = [],
): Promise<Audience> {
  const ids = [...new Set([...authorIds].filter((id): id is string => Boolean(id)))];
  const audience: Audience = {
    privateIds: new Set(),
    hiddenIds: new Set(),
    withdrawnBrandIds: await withdrawnFrom(db, viewerId, suspendedBrandIds),
  };
  if (ids.length === 0) return audience;
  const rows = await db
    .selectFrom('member_settings as ms')
    .select((eb) => [
      'ms.user_id',
      eb
        .exists(
          eb
            .selectFrom('member_follows as mf')
            .select('mf.follower_id')
            .where('mf.follower_id', '=', viewerId)
            .whereRef('mf.followee_id', '=', 'ms.user_id'),
        )
        .as('followed'),
    ])
    .where('ms.user_id', 'in', ids)
    .where('ms.private_account', '=', 1)
    .execute();
  for (const row of rows) {
    audience.privateIds.add(row.user_id);
    if (row.user_id !== viewerId && !toBool(row.followed as number | boolean)) audience.hiddenIds.add(row.user_id);
  }
  return audience;
}

/** What decides who sees a post or story: its author and, for a repost, its original's. */
export interface Gated {
  authorId: string | null;
  isRepost: boolean;
  /** Null for an original, and for a copy whose original is gone. */
  originalId: string | null;
  /** The original's member author (null for a brand's original, or when it is gone). */
  originalAuthorId: string | null;
  originalBrandId: string | null;
  /** Its brand and its original's brand, those of them that are suspended (none when absent). */
  suspendedBrandIds?: string[];
}

/** A post or story row with its original's author (content/authors.ts `rowsWithAuthor`). */
type GatedColumns = Pick<AuthorColumns, 'author_user_id' | 'brand_id' | 'brand_suspended_at'> &
  OriginalColumns & { is_repost: number };

/** What decides who sees a row; each kind names its original in a column of its own. */
export function gatedRow(row: GatedColumns, originalId: string | null): Gated {
  const suspended = [
    row.brand_suspended_at !== null ? row.brand_id : null,
    row.original_brand_suspended_at !== null ? row.original_brand_id : null,
  ];
  return {
    authorId: row.author_user_id,
    isRepost: toBool(row.is_repost),
    originalId,
    originalAuthorId: row.original_author_id,
    originalBrandId: row.original_brand_id,
    suspendedBrandIds: suspended.filter((id): id is string => Boolean(id)),
  };
}

/** The members whose privacy applies to this post or story. */
export function gatingAuthors(row: Gated): (string | null)[] {
  return [row.authorId, row.originalAuthorId];
}

/** The suspended brands whose state applies to this post or story. */
export function gatingBrands(row: Gated): string[] {
  return row.suspendedBrandIds ?? [];
}

/**
 * Whether this post or story is a suspended brand's (or a copy of one) that the viewer may not see:
 * by id it is answered as missing, not as private.
 */
export function withdrawnIn(audience: Audience, row: Gated): boolean {
  return gatingBrands(row).some((id) => audience.withdrawnBrandIds.has(id));
}

/**
 * Whether the viewer may see this post or story. A copy whose original is gone cannot be judged by
 * its original's author any more: only its reposter keeps it.
 */
export function visibleIn(audience: Audience, viewerId: string, row: Gated): boolean {
  if (withdrawnIn(audience, row)) return false;
  if (row.isRepost && !row.originalAuthorId && !row.originalBrandId)
    return row.authorId !== null && row.authorId === viewerId;
  return gatingAuthors(row).every((id) => !id || !audience.hiddenIds.has(id));
}

/** A copy's original (or an original itself) is a private account's: it cannot be reshared. */
export function reshareable(audience: Audience, row: Gated): boolean {
  const ownerId = row.isRepost ? row.originalAuthorId : row.authorId;
  if (row.isRepost && !row.originalAuthorId && !row.originalBrandId) return false;
  return !ownerId || !audience.privateIds.has(ownerId);
}
