import { useQuery } from '@tanstack/react-query';
import type { Explore } from '@shared/explore';
import { api } from '@client/lib/api';

export const exploreKeys = {
  all: ['explore'] as const,
};

export function useExploreQuery() {
  return useQuery({
    queryKey: exploreKeys.all,
    queryFn: ({ signal }) => api.get<Explore>('/api/explore', signal),
    staleTime: 60_000,
  });
}
