/*
 * A product's storefront JSON is kept as text with each variant's stock left as a marker, so a read
 * puts the live stock in with one string replace instead of parsing and re-serialising the product.
 */

const MARK = '\u0000stock:';
// JSON.stringify writes the NUL as the six characters \u0000. The key in front can only be a real
// key: a quote inside any string value is escaped, so no value can forge `"inventory_quantity":"`.
const MARKED = /"inventory_quantity":"\\u0000stock:((?:[^"\\]|\\.)*)"/g;

export function toSnapshot<P extends { variants: { id: string; inventory_quantity: number }[] }>(product: P): string {
  return JSON.stringify({
    ...product,
    variants: product.variants.map((v) => ({ ...v, inventory_quantity: `${MARK}${v.id}` })),
  });
}

/** The snapshot's JSON with each variant's stock filled in (0 for a variant no longer there). */
export function withStock(snapshot: string, stock: Map<string, number>): string {
  return snapshot.replace(MARKED, (_match, id: string) => {
    const variantId = JSON.parse(`"${id}"`) as string;
    return `"inventory_quantity":${stock.get(variantId) ?? 0}`;
  });
}
