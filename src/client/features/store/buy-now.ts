import { MAX_UNITS_PER_LINE } from '@shared/store-rules';

/*
 * 'Comprar agora': checkout of one item, outside the cart. The item travels in the checkout's address
 * (/checkout?buy=…&variant=…&quantity=…), so a reload, and the way back from the payment page, find
 * the same item; the cart is neither read nor changed.
 */

export interface BuyNow {
  productId: string;
  variantId: string;
  quantity: number;
}

/** The checkout page for this one item. */
export function buyNowPath({ productId, variantId, quantity }: BuyNow): string {
  const query = new URLSearchParams({ buy: productId, variant: variantId, quantity: String(quantity) });
  return `/checkout?${query.toString()}`;
}

/** The item a checkout address asks for; null for the cart's checkout (or an address that makes no sense). */
export function parseBuyNow(search: string): BuyNow | null {
  const query = new URLSearchParams(search);
  const productId = query.get('buy');
  const variantId = query.get('variant');
  const quantity = Number(query.get('quantity') ?? '1');
  if (!productId || !variantId) return null;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_UNITS_PER_LINE) return null;
  return { productId, variantId, quantity };
}
