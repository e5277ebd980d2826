import { useMutation } from '@tanstack/react-query';
import { productTagPaths } from '@shared/api-paths';
import type { ProductTag, ProductTagInput, TaggableKind } from '@shared/product-tags';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';

export const shoppableKeys = {
  all: ['shoppable'] as const,
  candidates: (asBrandId: string, q: string) => [...shoppableKeys.all, 'candidates', asBrandId, q] as const,
};

interface CandidatesReply {
  products: ProductTag[];
}

/**
 * The products the publisher may tag (a brand's store, or with `asBrandId` empty the member's own
 * shop) whose title matches `q`; the last answer stays on screen while the next one loads.
 */
export function useTagCandidatesQuery(asBrandId: string, q: string, enabled = true) {
  return useApiQuery(shoppableKeys.candidates(asBrandId, q), productTagPaths.candidates(asBrandId, q), {
    select: (data: CandidatesReply) => data.products,
    // The words change, the list stays; another publisher's products must never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === asBrandId ? previous : undefined),
    staleTime: 30_000,
    enabled,
  });
}

/** Replaces a published item's tags; the caller puts the answer into its own caches. */
export function useSetProductTagsMutation(kind: TaggableKind, id: string) {
  return useMutation({
    mutationFn: (tags: ProductTagInput[]) =>
      api.put<{ productTags: ProductTag[] }>(productTagPaths.item(kind, id), { tags }),
  });
}
