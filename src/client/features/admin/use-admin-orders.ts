import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilmentPaths } from '@shared/api-paths';
import type { OperatorOrderFilter, OperatorOrdersPage, RefundReply } from '@shared/fulfilment';
import { api } from '@client/lib/api';
import { refreshLater } from '@client/lib/refresh-later';
import { useCursorList } from '@client/lib/use-cursor-list';
import { adminKeys } from './use-admin';

export const adminOrderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  list: (status: OperatorOrderFilter, q: string) => [...adminOrderKeys.all, status, q] as const,
};

export function useAdminOrders(status: OperatorOrderFilter, q: string) {
  return useCursorList<OperatorOrdersPage>(adminOrderKeys.list(status, q), (cursor) =>
    fulfilmentPaths.operatorOrders(status, q, cursor || undefined),
  );
}

/** A refund moves the order to another filter and writes a row of the log: the whole console reads again. */
export function useOperatorRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post<RefundReply>(fulfilmentPaths.operatorRefund(orderId), {}),
    onSettled: refreshLater(queryClient, adminKeys.all),
  });
}
