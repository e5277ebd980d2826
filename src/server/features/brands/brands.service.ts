import type { Kysely } from 'kysely';
import type { BrandCard } from '../../../shared/brands';
import type { Brand } from '../../../shared/catalog';
import { brandNotBlocking } from '../privacy/blocks';
import type { Database } from '../../db/schema';
import { formatThousands } from '../../../shared/format';
import { toBool } from '../../db/dialect';

type Db = Kysely<Database>;

export interface BrandsDeps {
  db: Db;
}

/** The catalogue is a fixed dozen; the limit keeps the list bounded if it grows. */
const BRANDS_MAX = 100;

/** The live brands: a suspended one is off every list the network sees (decision 017). */
export function listBrandRows(db: Db) {
  return db
    .selectFrom('brands')
    .selectAll()
    .where('suspended_at', 'is', null)
    .orderBy('position')
    .limit(BRANDS_MAX)
    .execute();
}

/**
 * Whether a brand exists and is not suspended. Anything that acts as a brand (publishing, say) asks
 * this first: a suspended brand's team cannot publish as it.
 */
export async function isBrandLive(db: Db, brandId: string): Promise<boolean> {
  const row = await db.selectFrom('brands').select('suspended_at').where('id', '=', brandId).executeTakeFirst();
  return row !== undefined && row.suspended_at === null;
}

/** The columns a brand is drawn from, wherever a list of brands is read. */
export interface BrandColumns {
  id: string;
  name: string;
  category: string;
  followers_count: number;
  verified: number;
  segment_id: string | null;
  logo_url: string;
  cover_url: string;
}

/** A brand as every list shows it: its follower count also as pt-BR text ('2,4 mi'). */
export function toBrand(r: BrandColumns): Brand {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    followers: r.followers_count,
    followersText: formatThousands(r.followers_count, 1),
    verified: toBool(r.verified),
    segmentId: r.segment_id as Brand['segmentId'],
    logoUrl: r.logo_url,
    coverUrl: r.cover_url,
  };
}

function toCard(r: BrandColumns, followed: Set<string>): BrandCard {
  return { ...toBrand(r), followedByMe: followed.has(r.id) };
}

/** The brands with whether the member follows each (one query for the follows, over its primary key). */
export async function listBrands(deps: BrandsDeps, viewerId: string): Promise<BrandCard[]> {
  const [rows, follows] = await Promise.all([
    listBrandRows(deps.db),
    deps.db.selectFrom('brand_follows').select('brand_id').where('user_id', '=', viewerId).execute(),
  ]);
  const followed = new Set(follows.map((f) => f.brand_id));
  return rows.map((r) => toCard(r, followed));
}

/**
 * Some brands by id, in catalogue order, as the member sees them (search results): live ones only,
 * unless the caller has already decided the viewer may see a suspended one (its page, for its team).
 */
export async function brandsByIds(
  deps: BrandsDeps,
  viewerId: string,
  ids: string[],
  opts: { includeSuspended?: boolean } = {},
): Promise<BrandCard[]> {
  if (ids.length === 0) return [];
  // A brand whose team blocked the viewer is missing to them, as a suspended one is (decision 026).
  let rowsQuery = deps.db
    .selectFrom('brands')
    .selectAll()
    .where('id', 'in', ids)
    .where(brandNotBlocking(viewerId, 'brands.id'));
  if (!opts.includeSuspended) rowsQuery = rowsQuery.where('suspended_at', 'is', null);
  const [rows, follows] = await Promise.all([
    rowsQuery.orderBy('position').execute(),
    deps.db
      .selectFrom('brand_follows')
      .select('brand_id')
      .where('user_id', '=', viewerId)
      .where('brand_id', 'in', ids)
      .execute(),
  ]);
  const followed = new Set(follows.map((f) => f.brand_id));
  return rows.map((r) => toCard(r, followed));
}
