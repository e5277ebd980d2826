import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/dialect';

type Db = Kysely<Database>;

const brandColumns = [
  'id',
  'name',
  'category',
  'segment_id',
  'bio',
  'website',
  'logo_url',
  'cover_url',
  'verified',
  'suspended_at',
  'followers_count',
  'position',
] as const;

export function findBrand(db: Db, id: string) {
  return db.selectFrom('brands').select(brandColumns).where('id', '=', id).executeTakeFirst();
}

export type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

/** Brands whose name or id contains `query`, suspended ones included, in catalogue order after `after`. */
export function searchBrands(db: Db, query: string, fetch: number, after?: { p: number; i: string }) {
  let q = db.selectFrom('brands').select(brandColumns);
  if (query) {
    const pattern = likePattern(query);
    q = q.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or id like ${pattern} escape '\\')`);
  }
  if (after) {
    q = q.where((eb) =>
      eb.or([eb('position', '>', after.p), eb.and([eb('position', '=', after.p), eb('id', '>', after.i)])]),
    );
  }
  return q.orderBy('position').orderBy('id').limit(fetch).execute();
}

/** How many owners each of these brands has. */
export function ownerCounts(db: Db, brandIds: string[]) {
  if (brandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('brand_members')
    .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('owners')])
    .where('brand_id', 'in', brandIds)
    .where('role', '=', 'owner')
    .groupBy('brand_id')
    .execute();
}

export async function idsStartingWith(db: Db, slug: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('brands')
    .select('id')
    .where(sql<boolean>`id like ${`${slug}%`}`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function nextPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function segmentExists(db: Db, id: string) {
  return db.selectFrom('segments').select('id').where('id', '=', id).executeTakeFirst();
}
