import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ptBR } from '@shared/i18n/pt-BR';
import { memberPaths } from '@shared/api-paths';
import type { FollowListKind, FollowListMember, FollowListPage, FollowReply } from '@shared/profile';
import { sessionKeys } from '@client/features/auth/use-session';
import { postKeys } from '@client/features/posts/use-posts';
import { api, errorMessage } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
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
function patchRows(
  queryClient: ReturnType<typeof useQueryClient>,
  memberId: string,
  change: Partial<FollowListMember>,
) {
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, follow }: { member: FollowListMember; follow: boolean }) =>
      follow
        ? api.put<FollowReply>(memberPaths.follow(member.id))
        : api.delete<FollowReply>(memberPaths.follow(member.id)),
    onMutate: async ({ member, follow }) => {
      await queryClient.cancelQueries({ queryKey: followListKeys.all });
      // A private account's follow turns into a request: the answer says which.
      patchRows(queryClient, member.id, { followedByMe: follow, requestedByMe: false });
    },
    onError: (error, { member }) => {
      patchRows(queryClient, member.id, { followedByMe: member.followedByMe, requestedByMe: member.requestedByMe });
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: (reply, { member, follow }) => {
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
