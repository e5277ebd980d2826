import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { ptBR } from '@shared/i18n/pt-BR';
import { memberPaths } from '@shared/api-paths';
import type { FollowListKind, FollowListMember, FollowListPage, FollowReply } from '@shared/profile';
import { sessionKeys } from '@client/features/auth/use-session';
import { postKeys } from '@client/features/posts/use-posts';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { useOptimisticMutation } from '@client/lib/use-optimistic-mutation';
import { toast } from '@client/ui/use-toast';
import { profileKeys } from './use-profile';

export const followListKeys = {
  all: [...profileKeys.all, 'follow-list'] as const,
  list: (memberId: string, kind: FollowListKind) => [...followListKeys.all, memberId, kind] as const,
};

/** A member's followers or following, twenty at a time. */
export function useFollowListQuery(memberId: string, kind: FollowListKind, enabled: boolean) {
  return useCursorList<FollowListPage>(
    followListKeys.list(memberId, kind),
    (cursor) => memberPaths.followList(memberId, kind, cursor),
    { enabled: enabled && Boolean(memberId) },
  );
}

type Lists = InfiniteData<FollowListPage, string>;

/** Every row of this member in the lists in the cache takes `change`. */
function patchRows(queryClient: QueryClient, memberId: string, change: Partial<FollowListMember>) {
  queryClient.setQueriesData<Lists>({ queryKey: followListKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            members: p.members.map((m) => (m.id === memberId ? { ...m, ...change } : m)),
          })),
        }
      : data,
  );
}

/** The follow button of a list's row: shown at once, undone if the server refuses. */
export function useFollowRowMutation() {
  return useOptimisticMutation({
    send: ({ member, follow }: { member: FollowListMember; follow: boolean }) =>
      api.mark<FollowReply>(memberPaths.follow(member.id), follow),
    touches: () => [followListKeys.all],
    // A private account's follow turns into a request: the answer says which.
    show: (queryClient, { member, follow }) =>
      patchRows(queryClient, member.id, { followedByMe: follow, requestedByMe: false }),
    onSuccess: (reply, { member, follow }, _shown, queryClient) => {
      patchRows(queryClient, member.id, { followedByMe: reply.following, requestedByMe: reply.requested });
      toast({
        title: reply.requested
          ? ptBR.members.requestSent
          : follow
            ? ptBR.members.followed(member.name)
            : ptBR.members.unfollowed(member.name),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.member(member.id) });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
  });
}
