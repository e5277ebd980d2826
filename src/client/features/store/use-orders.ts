import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, Order, PaymentMethod } from '@shared/store';
import { api } from '@client/lib/api';
import { startCheckout } from './store-api';
import { cartKeys, type CartLine } from './use-cart';

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
};

export function useOrdersQuery() {
  return useInfiniteQuery({
    queryKey: orderKeys.list(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<{ orders: Order[]; nextCursor: string | null }>(
        `/api/orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One order; while it waits for the payment's confirmation, it is read again every few seconds. */
export function useOrderQuery(id: string) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}`, signal).then((r) => r.order),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 40 ? 3000 : false,
  });
}

/**
 * Starts the hosted payment: the store answers the provider's page, the cart is emptied (the order
 * now holds the items) and the browser goes there.
 */
export function useCheckoutMutation(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lines, method }: { lines: CartLine[]; method: PaymentMethod }) => {
      const origin = window.location.origin;
      const url = await startCheckout({
        items: lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })),
        successUrl: `${origin}/success`,
        cancelUrl: `${origin}/checkout`,
        locale: 'pt-BR',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      await api.delete<Cart>('/api/cart');
      return `${url}&lang=pt-BR&method=${method}`;
    },
    onSuccess: (url) => {
      queryClient.setQueryData<Cart>(cartKeys.all, { items: [] });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate(url);
    },
  });
}
