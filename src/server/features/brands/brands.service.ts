import type { Kysely } from 'kysely';
import type { BrandCard } from '../../../shared/brands';
import type { Brand } from '../../../shared/catalog';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';

type Db = Kysely<Database>;

export interface BrandsDeps {
  db: Db;
}

/** The catalogue is a fixed dozen; the limit keeps the list bounded if it grows. */
const BRANDS_MAX = 100;

export function listBrandRows(db: Db) {
  return db.selectFrom('brands').selectAll().orderBy('position').limit(BRANDS_MAX).execute();
}

type BrandRow = Awaited<ReturnType<typeof listBrandRows>>[number];

function toCard(r: BrandRow, followed: Set<string>): BrandCard {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    followersText: r.followers_text,
    verified: toBool(r.verified),
    segmentId: r.segment_id as Brand['segmentId'],
    logoUrl: r.logo_url,
    coverUrl: r.cover_url,
    followedByMe: followed.has(r.id),
  };
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

/** Some brands by id, in catalogue order, as the member sees them (search results). */
export async function brandsByIds(deps: BrandsDeps, viewerId: string, ids: string[]): Promise<BrandCard[]> {
  if (ids.length === 0) return [];
  const [rows, follows] = await Promise.all([
    deps.db.selectFrom('brands').selectAll().where('id', 'in', ids).orderBy('position').execute(),
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
