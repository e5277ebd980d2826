import type { Kysely } from 'kysely';
import type { TaggableKind } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { taggableStoreProducts } from '../content/product-tags';

type Db = Kysely<Database>;

/** Who owns an item of any kind that carries tags, whether it is a copy, and whether it is an image. */
export interface TaggedItemRow {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  published_by: string | null;
  /** The original a repost copies; null for an original (reels and long videos are never copies). */
  original_id: string | null;
  /** 'image' or 'video' (null for a post without media); reels and long videos are always videos. */
  media_kind: string | null;
}

/** One item by kind and id, with what a change of its tags needs to know; undefined when there is none. */
export async function findTaggedItem(db: Db, kind: TaggableKind, id: string): Promise<TaggedItemRow | undefined> {
  const owner = ['id', 'author_user_id', 'brand_id', 'published_by'] as const;
  switch (kind) {
    case 'post':
      return db
        .selectFrom('posts')
        .select([...owner, 'original_post_id as original_id', 'media_kind'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'story':
      return db
        .selectFrom('stories')
        .select([...owner, 'original_story_id as original_id', 'media_kind'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'reel': {
      const row = await db
        .selectFrom('reels')
        .select([...owner])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, original_id: null, media_kind: 'video' };
    }
    case 'video': {
      const row = await db
        .selectFrom('long_videos')
        .select([...owner])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, original_id: null, media_kind: 'video' };
    }
  }
}

/** A brand's products the member may tag (see `taggableStoreProducts`), in the store's order: id and title. */
export function storeCandidates(db: Db, brandId: string) {
  return taggableStoreProducts(db, brandId)
    .select(['p.id', 'p.title'])
    .orderBy('p.position')
    .orderBy('p.id')
    .limit(CANDIDATE_SCAN)
    .execute();
}

/** A member's own shop products, newest first: id and name. */
export function shopCandidates(db: Db, memberId: string) {
  return db
    .selectFrom('shop_products')
    .select(['id', 'name as title'])
    .where('user_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CANDIDATE_SCAN)
    .execute();
}

/**
 * How many titles the picker's search reads before matching them (accents and case are folded in
 * code, the same on both databases); a store or shop larger than this is searched in its first ones.
 */
const CANDIDATE_SCAN = 1000;

/** Remembers that a member opened a tag's product sheet. */
export function insertOpen(
  db: Db,
  row: { id: string; memberId: string; kind: TaggableKind; contentId: string; productId: string; at: number },
) {
  return db
    .insertInto('product_tag_opens')
    .values({
      id: row.id,
      member_id: row.memberId,
      content_kind: row.kind,
      content_id: row.contentId,
      product_id: row.productId,
      opened_at: row.at,
    })
    .execute();
}
