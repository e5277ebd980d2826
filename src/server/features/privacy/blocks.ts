import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { ReadCache } from '../../platform/read-cache';

/** An id bound as a value, or a column of the statement it is part of. */
export type SqlId = string | RawBuilder<string>;

type Db = Kysely<Database>;

/**
 * Who stands blocked between the viewer and others (decision 026). A block works both ways, so the
 * viewer's set holds the members they blocked and the members who blocked them, and the brands
 * whose team blocked them. Read from the tables on every call (or from the read cache under both
 * members' viewer tags, which a block invalidates), so a block takes effect at once.
 */
export interface Blocks {
  members: Set<string>;
  brands: Set<string>;
}

export const NO_BLOCKS: Blocks = { members: new Set(), brands: new Set() };

/** The rows of the viewer's blocks, as `{ id, kind: 'member' | 'brand' }`: a query others may union with. */
export function blockRows(db: Db, viewerId: string) {
  return db
    .selectFrom('member_blocks')
    .select(['blocked_id as id', sql<string>`'member'`.as('kind')])
    .where('blocker_id', '=', viewerId)
    .unionAll(
      db
        .selectFrom('member_blocks')
        .select(['blocker_id as id', sql<string>`'member'`.as('kind')])
        .where('blocked_id', '=', viewerId),
    )
    .unionAll(
      db
        .selectFrom('brand_blocks')
        .select(['brand_id as id', sql<string>`'brand'`.as('kind')])
        .where('member_id', '=', viewerId),
    );
}

/** The blocks among rows of `blockRows` (others' kinds are left alone). */
export function blocksIn(rows: readonly { id: string; kind: string }[]): Blocks {
  const blocks: Blocks = { members: new Set(), brands: new Set() };
  for (const r of rows) {
    if (r.kind === 'brand') blocks.brands.add(r.id);
    else if (r.kind === 'member') blocks.members.add(r.id);
  }
  return blocks;
}

export async function blocksOf(db: Db, viewerId: string | null): Promise<Blocks> {
  if (!viewerId) return NO_BLOCKS;
  return blocksIn(await blockRows(db, viewerId).execute());
}

/** `blocksOf` kept in the read cache: every block and unblock invalidates both sides' viewer tags. */
export async function cachedBlocksOf(deps: { db: Db; cache: ReadCache }, viewerId: string): Promise<Blocks> {
  const ids = await deps.cache.get(`blocks:${viewerId}`, async () => {
    const b = await blocksOf(deps.db, viewerId);
    return { value: { members: [...b.members], brands: [...b.brands] }, tags: [cacheTags.viewer(viewerId)] };
  });
  return { members: new Set(ids.members), brands: new Set(ids.brands) };
}

/** Whether a block stands between these two members, whichever of them made it. */
export async function blockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('member_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the brand's team blocked this member. */
export async function brandBlocked(db: Db, brandId: string, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('brand_blocks')
    .select('member_id')
    .where('brand_id', '=', brandId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * SQL: no block stands between the viewer and the member named by `column` ('comments.user_id').
 * Two probes on the blocks' keys per row, for lists that filter in SQL (members, comments, notifications).
 */
export function notBlockedWith(viewerId: string, column: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} is null or (not exists (select 1 from member_blocks as xb where xb.blocker_id = ${viewerId} and xb.blocked_id = ${ref}) and not exists (select 1 from member_blocks as xb where xb.blocker_id = ${ref} and xb.blocked_id = ${viewerId})))`;
}

/**
 * SQL: a block stands between two members, whichever made it (the query form of `blockedBetween`).
 * The ids are values, or columns of the statement (a batch's rows: db/write-batch.ts).
 */
export function blockBetweenSql(a: SqlId, b: SqlId): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from member_blocks as xb where (xb.blocker_id = ${a} and xb.blocked_id = ${b}) or (xb.blocker_id = ${b} and xb.blocked_id = ${a}))`;
}

/** SQL: the brand's team blocked the member (the query form of `brandBlocked`). */
export function brandBlockSql(brandId: SqlId, memberId: SqlId): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from brand_blocks as xbb where xbb.brand_id = ${brandId} and xbb.member_id = ${memberId})`;
}

/** SQL: the brand named by `column` is none, or its team did not block the viewer. */
export function brandNotBlocking(viewerId: string, column: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} is null or not exists (select 1 from brand_blocks as xbb where xbb.brand_id = ${ref} and xbb.member_id = ${viewerId}))`;
}

/**
 * SQL: the member named by `column` (a comment's writer) is not blocked by the brand whose item it
 * sits on, or is the viewer: a brand's blocked member leaves its items' conversations for everyone
 * but themselves.
 */
export function notBlockedByBrand(brandId: string | null, viewerId: string, column: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  if (!brandId) return sql<boolean>`(1 = 1)`;
  return sql<boolean>`(${ref} is null or ${ref} = ${viewerId} or not exists (select 1 from brand_blocks as xbc where xbc.brand_id = ${brandId} and xbc.member_id = ${ref}))`;
}
