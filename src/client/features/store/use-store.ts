import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { STORE_PAGE_SIZE } from '@shared/first-load';
import { fetchProduct, fetchProducts } from './store-api';

export const storeKeys = {
  all: ['store'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  byIds: (ids: string[]) => [...storeKeys.all, 'by-ids', ids] as const,
  product: (id: string) => [...storeKeys.all, 'product', id] as const,
};

// A store answer that failed will fail again right away: one retry is enough.
const retry = (failureCount: number) => failureCount < 1;

/** The store's products, a page at a time, with live stock. */
export function useProductsQuery() {
  return useInfiniteQuery({
    queryKey: storeKeys.list(),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchProducts({ offset: pageParam, limit: STORE_PAGE_SIZE }, signal),
    getNextPageParam: (last) =>
      last.offset + last.products.length < last.count && last.products.length > 0
        ? last.offset + last.products.length
        : undefined,
    retry,
  });
}

export function useProductQuery(id: string, enabled = true) {
  return useQuery({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry,
    enabled,
  });
}

/** The products behind a list of cart lines, by id. */
export function useProductsByIdsQuery(ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: storeKeys.byIds(sorted),
    queryFn: ({ signal }) => fetchProducts({ ids: sorted, limit: 100 }, signal).then((page) => page.products),
    enabled: sorted.length > 0,
    retry,
  });
}
