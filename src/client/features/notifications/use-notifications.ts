import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsPage } from '@shared/notifications';
import { api, errorMessage } from '@client/lib/api';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

type Pages = InfiniteData<NotificationsPage, string>;

export function useNotificationsQuery() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationsPage>(
        `/api/notifications?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Unread notifications, for the badges; the live stream keeps it current between loads. */
export function useUnreadCountQuery() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/notifications/unread', signal),
    select: (data) => data.unread,
    staleTime: 5 * 60_000,
  });
}

export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ unread: number }>('/api/notifications/read-all'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<Pages>(notificationKeys.list());
      const unread = queryClient.getQueryData<{ unread: number }>(notificationKeys.unread());
      queryClient.setQueryData<Pages>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                unread: 0,
                notifications: p.notifications.map((n) => ({ ...n, read: true })),
              })),
            }
          : data,
      );
      queryClient.setQueryData(notificationKeys.unread(), { unread: 0 });
      return { list, unread };
    },
    onError: (error, _v, context) => {
      queryClient.setQueryData(notificationKeys.list(), context?.list);
      queryClient.setQueryData(notificationKeys.unread(), context?.unread);
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
