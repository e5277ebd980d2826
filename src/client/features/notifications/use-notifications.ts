import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { memberPaths, notificationPaths } from '@shared/api-paths';
import type { Notification, NotificationsPage, UnreadReply } from '@shared/notifications';
import type { FollowReply } from '@shared/profile';
import { api, errorMessage } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';
import { sessionKeys } from '@client/features/auth/use-session';
import { postKeys } from '@client/features/posts/use-posts';
import { profileKeys } from '@client/features/profile/use-profile';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

type Pages = InfiniteData<NotificationsPage, string>;

/** Rewrites every loaded page of the cached list, if there is one. */
function updateListPages(queryClient: QueryClient, update: (page: NotificationsPage) => NotificationsPage) {
  queryClient.setQueryData<Pages>(notificationKeys.list(), (data) =>
    data ? { ...data, pages: data.pages.map(update) } : data,
  );
}

/** Every loaded notification shown as read, and no page counting any unread. */
function markListRead(queryClient: QueryClient) {
  updateListPages(queryClient, (p) => ({
    ...p,
    unread: 0,
    notifications: p.notifications.map((n) => ({ ...n, read: true })),
  }));
}

export function useNotificationsQuery() {
  return useCursorList<NotificationsPage>(notificationKeys.list(), notificationPaths.list);
}

/** Unread notifications, for the badges; the live stream keeps it current between loads. */
export function useUnreadCountQuery() {
  return useApiQuery(notificationKeys.unread(), notificationPaths.unread, {
    select: (data: UnreadReply) => data.unread,
    staleTime: 5 * 60_000,
  });
}

export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadReply>(notificationPaths.readAll),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<Pages>(notificationKeys.list());
      const unread = queryClient.getQueryData<UnreadReply>(notificationKeys.unread());
      markListRead(queryClient);
      queryClient.setQueryData(notificationKeys.unread(), { unread: 0 });
      return { list, unread };
    },
    // A reload that left before the server's answer may have brought the old marks back.
    onSuccess: () => markListRead(queryClient),
    onError: (error, _v, context) => {
      queryClient.setQueryData(notificationKeys.list(), context?.list);
      queryClient.setQueryData(notificationKeys.unread(), context?.unread);
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/**
 * Opening the page marks everything read on the server: the badge clears at once, here and (through
 * the live stream) in the member's other tabs. The list keeps showing what was new until it reloads.
 */
export function useMarkSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadReply>(notificationPaths.readAll),
    onMutate: () => {
      const unread = queryClient.getQueryData<UnreadReply>(notificationKeys.unread());
      queryClient.setQueryData(notificationKeys.unread(), { unread: 0 });
      return { unread };
    },
    // The badge comes back; the next visit tries again.
    onError: (_error, _v, context) => queryClient.setQueryData(notificationKeys.unread(), context?.unread),
  });
}

function setFollowBack(queryClient: QueryClient, actorId: string, followBack: Notification['followBack']) {
  updateListPages(queryClient, (p) => ({
    ...p,
    notifications: p.notifications.map((n) =>
      n.type === 'follow' && n.actor.id === actorId ? { ...n, followBack } : n,
    ),
  }));
}

/** 'Seguir de volta': shown as followed at once, undone if the server refuses; a private account gets a request. */
export function useFollowBackMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: Notification['actor']) => api.put<FollowReply>(memberPaths.follow(actor.id)),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const list = queryClient.getQueryData<Pages>(notificationKeys.list());
      setFollowBack(queryClient, actor.id, 'following');
      return { list };
    },
    onError: (error, _actor, context) => {
      queryClient.setQueryData(notificationKeys.list(), context?.list);
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: (reply, actor) => {
      setFollowBack(queryClient, actor.id, reply.following ? 'following' : reply.requested ? 'requested' : 'none');
      toast(
        reply.requested
          ? {
              title: ptBR.members.requestSent,
              description: ptBR.members.requestSentDescription(actor.name),
              variant: 'success',
            }
          : { title: ptBR.members.followed(actor.name), variant: 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.member(actor.id) });
    },
  });
}
