import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeApiPaths } from '@shared/api-paths';
import type { Order, OrderList, OrderReply, PaymentMethod, PaymentUrlReply } from '@shared/store';
import type { Delivery } from '@shared/store-delivery';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { startCheckout } from './store-api';
import type { CartLine } from './use-cart';

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
};

export function useOrdersQuery() {
  return useCursorList<OrderList>(orderKeys.list(), storeApiPaths.orders);
}

/** One order; while it waits for the payment's confirmation, it is read again every few seconds. */
export function useOrderQuery(id: string) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => api.get<OrderReply>(storeApiPaths.order(id), signal).then((r) => r.order),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 40 ? 3000 : false,
  });
}

/**
 * Starts the hosted payment: the store answers the provider's page and the browser goes there. The
 * cart keeps its items until the payment succeeds (the server empties it then), so the way back from
 * the payment page finds them where they were.
 */
export function useCheckoutMutation(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      lines,
      method,
      delivery,
      cancelPath = '/checkout',
    }: {
      lines: CartLine[];
      method: PaymentMethod;
      delivery?: Delivery | undefined;
      /** Where giving up on the payment page returns: the checkout, with a direct purchase's item. */
      cancelPath?: string;
    }) => {
      const origin = window.location.origin;
      const url = await startCheckout({
        items: lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })),
        successUrl: `${origin}/success`,
        cancelUrl: `${origin}${cancelPath}`,
        locale: 'pt-BR',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...(delivery ? { delivery } : {}),
      });
      return `${url}&lang=pt-BR&method=${method}`;
    },
    onSuccess: (url) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate(url);
    },
  });
}

/** 'Continuar pagamento': back to a pending order's payment page while its hold lasts. */
export function useResumePaymentMutation(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<PaymentUrlReply>(storeApiPaths.resumeOrder(orderId), {}).then((r) => r.url),
    onSuccess: (url) => navigate(url),
    // A refusal means the order closed meanwhile (its hold lapsed): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Whether an order can still be paid: pending, with its hold not lapsed. */
export const isPayable = (order: Order, now = Date.now()) =>
  order.status === 'pending' && Date.parse(order.expiresAt) > now;
