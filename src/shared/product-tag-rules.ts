import { ptBR } from './i18n/pt-BR';

/*
 * The pure rules of product tags (decision 030), free of zod: the composers and the tag displays load
 * with the feed, which must not download the schema library (shared/product-tags.ts has the schemas).
 */

export const MAX_PRODUCT_TAGS = 5;
/** Under this many units left (and above none) a tag says 'últimas unidades'. */
export const LOW_STOCK_UNDER = 5;
/** An order line is credited to the last tag its buyer opened for the product, within this window. */
export const ATTRIBUTION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The kinds of content that carry tags. */
export const taggableKinds = ['post', 'reel', 'story', 'video'] as const;
export type TaggableKind = (typeof taggableKinds)[number];

/** 'store': a product of a brand's store (store_products); 'shop': a product of a member's personal store. */
export const taggedProductKinds = ['store', 'shop'] as const;
export type TaggedProductKind = (typeof taggedProductKinds)[number];

/** 'available', 'low' (under LOW_STOCK_UNDER), 'sold_out' (no variant can be bought), 'unavailable' (not purchasable). */
export const tagStockStates = ['available', 'low', 'sold_out', 'unavailable'] as const;
export type TagStockState = (typeof tagStockStates)[number];

const t = ptBR.productTags;

/** What a tag's stock says, from the product's variants as the store keeps them. */
export function tagStockState(product: {
  purchasable: boolean;
  variants: { manageInventory: boolean; stock: number }[];
}): TagStockState {
  if (!product.purchasable || product.variants.length === 0) return 'unavailable';
  if (product.variants.some((v) => !v.manageInventory)) return 'available';
  const units = product.variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0);
  if (units === 0) return 'sold_out';
  return units < LOW_STOCK_UNDER ? 'low' : 'available';
}

/** Whether a purchase may start from a tag in this state. */
export const tagBuyable = (stock: TagStockState) => stock === 'available' || stock === 'low';

/** The words a tag shows for its stock; none when it can be bought freely. */
export function tagStockLabel(stock: TagStockState): string | null {
  if (stock === 'sold_out') return t.soldOut;
  if (stock === 'low') return t.lastUnits;
  if (stock === 'unavailable') return t.unavailable;
  return null;
}
