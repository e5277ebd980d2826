import type { Kysely } from 'kysely';
import { ATTRIBUTION_WINDOW_MS, type TaggableKind } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { newId } from '../../platform/ids';

type Db = Kysely<Database>;

/*
 * What a product tag sold (decision 030): a cart line or an order line is credited to the content
 * whose tag its buyer opened last for that product, within ATTRIBUTION_WINDOW_MS. The store asks
 * here when a member adds to the cart and at checkout; the openings are written by the tag's
 * product sheet (shoppable).
 */

/** The content a line came from, as cart and order lines keep it (`source_kind`, `source_id`). */
export interface LineSource {
  kind: TaggableKind;
  id: string;
}

/** The member's last opening of each of these products within the window: one query. */
export async function lastTagOpenings(
  db: Db,
  memberId: string,
  productIds: readonly string[],
  now: number,
): Promise<Map<string, LineSource>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_tag_opens')
    .select(['product_id', 'content_kind', 'content_id', 'opened_at'])
    .where('member_id', '=', memberId)
    .where('product_id', 'in', ids)
    .where('opened_at', '>=', now - ATTRIBUTION_WINDOW_MS)
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const found = new Map<string, LineSource>();
  for (const row of rows)
    if (!found.has(row.product_id))
      found.set(row.product_id, { kind: row.content_kind as TaggableKind, id: row.content_id });
  return found;
}

/**
 * After a member added a product to their cart: when a tag they opened within the window brought it
 * in, the cart line remembers that content and the addition is counted for it. Call in the
 * transaction (or right after the write) that added the units; answers the source, if any.
 */
export async function creditCartAdd(
  db: Db,
  memberId: string,
  line: { productId: string; variantId: string; quantity: number },
  now: number,
): Promise<LineSource | null> {
  const source = (await lastTagOpenings(db, memberId, [line.productId], now)).get(line.productId);
  if (!source) return null;
  await db
    .updateTable('store_cart_items')
    .set({ source_kind: source.kind, source_id: source.id })
    .where('member_id', '=', memberId)
    .where('variant_id', '=', line.variantId)
    .execute();
  await db
    .insertInto('product_tag_cart_adds')
    .values({
      id: newId('tagcart', now),
      member_id: memberId,
      content_kind: source.kind,
      content_id: source.id,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      added_at: now,
    })
    .execute();
  return source;
}

/**
 * The source of each line of a member's order, by variant: the one their cart line for that variant
 * keeps, or, for a line bought without the cart ('Comprar agora'), their last opening of the product
 * within the window. Two queries at most.
 */
export async function orderLineSources(
  db: Db,
  memberId: string,
  lines: readonly { productId: string; variantId: string }[],
  now: number,
): Promise<Map<string, LineSource>> {
  if (lines.length === 0) return new Map();
  const cart = await db
    .selectFrom('store_cart_items')
    .select(['variant_id', 'source_kind', 'source_id'])
    .where('member_id', '=', memberId)
    .where(
      'variant_id',
      'in',
      lines.map((l) => l.variantId),
    )
    .execute();
  const sources = new Map<string, LineSource>();
  const inCart = new Set<string>();
  for (const row of cart) {
    inCart.add(row.variant_id);
    if (row.source_kind && row.source_id)
      sources.set(row.variant_id, { kind: row.source_kind as TaggableKind, id: row.source_id });
  }
  const direct = lines.filter((l) => !inCart.has(l.variantId));
  const opened = await lastTagOpenings(
    db,
    memberId,
    direct.map((l) => l.productId),
    now,
  );
  for (const line of direct) {
    const source = opened.get(line.productId);
    if (source) sources.set(line.variantId, source);
  }
  return sources;
}
