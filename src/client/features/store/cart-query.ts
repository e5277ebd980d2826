import { useQuery } from '@tanstack/react-query';
import { storeApiPaths } from '@shared/api-paths';
import type { Cart } from '@shared/store';
import { api } from '@client/lib/api';

/*
 * The cart's query on its own: the top bar's badge reads it on every page, without the product
 * lookups (and the storefront's response checks) that changing the cart needs.
 */

export const cartKeys = { all: ['cart'] as const };

export function useCartQuery() {
  return useQuery({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.get<Cart>(storeApiPaths.cart, signal),
    staleTime: 10_000,
  });
}
