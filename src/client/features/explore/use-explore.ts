import { catalogPaths } from '@shared/api-paths';
import type { Explore } from '@shared/explore';
import { useApiQuery } from '@client/lib/use-api-query';

export const exploreKeys = {
  all: ['explore'] as const,
};

export function useExploreQuery() {
  return useApiQuery<Explore>(exploreKeys.all, catalogPaths.explore, {
    staleTime: 60_000,
  });
}
