import { catalogPaths } from '@shared/api-paths';
import type { BrandsList } from '@shared/brands';
import type { SegmentsList } from '@shared/segments';
import { useApiQuery } from '@client/lib/use-api-query';

export const catalogKeys = {
  all: ['catalog'] as const,
  segments: () => [...catalogKeys.all, 'segments'] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
};

/**
 * A brand's page (its posts, reels, videos and products), kept apart from the catalogue's lists:
 * removing one of its items from any screen refreshes it.
 */
export const brandPageKey = (id: string) => ['brand-page', id] as const;

/*
 * The catalogue changes with releases, not during a visit: the shell keeps it an hour. Screens that show
 * the member's follows in it (`withFollows`) read it at the usual pace, on the same cache entry.
 */
const catalogPace = (withFollows: boolean) => (withFollows ? {} : { staleTime: 60 * 60_000 });

export function useSegmentsQuery(withFollows = false) {
  return useApiQuery(catalogKeys.segments(), catalogPaths.segments, {
    select: (data: SegmentsList) => data.segments,
    ...catalogPace(withFollows),
  });
}

export function useBrandsQuery(withFollows = false) {
  return useApiQuery(catalogKeys.brands(), catalogPaths.brands, {
    select: (data: BrandsList) => data.brands,
    ...catalogPace(withFollows),
  });
}
