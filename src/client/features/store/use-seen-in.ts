import { seenInPaths } from '@shared/api-paths';
import type { TaggedCards } from '@shared/tag-insights';
import { useApiQuery } from '@client/lib/use-api-query';

export const seenInKeys = {
  all: ['seen-in'] as const,
  product: (productId: string) => [...seenInKeys.all, productId] as const,
};

/** 'Visto em': the content tagging a product, as the member may see it. */
export function useSeenInQuery(productId: string) {
  return useApiQuery<TaggedCards>(seenInKeys.product(productId), seenInPaths.product(productId), {
    staleTime: 60_000,
    retry: false,
  });
}
