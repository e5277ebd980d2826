import { useQuery } from '@tanstack/react-query';
import type { BrandPage } from '@shared/brands';
import { api } from '@client/lib/api';

export const brandPageKey = (id: string) => ['brand-page', id] as const;

export function useBrandPageQuery(id: string) {
  return useQuery({
    queryKey: brandPageKey(id),
    queryFn: ({ signal }) => api.get<BrandPage>(`/api/brands/${encodeURIComponent(id)}`, signal),
  });
}
