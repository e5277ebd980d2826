import { useCartQuery } from './cart-query';

/** Number of items in the cart (quantities summed), shown on the top bar's badge. */
export function useCartCount(): number {
  const { data } = useCartQuery();
  return data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
