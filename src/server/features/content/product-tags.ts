import type { Kysely } from 'kysely';
import type { ProductTagInput, TaggableKind, TaggedProductKind } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { ofLiveBrand } from './live-brands';
import type { Publisher } from './publisher';

type Db = Kysely<Database>;

/*
 * Product tags on content (decision 030), written once for every kind: a brand's item tags products
 * of the brand's store, a member's own item products of their personal store. Tags are rows of one
 * table keyed by (kind, item, product), with no foreign key: the product is read live at every read,
 * and a tag whose product is gone, hidden or withdrawn is simply not shown.
 */

/** A tag the publisher may place, with the table its product lives in. */
export interface CheckedTag {
  productKind: TaggedProductKind;
  productId: string;
  x: number | null;
  y: number | null;
}

/**
 * The tags `publisher` may place on an item: a brand's products on sale and not hidden for a brand
 * item, the member's own shop products for theirs. Anything else is a pt-BR 400
 * (`product_tag_not_yours`); a point on an item that is not an image, `product_tag_point_needs_image`.
 */
export async function checkProductTags(
  db: Db,
  publisher: Publisher,
  tags: readonly ProductTagInput[],
  item: { image: boolean },
): Promise<CheckedTag[]> {
  if (tags.length === 0) return [];
  if (!item.image && tags.some((t) => t.x !== undefined || t.y !== undefined))
    throw new AppError(400, 'product_tag_point_needs_image');
  const ids = [...new Set(tags.map((t) => t.productId))];
  const kind: TaggedProductKind = publisher.brand_id ? 'store' : 'shop';
  const owned = publisher.brand_id
    ? await taggableStoreProducts(db, publisher.brand_id).where('p.id', 'in', ids).select('p.id').execute()
    : publisher.author_user_id
      ? await db
          .selectFrom('shop_products')
          .select('id')
          .where('user_id', '=', publisher.author_user_id)
          .where('id', 'in', ids)
          .execute()
      : [];
  if (owned.length !== ids.length) throw new AppError(400, 'product_tag_not_yours');
  return tags.map((t) => ({ productKind: kind, productId: t.productId, x: t.x ?? null, y: t.y ?? null }));
}

/** A brand's products a tag may name: on sale (published, not deleted, brand not suspended) and not hidden. */
export function taggableStoreProducts(db: Db, brandId: string) {
  return liveStoreProducts(db).where('p.brand_id', '=', brandId);
}

export function liveStoreProducts(db: Db) {
  return db
    .selectFrom('store_products as p')
    .where('p.status', '=', 'published')
    .where('p.deleted_at', 'is', null)
    .where('p.hidden', '=', 0)
    .where(ofLiveBrand('p.brand_id'));
}

/** Replaces every tag of an item; call inside the transaction that creates or edits it. */
export async function writeProductTags(
  trx: Db,
  item: { kind: TaggableKind; id: string },
  tags: readonly CheckedTag[],
  at: number,
): Promise<void> {
  await deleteProductTags(trx, item.kind, [item.id]);
  if (tags.length === 0) return;
  await trx
    .insertInto('content_product_tags')
    .values(
      tags.map((t, position) => ({
        content_kind: item.kind,
        content_id: item.id,
        product_kind: t.productKind,
        product_id: t.productId,
        position,
        x: t.x,
        y: t.y,
        created_at: at,
      })),
    )
    .execute();
}

/** Removes the tags of items that are going away; call in the transaction that deletes them. */
export async function deleteProductTags(trx: Db, kind: TaggableKind, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('content_product_tags')
    .where('content_kind', '=', kind)
    .where('content_id', 'in', [...ids])
    .execute();
}
