import { catalogPaths } from '@shared/api-paths';
import type { Explore } from '@shared/explore';
import type { TaggedCards } from '@shared/tag-insights';
import { useApiQuery } from '@client/lib/use-api-query';

export const exploreKeys = {
  all: ['explore'] as const,
  shoppable: () => [...exploreKeys.all, 'shoppable'] as const,
};

export function useExploreQuery() {
  return useApiQuery<Explore>(exploreKeys.all, catalogPaths.explore, {
    staleTime: 60_000,
  });
}

/** 'Compre pelo feed': the newest content tagging products. */
export function useShoppableRowQuery() {
  return useApiQuery<TaggedCards>(exploreKeys.shoppable(), catalogPaths.exploreShoppable, {
    staleTime: 60_000,
  });
}
