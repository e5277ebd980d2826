import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canAdvertise } from '@shared/ad-rules';
import type { Campaign, CampaignCreateInput, CampaignPage } from '@shared/ads';
import type { Post, PostsPage } from '@shared/posts';
import { api, isApiError } from '@client/lib/api';

export const adsKeys = {
  all: ['ads'] as const,
  campaigns: () => [...adsKeys.all, 'campaigns'] as const,
  myPosts: (memberId: string) => [...adsKeys.all, 'my-posts', memberId] as const,
  post: (id: string) => [...adsKeys.all, 'post', id] as const,
};

export function useCampaignsQuery() {
  return useInfiniteQuery({
    queryKey: adsKeys.campaigns(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<CampaignPage>(`/api/ads/campaigns${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useLaunchCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignCreateInput) => api.post<Campaign>('/api/ads/campaigns', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}

export function useEndCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Campaign>(`/api/ads/campaigns/${id}/end`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}

/** The member's own posts, the only ones they may advertise. */
export function useMyPostsQuery(memberId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adsKeys.myPosts(memberId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<PostsPage>(
        `/api/members/${encodeURIComponent(memberId)}/posts?limit=12${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && Boolean(memberId),
  });
}

/** The post chosen with 'Anunciar'; a post that is gone or not the member's reads as none. */
export function useAdPostQuery(id: string | null) {
  return useQuery({
    queryKey: adsKeys.post(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const { post } = await api.get<{ post: Post }>(`/api/posts/${encodeURIComponent(id!)}`, signal);
        return canAdvertise(post) ? post : null;
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 403)) return null;
        throw error;
      }
    },
    enabled: Boolean(id),
  });
}
