import type { BrandCard, BrandsList } from '@shared/brands';
import { catalogPaths } from '@shared/api-paths';
import type { FollowingReply } from '@shared/catalog';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { SegmentsList } from '@shared/segments';
import { catalogKeys, useBrandsQuery } from '@client/features/catalog/use-catalog';
import { postKeys } from '@client/features/posts/use-posts';
import { profileKeys } from '@client/features/profile/use-profile';
import { api } from '@client/lib/api';
import { useOptimisticMutation } from '@client/lib/use-optimistic-mutation';
import { toast } from '@client/ui/use-toast';

const t = ptBR.brandsPage;

/*
 * The brand and segment lists share the catalogue's cache entries (the same endpoints): the right
 * panel, /brands and /segments all see a follow at once.
 */

export const useBrandCardsQuery = () => useBrandsQuery(true);

/** The card as it reads once the member follows (or stops following) the brand: one follower more or less. */
function followed(b: BrandCard, follow: boolean): BrandCard {
  if (b.followedByMe === follow) return b;
  const followers = Math.max(0, b.followers + (follow ? 1 : -1));
  return { ...b, followedByMe: follow, followers, followersText: formatThousands(followers, 1) };
}

/** Follows or unfollows a brand. Following also follows its segment (spec §4); unfollowing leaves the segment. */
export function useFollowBrandMutation() {
  return useOptimisticMutation({
    send: ({ brand, follow }: { brand: BrandCard; follow: boolean }) =>
      api.mark<FollowingReply>(catalogPaths.followBrand(brand.id), follow),
    touches: () => [catalogKeys.brands(), catalogKeys.segments()],
    show: (queryClient, { brand, follow }) => {
      queryClient.setQueryData<BrandsList>(
        catalogKeys.brands(),
        (d) => d && { brands: d.brands.map((b) => (b.id === brand.id ? followed(b, follow) : b)) },
      );
      const segments = queryClient.getQueryData<SegmentsList>(catalogKeys.segments());
      const segment = segments?.segments.find((s) => s.id === brand.segmentId);
      if (!follow || segment === undefined || segment.followedByMe) return null;
      queryClient.setQueryData<SegmentsList>(
        catalogKeys.segments(),
        (d) =>
          d && {
            segments: d.segments.map((s) =>
              s.id === segment.id ? { ...s, followedByMe: true, followers: s.followers + 1 } : s,
            ),
          },
      );
      return segment.label;
    },
    onSuccess: (_r, { brand, follow }, segmentLabel, queryClient) => {
      toast({
        title: follow ? t.followed(brand.name) : t.unfollowed(brand.name),
        ...(segmentLabel ? { description: t.followedWithSegment(segmentLabel) } : {}),
        variant: 'success',
      });
      // The feed's followed group and the profile's MARCAS and SEGMENTOS tabs change with it.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.segments() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.brands() });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.brands() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.segments() });
    },
  });
}

/** What a 'Seguir Marca' button needs: the brand's follow state and the toggle. */
export function useBrandFollow(brandId: string | undefined) {
  const brands = useBrandCardsQuery();
  const mutation = useFollowBrandMutation();
  const brand = brands.data?.find((b) => b.id === brandId);
  return {
    following: brand?.followedByMe ?? false,
    pending: mutation.isPending,
    toggle: () => {
      if (brand) mutation.mutate({ brand, follow: !brand.followedByMe });
    },
  };
}
