import { memberPaths, profilePaths } from '@shared/api-paths';
import type { PostsPage } from '@shared/posts';
import type {
  FollowedBrands,
  FollowedSegments,
  FollowReply,
  Insights,
  MemberReply,
  PublicMember,
} from '@shared/profile';
import { ptBR } from '@shared/i18n/pt-BR';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { useOptimisticMutation } from '@client/lib/use-optimistic-mutation';
import { toast } from '@client/ui/use-toast';
import { sessionKeys } from '@client/features/auth/use-session';
import { postKeys } from '@client/features/posts/use-posts';

export const profileKeys = {
  all: ['profile'] as const,
  member: (id: string) => [...profileKeys.all, 'member', id] as const,
  brands: () => [...profileKeys.all, 'brands'] as const,
  segments: () => [...profileKeys.all, 'segments'] as const,
  insights: () => [...profileKeys.all, 'insights'] as const,
};

export function useMemberQuery(id: string, enabled = true) {
  return useApiQuery(profileKeys.member(id), memberPaths.one(id), {
    select: (data: MemberReply) => data.member,
    enabled: enabled && Boolean(id),
  });
}

/** A member's posts and reposts (POSTS). */
export function useMemberPostsQuery(id: string, enabled = true) {
  return useCursorList<PostsPage>(postKeys.member(id), (cursor) => memberPaths.posts(id, cursor, 10), {
    enabled: enabled && Boolean(id),
  });
}

/** Bookmarked posts (SALVOS). */
export function useSavedPostsQuery() {
  return useCursorList<PostsPage>(postKeys.saved(), profilePaths.saved);
}

export function useFollowedBrandsQuery() {
  return useCursorList<FollowedBrands>(profileKeys.brands(), profilePaths.brands);
}

export function useFollowedSegmentsQuery() {
  return useApiQuery(profileKeys.segments(), profilePaths.segments, {
    select: (data: FollowedSegments) => data.segments,
  });
}

export function useInsightsQuery() {
  return useApiQuery<Insights>(profileKeys.insights(), profilePaths.insights);
}

/**
 * Follows or unfollows a member (or withdraws a request to follow a private account), shown at once
 * and undone if the server refuses. A private account answers with a request instead of a follow.
 */
export function useFollowMemberMutation(member: PublicMember) {
  const key = profileKeys.member(member.id);
  return useOptimisticMutation({
    send: (follow: boolean) => api.mark<FollowReply>(memberPaths.follow(member.id), follow),
    touches: () => [key],
    show: (queryClient, follow) => {
      const previous = queryClient.getQueryData<MemberReply>(key);
      if (!previous || previous.member.requestedByMe) return;
      const { followers } = previous.member;
      queryClient.setQueryData(key, {
        member: {
          ...previous.member,
          followedByMe: follow,
          followers: followers === null ? null : Math.max(0, followers + (follow ? 1 : -1)),
        },
      });
    },
    onSuccess: (reply, follow, _shown, queryClient) => {
      const current = queryClient.getQueryData<MemberReply>(key);
      if (current) {
        queryClient.setQueryData(key, {
          member: {
            ...current.member,
            followedByMe: reply.following,
            requestedByMe: reply.requested,
            followers: reply.followers,
          },
        });
      }
      if (reply.requested) {
        toast({
          title: ptBR.members.requestSent,
          description: ptBR.members.requestSentDescription(member.name),
          variant: 'success',
        });
        return;
      }
      toast({
        title: follow ? ptBR.members.followed(member.name) : ptBR.members.unfollowed(member.name),
        variant: 'success',
      });
      // The member's own following count and feed order change; a followed private account opens up.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: postKeys.member(member.id) });
    },
  });
}
