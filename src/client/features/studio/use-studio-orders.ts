import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilmentPaths } from '@shared/api-paths';
import type {
  FulfilmentMove,
  RefundReply,
  StudioOrderFilter,
  StudioOrderReply,
  StudioOrdersPage,
} from '@shared/fulfilment';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { refreshLater } from '@client/lib/refresh-later';

export const studioOrderKeys = {
  all: ['studio-orders'] as const,
  brand: (brandId: string) => [...studioOrderKeys.all, brandId] as const,
  list: (brandId: string, state: StudioOrderFilter) => [...studioOrderKeys.brand(brandId), state] as const,
};

export function useStudioOrders(brandId: string, state: StudioOrderFilter) {
  return useCursorList<StudioOrdersPage>(studioOrderKeys.list(brandId, state), (cursor) =>
    fulfilmentPaths.orders(brandId, state, cursor || undefined),
  );
}

/** A move or a refund changes which list an order is in: the brand's lists are all read again. */
function useOrderMutation<V, R>(brandId: string, send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: refreshLater(queryClient, studioOrderKeys.brand(brandId)),
  });
}

export const useMoveFulfilment = (brandId: string) =>
  useOrderMutation(brandId, ({ orderId, move }: { orderId: string; move: FulfilmentMove }) =>
    api.post<StudioOrderReply>(fulfilmentPaths.move(brandId, orderId), move),
  );

export const useRefundOrder = (brandId: string) =>
  useOrderMutation(brandId, (orderId: string) => api.post<RefundReply>(fulfilmentPaths.refund(brandId, orderId), {}));
