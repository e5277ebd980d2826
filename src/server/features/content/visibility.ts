import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { AuthorColumns, OriginalColumns } from './authors';
import { blockRows, blocksIn, blocksOf, NO_BLOCKS, type Blocks } from '../privacy/blocks';
import { withdrawnFrom } from './live-brands';

/**
 * Who may see a member's posts, stories and store, for many members at once: privacy/privacy.ts's
 * `canViewPostsOf` rule (a private account's content is for its approved followers only) in one
 * query. A repost copies someone else's content, so a copy is judged by its original's author as
 * well as by its reposter: a copy never reaches further than the original does. The same goes for
 * a suspended brand's items and the copies of them (content/live-brands.ts), and for the members and
 * brands a block stands between with the viewer (privacy/blocks.ts, decision 026).
 */
export interface Audience {
  /** The private accounts among the authors asked about. */
  privateIds: Set<string>;
  /** Of those, the ones whose content the viewer may not see. */
  hiddenIds: Set<string>;
  /** The suspended brands among those asked about whose content the viewer may not see. */
  withdrawnBrandIds: Set<string>;
  /** The members and brands a block stands between with the viewer (none when not asked). */
  blocks?: Blocks;
}

export async function audienceOf(
  db: Kysely<Database>,
  viewerId: string,
  authorIds: Iterable<string | null | undefined>,
  suspendedBrandIds: Iterable<string> = [],
): Promise<Audience> {
  const ids = [...new Set([...authorIds].filter((id): id is string => Boolean(id)))];
  // The viewer's blocks and the authors' privacy come back in one query: one round trip per read.
  const rows = blockRows(db, viewerId);
  const [withdrawnBrandIds, found] = await Promise.all([
    withdrawnFrom(db, viewerId, suspendedBrandIds),
    (ids.length === 0 ? rows : rows.unionAll(privacyRows(db, viewerId, ids))).execute(),
  ]);
  const audience: Audience = {
    privateIds: new Set(),
    hiddenIds: new Set(),
    withdrawnBrandIds,
    blocks: blocksIn(found),
  };
  for (const row of found) {
    if (row.kind !== PRIVATE && row.kind !== FOLLOWED) continue;
    audience.privateIds.add(row.id);
    if (row.id !== viewerId && row.kind === PRIVATE) audience.hiddenIds.add(row.id);
  }
  return audience;
}

const PRIVATE = 'private';
const FOLLOWED = 'private-followed';

/** The private accounts among `ids`, as rows `blockRows` can union with: 'private-followed' when the viewer follows. */
function privacyRows(db: Kysely<Database>, viewerId: string, ids: string[]) {
  return db
    .selectFrom('member_settings as ms')
    .select((eb) => [
      'ms.user_id as id',
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('member_follows as mf')
              .select('mf.follower_id')
              .where('mf.follower_id', '=', viewerId)
              .whereRef('mf.followee_id', '=', 'ms.user_id'),
          ),
        )
        .then(sql.lit(FOLLOWED))
        .else(sql.lit(PRIVATE))
        .end()
        .as('kind'),
    ])
    .where('ms.user_id', 'in', ids)
    .where('ms.private_account', '=', 1);
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
  /** The brand it was published as (null for a member's own, or when not known). */
  brandId?: string | null;
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
    brandId: row.brand_id,
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
 * Whether a block stands between the viewer and this post or story's owners: its author, its
 * original's author, or a brand of either that blocked the viewer.
 */
export function blockedIn(blocks: Blocks, row: Gated): boolean {
  return (
    gatingAuthors(row).some((id) => id && blocks.members.has(id)) ||
    [row.brandId, row.originalBrandId].some((id) => id && blocks.brands.has(id))
  );
}

/**
 * Whether this post or story is withdrawn from the viewer: a suspended brand's (or a copy of one),
 * or one a block stands between. By id it is answered as missing, not as private.
 */
export function withdrawnIn(audience: Audience, row: Gated): boolean {
  return (
    gatingBrands(row).some((id) => audience.withdrawnBrandIds.has(id)) || blockedIn(audience.blocks ?? NO_BLOCKS, row)
  );
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

/** The rows no block stands between the viewer and: their member author and their brand (decision 026). */
export async function withoutBlocked<R extends { author_user_id: string | null; brand_id: string | null }>(
  db: Kysely<Database>,
  viewerId: string | null,
  rows: R[],
): Promise<R[]> {
  if (rows.length === 0 || !viewerId) return rows;
  const blocks = await blocksOf(db, viewerId);
  if (blocks.members.size === 0 && blocks.brands.size === 0) return rows;
  return rows.filter(
    (r) =>
      !(r.author_user_id && blocks.members.has(r.author_user_id)) && !(r.brand_id && blocks.brands.has(r.brand_id)),
  );
}
