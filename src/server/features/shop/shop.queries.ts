import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { notHeldFor } from '../content/held-content';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';
import type { ShopProductsTable } from './shop.tables';

/** A member's products, newest first, each with whether `viewerId` liked it. */
export function listProducts(db: Kysely<Database>, ownerId: string, viewerId: string, limit: number, after?: Keyset) {
  const q = db
    .selectFrom('shop_products as p')
    .leftJoin('shop_product_likes as l', (join) =>
      join.onRef('l.product_id', '=', 'p.id').on('l.user_id', '=', viewerId),
    )
    .selectAll('p')
    .select(sql<number>`case when l.user_id is null then 0 else 1 end`.as('liked'))
    .where('p.user_id', '=', ownerId)
    .where(notHeldFor('shop_product', 'p.id', 'p.user_id', viewerId));
  return newestFirstPage(q, limit + 1, after, 'p.created_at', 'p.id').execute();
}

export function findProduct(db: Kysely<Database>, id: string, viewerId: string) {
  return db
    .selectFrom('shop_products as p')
    .leftJoin('shop_product_likes as l', (join) =>
      join.onRef('l.product_id', '=', 'p.id').on('l.user_id', '=', viewerId),
    )
    .selectAll('p')
    .select(sql<number>`case when l.user_id is null then 0 else 1 end`.as('liked'))
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export function insertProduct(db: Kysely<Database>, values: Insertable<ShopProductsTable>) {
  return db.insertInto('shop_products').values(values).execute();
}

export function updateProduct(db: Kysely<Database>, id: string, values: Updateable<ShopProductsTable>) {
  return db.updateTable('shop_products').set(values).where('id', '=', id).execute();
}

export function deleteProduct(db: Kysely<Database>, id: string) {
  return db.deleteFrom('shop_products').where('id', '=', id).execute();
}

/** Adds the like and bumps the counter together; false when it was already there. */
export async function addLike(db: Kysely<Database>, productId: string, userId: string, now: number): Promise<boolean> {
  const res = await db
    .insertInto('shop_product_likes')
    .values({ product_id: productId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('shop_products')
    .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
    .where('id', '=', productId)
    .execute();
  return true;
}

export async function removeLike(db: Kysely<Database>, productId: string, userId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('shop_product_likes')
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) return false;
  await db
    .updateTable('shop_products')
    .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
    .where('id', '=', productId)
    .where('likes_count', '>', 0)
    .execute();
  return true;
}

export function likesCount(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('shop_products')
    .select(['likes_count', 'user_id'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** The products a member liked, so their counters can drop when the member leaves. */
export function likedProductIds(db: Kysely<Database>, userId: string) {
  return db.selectFrom('shop_product_likes').select('product_id').where('user_id', '=', userId).execute();
}

export function allProductsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('shop_products')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}
