import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ptBR } from '@shared/i18n/pt-BR';
import { storeApiPaths } from '@shared/api-paths';
import type { Cart } from '@shared/store';
import { cartAddRefusal, effectivePrice, type StoreProduct, type StoreVariant } from '@shared/store-rules';
import { api, errorMessage } from '@client/lib/api';
import { toast } from '@client/ui/use-toast';
import { setCartOpen } from './cart-drawer-state';
import type { BuyNow } from './buy-now';
import { useProductQuery, useProductsByIdsQuery } from './use-store';

/* The member's cart, kept on the server (/api/cart): every change is shown at once and undone if refused. */

import { cartKeys, useCartQuery } from './cart-query';

export { cartKeys, useCartQuery };

type Snapshot = { previous: Cart | undefined };

function useCartMutation<V>(run: (vars: V) => Promise<Cart>, apply: (cart: Cart, vars: V) => Cart, errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, V, Snapshot>({
    mutationFn: run,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<Cart>(cartKeys.all);
      queryClient.setQueryData<Cart>(cartKeys.all, apply(previous ?? { items: [] }, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context) queryClient.setQueryData(cartKeys.all, context.previous);
      toast({ variant: 'destructive', title: errorTitle, description: errorMessage(error) });
    },
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
  });
}

export interface AddVars {
  product: StoreProduct;
  variant: StoreVariant;
  quantity: number;
}

/**
 * Adds a variant, merging with its line; refuses (with the spec's message) what the stock cannot cover.
 * The cart drawer opens on success, unless `openCart` is false: a sheet over content keeps the member
 * where they are and says it with a toast instead.
 */
export function useAddToCartMutation({ openCart = true }: { openCart?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, AddVars, Snapshot>({
    mutationFn: ({ product, variant, quantity }) =>
      api.post<Cart>(storeApiPaths.cartItems, { productId: product.id, variantId: variant.id, quantity }),
    onMutate: async ({ product, variant, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<Cart>(cartKeys.all);
      const inCart = previous?.items.find((i) => i.variantId === variant.id)?.quantity ?? 0;
      const refusal = cartAddRefusal(product.title, variant, inCart, quantity);
      if (refusal) throw new Error(refusal);
      const items = previous?.items ?? [];
      queryClient.setQueryData<Cart>(cartKeys.all, {
        items: items.some((i) => i.variantId === variant.id)
          ? items.map((i) => (i.variantId === variant.id ? { ...i, quantity: i.quantity + quantity } : i))
          : [...items, { productId: product.id, variantId: variant.id, quantity }],
      });
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context) queryClient.setQueryData(cartKeys.all, context.previous);
      toast({ variant: 'destructive', title: ptBR.store.addFailed, description: error.message || ptBR.common.error });
    },
    onSuccess: (cart, { product }) => {
      queryClient.setQueryData(cartKeys.all, cart);
      if (openCart) setCartOpen(true);
      else
        toast({ variant: 'success', title: ptBR.store.added, description: ptBR.store.addedDescription(product.title) });
    },
  });
}

export function useSetQuantityMutation() {
  return useCartMutation(
    ({ variantId, quantity }: { variantId: string; quantity: number }) =>
      api.patch<Cart>(storeApiPaths.cartItem(variantId), { quantity }),
    (cart, { variantId, quantity }) => ({
      items: cart.items.map((i) => (i.variantId === variantId ? { ...i, quantity } : i)),
    }),
    ptBR.store.addFailed,
  );
}

export function useRemoveItemMutation() {
  return useCartMutation(
    (variantId: string) => api.delete<Cart>(storeApiPaths.cartItem(variantId)),
    (cart, variantId) => ({ items: cart.items.filter((i) => i.variantId !== variantId) }),
    ptBR.common.error,
  );
}

export function useClearCartMutation() {
  return useCartMutation(
    (_: void) => api.delete<Cart>(storeApiPaths.cart),
    () => ({ items: [] }),
    ptBR.common.error,
  );
}

export interface CartLine {
  variantId: string;
  quantity: number;
  product: StoreProduct | undefined;
  variant: StoreVariant | undefined;
}

/** Lines to check out, with their products from the store, and the totals. */
export interface CheckoutLines {
  lines: CartLine[];
  subtotal: number;
  currency: string;
  count: number;
  isLoading: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
  isCartLoaded: boolean;
}

/** The cart's lines with their products from the store, and the totals. */
export function useCartLines(): CheckoutLines {
  const cart = useCartQuery();
  const items = cart.data?.items ?? [];
  const products = useProductsByIdsQuery(items.map((i) => i.productId));
  const byVariant = new Map<string, { product: StoreProduct; variant: StoreVariant }>();
  for (const product of products.data ?? [])
    for (const variant of product.variants) byVariant.set(variant.id, { product, variant });
  const lines: CartLine[] = items.map(
    (i) => ({ variantId: i.variantId, quantity: i.quantity, ...byVariant.get(i.variantId) }) as CartLine,
  );
  const subtotal = lines.reduce((sum, l) => sum + (l.variant ? effectivePrice(l.variant) * l.quantity : 0), 0);
  const currency = lines.find((l) => l.variant)?.variant?.currency ?? 'brl';
  return {
    lines,
    subtotal,
    currency,
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    isLoading: cart.isPending || (items.length > 0 && products.isPending),
    isError: cart.isError || products.isError,
    error: cart.error ?? products.error,
    refetch: () => Promise.all([cart.refetch(), products.refetch()]),
    isCartLoaded: cart.isSuccess,
  };
}

/**
 * 'Comprar agora': the one item of a direct checkout as the checkout's lines, in the shape of
 * `useCartLines`; the cart is not read. Null without an item (the cart's checkout).
 */
export function useBuyNowLines(buy: BuyNow | null): CheckoutLines {
  const query = useProductQuery(buy?.productId ?? '', buy !== null);
  const product = query.data;
  const variant = product?.variants.find((v) => v.id === buy?.variantId);
  const lines: CartLine[] =
    buy && product && variant ? [{ variantId: variant.id, quantity: buy.quantity, product, variant }] : [];
  return {
    lines,
    subtotal: variant && buy ? effectivePrice(variant) * buy.quantity : 0,
    currency: variant?.currency ?? 'brl',
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    isLoading: buy !== null && query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: () => query.refetch(),
    // A product that no longer has the variant is an empty checkout, as an empty cart is.
    isCartLoaded: query.isSuccess,
  };
}
