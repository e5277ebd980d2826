import { MAX_PRODUCT_TAGS } from '@shared/product-tag-rules';
import type { ProductTag, ProductTagInput } from '@shared/product-tags';

/** A tag being chosen: the product as the candidates list showed it, and where it sits on the image, if anywhere. */
export type PickedTag = ProductTag;

/** A point on an image, each coordinate a fraction (0..1) of its width and height. */
export interface TagPoint {
  x: number;
  y: number;
}

/** Why a pick was refused. */
export type PickRefusal = 'tooMany' | 'duplicated';

/** Adds a product to the picks (without a point), or says why it may not. */
export function addPick(
  picks: readonly PickedTag[],
  product: ProductTag,
): { picks: PickedTag[] } | { refused: PickRefusal } {
  if (picks.some((p) => p.productId === product.productId)) return { refused: 'duplicated' };
  if (picks.length >= MAX_PRODUCT_TAGS) return { refused: 'tooMany' };
  return { picks: [...picks, { ...product, x: null, y: null }] };
}

export function removePick(picks: readonly PickedTag[], productId: string): PickedTag[] {
  return picks.filter((p) => p.productId !== productId);
}

/** Places a pick at a point (clamped into the image), or takes it off the image with `null`. */
export function placePick(picks: readonly PickedTag[], productId: string, point: TagPoint | null): PickedTag[] {
  const at = point ? clampPoint(point) : null;
  return picks.map((p) => (p.productId === productId ? { ...p, x: at?.x ?? null, y: at?.y ?? null } : p));
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5);
/** Four decimals are finer than any screen's pixel and keep the sent text short. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function clampPoint(point: TagPoint): TagPoint {
  return { x: round4(clamp01(point.x)), y: round4(clamp01(point.y)) };
}

/** Where a tap or a drag lands on the image, as fractions of the image's drawn box. */
export function pointIn(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): TagPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return clampPoint({ x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height });
}

/** How far an arrow key moves a point: two hundredths of the image, ten times that with Shift. */
export const POINT_STEP = 0.02;

/** The point after an arrow key, or null when the key does not move points. */
export function nudgePoint(point: TagPoint, key: string, large = false): TagPoint | null {
  const step = large ? POINT_STEP * 10 : POINT_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? clampPoint({ x: point.x + move[0], y: point.y + move[1] }) : null;
}

/** The first pick still without a point, the one a tap on the image places next. */
export function nextUnplaced(picks: readonly PickedTag[]): string | null {
  return picks.find((p) => p.x === null || p.y === null)?.productId ?? null;
}

/** What the server takes: the product and, on an image that allows it, the point of each placed pick. */
export function toTagInputs(picks: readonly PickedTag[], withPoints: boolean): ProductTagInput[] {
  return picks.map((p) =>
    withPoints && p.x !== null && p.y !== null
      ? { productId: p.productId, x: p.x, y: p.y }
      : { productId: p.productId },
  );
}

/** The create forms' `productTags` field: JSON text of the tags, or '' (left out) when nothing is tagged. */
export function productTagsFieldValue(picks: readonly PickedTag[], withPoints: boolean): string {
  return picks.length === 0 ? '' : JSON.stringify(toTagInputs(picks, withPoints));
}

/** The option a combobox's arrow keys, Home and End lead to, wrapping around; null for other keys. */
export function nextActive(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The same picks in the same order with the same points: nothing to save. */
export function samePicks(a: readonly PickedTag[], b: readonly PickedTag[]): boolean {
  return (
    a.length === b.length && a.every((p, i) => p.productId === b[i]?.productId && p.x === b[i]?.x && p.y === b[i]?.y)
  );
}
