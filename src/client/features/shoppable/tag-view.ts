import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag, TaggableKind, TagStockState } from '@shared/product-tags';

/*
 * What a tag shows, kept free of zod: the tag displays sit in the feed's chunk, and
 * `@shared/product-tags` carries the schemas. Its `tagStockLabel` and `tagBuyable` say the same
 * (tag-view.test.ts holds the two together).
 */

const t = ptBR.productTags;

/** The item the tags are on, and who published it (a 'shop' tag is a product of their own store). */
export interface TaggedContent {
  kind: TaggableKind;
  id: string;
  owner: { kind: 'member' | 'brand'; id: string; name: string; isMine?: boolean | undefined };
}

/** The content's tags; an item from before tags existed has none. */
export const tagsOf = (item: { productTags?: ProductTag[] | undefined }): ProductTag[] => item.productTags ?? [];

/** The words under a tag for its stock; null when it can be bought freely. */
export function stockLabel(stock: TagStockState): string | null {
  if (stock === 'sold_out') return t.soldOut;
  if (stock === 'low') return t.lastUnits;
  if (stock === 'unavailable') return t.unavailable;
  return null;
}

/** Whether a purchase may start from a tag in this state. */
export const buyable = (stock: TagStockState): boolean => stock === 'available' || stock === 'low';

/** The price a tag shows, and the normal one struck through beside it while on sale. */
export function tagPrice(tag: Pick<ProductTag, 'price' | 'listPrice'>): { now: string; was: string | null } {
  const onSale = tag.listPrice !== null && tag.listPrice > tag.price;
  return { now: formatBRL(tag.price), was: onSale ? formatBRL(tag.listPrice!) : null };
}

/** The whole price as one sentence, for a button's accessible name: 'R$ 59,90, antes R$ 79,90'. */
export function tagPriceText(tag: Pick<ProductTag, 'price' | 'listPrice'>): string {
  const { now, was } = tagPrice(tag);
  return was ? `${now} (${ptBR.store.oldPrice}: ${was})` : now;
}

/** Dots sit at least this far (a fraction of the frame) from its edges, so they are never cut off. */
const EDGE = 0.06;

const clamp = (n: number) => Math.min(1 - EDGE, Math.max(EDGE, n));

/**
 * Where a tag's point (0..1 of the picture) falls in a frame of `frameRatio` (width / height) that
 * the picture covers (`object-fit: cover`, centred): the picture's overflow is cut off on one axis,
 * so the point moves on that axis. A point in the part cut off is brought to the nearest edge.
 * Returns fractions of the frame; null for a tag without a point, or a picture without a size.
 */
export function dotPosition(
  point: { x: number | null; y: number | null },
  picture: { width?: number | null | undefined; height?: number | null | undefined },
  frameRatio: number,
): { left: number; top: number } | null {
  if (point.x === null || point.y === null) return null;
  const { width, height } = picture;
  if (!width || !height || !(frameRatio > 0)) return null;
  const ratio = width / height;
  let { x, y } = point;
  if (ratio > frameRatio) {
    // Wider than the frame: the sides are cut off.
    const shown = frameRatio / ratio;
    x = (x - (1 - shown) / 2) / shown;
  } else if (ratio < frameRatio) {
    // Taller than the frame: the top and bottom are cut off.
    const shown = ratio / frameRatio;
    y = (y - (1 - shown) / 2) / shown;
  }
  return { left: clamp(x), top: clamp(y) };
}
