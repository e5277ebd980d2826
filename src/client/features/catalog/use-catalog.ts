import type { Brand, Segment } from '@shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';

export const catalogKeys = {
  all: ['catalog'] as const,
  segments: () => [...catalogKeys.all, 'segments'] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
};

// The catalogue changes with releases, not during a visit.
const catalogStaleTime = 60 * 60_000;

export function useSegmentsQuery() {
  return useQuery({
    queryKey: catalogKeys.segments(),
    queryFn: ({ signal }) => api.get<{ segments: Segment[] }>('/api/segments', signal),
    select: (data) => data.segments,
    staleTime: catalogStaleTime,
  });
}

export function useBrandsQuery() {
  return useQuery({
    queryKey: catalogKeys.brands(),
    queryFn: ({ signal }) => api.get<{ brands: Brand[] }>('/api/brands', signal),
    select: (data) => data.brands,
    staleTime: catalogStaleTime,
  });
}
