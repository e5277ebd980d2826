import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand, Segment } from '@shared/catalog';
import type { PostsPage } from '@shared/posts';
import type { Insights, PublicMember } from '@shared/profile';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
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

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export function useMemberQuery(id: string) {
  return useQuery({
    queryKey: profileKeys.member(id),
    queryFn: ({ signal }) => api.get<{ member: PublicMember }>(`/api/members/${encodeURIComponent(id)}`, signal),
    select: (data) => data.member,
  });
}

/** A member's posts and reposts (POSTS). */
export function useMemberPostsQuery(id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.member(id),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<PostsPage>(withCursor(`/api/members/${encodeURIComponent(id)}/posts`, pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && Boolean(id),
  });
}

/** Bookmarked posts (SALVOS). */
export function useSavedPostsQuery() {
  return useInfiniteQuery({
    queryKey: postKeys.saved(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => api.get<PostsPage>(withCursor('/api/profile/saved', pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useFollowedBrandsQuery() {
  return useInfiniteQuery({
    queryKey: profileKeys.brands(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<{ brands: Brand[]; nextCursor: string | null }>(withCursor('/api/profile/brands', pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useFollowedSegmentsQuery() {
  return useQuery({
    queryKey: profileKeys.segments(),
    queryFn: ({ signal }) => api.get<{ segments: Segment[] }>('/api/profile/segments', signal),
    select: (data) => data.segments,
  });
}

export function useInsightsQuery() {
  return useQuery({
    queryKey: profileKeys.insights(),
    queryFn: ({ signal }) => api.get<Insights>('/api/profile/insights', signal),
  });
}

type FollowReply = { following: boolean; requested: boolean; followers: number | null };

/**
 * Follows or unfollows a member (or withdraws a request to follow a private account), shown at once
 * and undone if the server refuses. A private account answers with a request instead of a follow.
 */
export function useFollowMemberMutation(member: PublicMember) {
  const queryClient = useQueryClient();
  const key = profileKeys.member(member.id);
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<FollowReply>(`/api/members/${member.id}/follow`)
        : api.delete<FollowReply>(`/api/members/${member.id}/follow`),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ member: PublicMember }>(key);
      if (previous && !previous.member.requestedByMe) {
        const { followers } = previous.member;
        queryClient.setQueryData(key, {
          member: {
            ...previous.member,
            followedByMe: follow,
            followers: followers === null ? null : Math.max(0, followers + (follow ? 1 : -1)),
          },
        });
      }
      return { previous };
    },
    onError: (error, _follow, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: (reply, follow) => {
      const current = queryClient.getQueryData<{ member: PublicMember }>(key);
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
