import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canAdvertise } from '@shared/ad-rules';
import type {
  AdAudienceSize,
  Campaign,
  CampaignCreateInput,
  CampaignPage,
  CampaignPaymentMethod,
  CampaignPaymentReply,
} from '@shared/ads';
import { adPaths, memberPaths, postPaths } from '@shared/api-paths';
import type { PostReply, PostsPage } from '@shared/posts';
import { api, isApiError } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { walletKeys } from '@client/features/wallet/use-wallet';

export const adsKeys = {
  all: ['ads'] as const,
  campaigns: () => [...adsKeys.all, 'campaigns'] as const,
  myPosts: (memberId: string) => [...adsKeys.all, 'my-posts', memberId] as const,
  post: (id: string) => [...adsKeys.all, 'post', id] as const,
  campaign: (id: string) => [...adsKeys.campaigns(), id] as const,
  audience: () => [...adsKeys.all, 'audience'] as const,
};

/** The members a campaign may be shown to, counted by the server (adults only, decision 028). */
export function useAdAudienceQuery() {
  return useApiQuery<AdAudienceSize>(adsKeys.audience(), adPaths.audience, { staleTime: 60_000 });
}

export function useCampaignsQuery() {
  return useCursorList<CampaignPage>(adsKeys.campaigns(), adPaths.campaigns);
}

/** After a payment attempt: the campaigns, and the wallet a balance payment (or refusal) touched. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };
}

export function useLaunchCampaignMutation() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: CampaignCreateInput) => api.post<CampaignPaymentReply>(adPaths.campaigns(), input),
    onSettled: refresh,
  });
}

export function usePayCampaignMutation() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: CampaignPaymentMethod }) =>
      api.post<CampaignPaymentReply>(adPaths.campaignAction(id, 'pay'), { paymentMethod }),
    onSettled: refresh,
  });
}

export function useCancelCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Campaign>(adPaths.campaignAction(id, 'cancel')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}

/** One campaign: the one the member comes back to from the hosted payment page. */
export function useCampaignQuery(id: string | null) {
  return useApiQuery<Campaign>(adsKeys.campaign(id ?? ''), adPaths.campaign(id ?? ''), {
    enabled: Boolean(id),
  });
}

export function useEndCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Campaign>(adPaths.campaignAction(id, 'end')),
    // The days not run go back to the wallet.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

/** The member's own posts, the only ones they may advertise. */
export function useMyPostsQuery(memberId: string, enabled: boolean) {
  return useCursorList<PostsPage>(adsKeys.myPosts(memberId), (cursor) => memberPaths.posts(memberId, cursor, 12), {
    enabled: enabled && Boolean(memberId),
  });
}

/** The post chosen with 'Anunciar'; a post that is gone or not the member's reads as none. */
export function useAdPostQuery(id: string | null) {
  return useQuery({
    queryKey: adsKeys.post(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const { post } = await api.get<PostReply>(postPaths.one(id!), signal);
        return canAdvertise(post) ? post : null;
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 403)) return null;
        throw error;
      }
    },
    enabled: Boolean(id),
  });
}
