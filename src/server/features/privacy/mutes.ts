import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The members and brands one member muted (decision 026): their content leaves that member's feed,
 * stories strip and reels, and nothing else; the muted never know. Filtered in SQL, so pages stay full.
 */

/**
 * SQL: the post named by `table` ('posts') is by no one the viewer muted, nor a repost of someone
 * they muted. Primary-key probes of the viewer's mutes per row walked, so the feed's pages stay full.
 */
export function unmutedPost(viewerId: string, table: string): RawBuilder<boolean> {
  const author = sql.ref(`${table}.author_user_id`);
  const brand = sql.ref(`${table}.brand_id`);
  const original = sql.ref(`${table}.original_post_id`);
  return sql<boolean>`(not exists (select 1 from mutes as mu where mu.user_id = ${viewerId} and ((mu.kind = 'member' and mu.target_id = ${author}) or (mu.kind = 'brand' and mu.target_id = ${brand}))) and (${original} is null or not exists (select 1 from posts as mop inner join mutes as mu2 on mu2.user_id = ${viewerId} and ((mu2.kind = 'member' and mu2.target_id = mop.author_user_id) or (mu2.kind = 'brand' and mu2.target_id = mop.brand_id)) where mop.id = ${original})))`;
}

/** SQL: the item of `table` (a reel, a story) has no author or brand the viewer muted. */
export function unmutedItem(viewerId: string, table: string): RawBuilder<boolean> {
  const author = sql.ref(`${table}.author_user_id`);
  const brand = sql.ref(`${table}.brand_id`);
  return sql<boolean>`not exists (select 1 from mutes as mu where mu.user_id = ${viewerId} and ((mu.kind = 'member' and mu.target_id = ${author}) or (mu.kind = 'brand' and mu.target_id = ${brand})))`;
}

/** Whether the member muted this member or brand. */
export async function isMuted(
  db: Kysely<Database>,
  userId: string,
  kind: 'member' | 'brand',
  targetId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('mutes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return Boolean(row);
}
