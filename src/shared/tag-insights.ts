import { z } from 'zod';
import { mediaSchema } from './posts';
import { taggableKinds, type TaggableKind } from './product-tags';

/**
 * What product tags did (decision 030): the openings of a tag's product sheet ('toques'), the
 * additions to a cart a tag brought in, and the paid order lines credited to the content; and the
 * tagged content shown on explore ('Compre pelo feed') and on a product page ('Visto em').
 */

/** How many tagged items explore's row and a product's 'Visto em' show. */
export const TAGGED_ROW_LIMIT = 12;
/** How many rows each table of the tags' sales holds: the best sellers of the period. */
export const TAG_SALES_LIMIT = 100;

export const tagSalesNumbersSchema = z.object({
  /** Openings of a tag's product sheet. */
  taps: z.number().int(),
  /** Additions to a cart that a tag brought in. */
  cartAdds: z.number().int(),
  /** Distinct paid orders with a line credited to it. */
  orders: z.number().int(),
  units: z.number().int(),
  /** The credited lines' total in cents, freight aside. */
  revenueCents: z.number().int(),
});
export type TagSalesNumbers = z.infer<typeof tagSalesNumbersSchema>;

export const contentTagSalesSchema = tagSalesNumbersSchema.extend({
  kind: z.enum(taggableKinds),
  id: z.string(),
  /** The item's text; null once the item is gone (its sales stay). */
  text: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ContentTagSales = z.infer<typeof contentTagSalesSchema>;

export const productTagSalesSchema = tagSalesNumbersSchema.extend({
  productId: z.string(),
  /** The product's title; null once it is gone. */
  title: z.string().nullable(),
});
export type ProductTagSales = z.infer<typeof productTagSalesSchema>;

/** A brand's tags over the insights' period: per item of content and per product, best sellers first. */
export const tagSalesSchema = z.object({
  content: z.array(contentTagSalesSchema),
  products: z.array(productTagSalesSchema),
});
export type TagSales = z.infer<typeof tagSalesSchema>;

export const tagSalesColumns = ['taps', 'cartAdds', 'orders', 'units', 'revenueCents'] as const;
export type TagSalesColumn = (typeof tagSalesColumns)[number];

export const emptyTagSales = (): TagSalesNumbers => ({ taps: 0, cartAdds: 0, orders: 0, units: 0, revenueCents: 0 });

/** Highest first by `column`, then by revenue, then by taps; ties keep their order. */
export function sortTagSales<T extends TagSalesNumbers>(
  rows: readonly T[],
  column: TagSalesColumn = 'revenueCents',
): T[] {
  return [...rows].sort((a, b) => b[column] - a[column] || b.revenueCents - a.revenueCents || b.taps - a.taps);
}

/**
 * The numbers of each key gathered from the separate counts (openings, cart additions, paid lines),
 * each read grouped by the database: a key missing from one count has zero there.
 */
export function mergeTagSales<K extends string>(
  parts: readonly (readonly ({ key: K } & Partial<TagSalesNumbers>)[])[],
): Map<K, TagSalesNumbers> {
  const out = new Map<K, TagSalesNumbers>();
  for (const part of parts) {
    for (const { key, ...numbers } of part) {
      const row = out.get(key) ?? emptyTagSales();
      for (const column of tagSalesColumns) row[column] += numbers[column] ?? 0;
      out.set(key, row);
    }
  }
  return out;
}

/** Per product of a member's personal store: how often its tags were opened (a shop has no checkout). */
export const shopTagTapsSchema = z.object({
  products: z.array(z.object({ productId: z.string(), taps: z.number().int() })),
});
export type ShopTagTaps = z.infer<typeof shopTagTapsSchema>;

/** One tagged item as explore's row and 'Visto em' show it: its picture and its first tag. */
export const taggedCardSchema = z.object({
  kind: z.enum(taggableKinds),
  id: z.string(),
  author: z.object({ name: z.string(), verified: z.boolean() }),
  media: mediaSchema,
  tag: z.object({ productId: z.string(), title: z.string(), price: z.number().int() }).nullable(),
});
export type TaggedCard = z.infer<typeof taggedCardSchema>;

export const taggedCardsSchema = z.object({ items: z.array(taggedCardSchema) });
export type TaggedCards = z.infer<typeof taggedCardsSchema>;

/** Where a tagged item opens: the post page, the reel in /reels, the story viewer, the video page. */
export function taggedItemHref(kind: TaggableKind, id: string): string {
  const enc = encodeURIComponent(id);
  if (kind === 'post') return `/post/${enc}`;
  if (kind === 'reel') return `/reels?reel=${enc}`;
  if (kind === 'story') return `/?historia=${enc}`;
  return `/video/${enc}`;
}
