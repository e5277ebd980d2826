import type { InfiniteData } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyShop, ProductPage, ShopProduct } from '@shared/shop';
import { api } from '@client/lib/api';
import { sendForm } from '@client/features/settings/upload';

export const shopKeys = {
  all: ['shop'] as const,
  mine: () => [...shopKeys.all, 'mine'] as const,
  products: (ownerId: string) => [...shopKeys.all, 'products', ownerId] as const,
};

export function useMyShopQuery() {
  return useQuery({ queryKey: shopKeys.mine(), queryFn: ({ signal }) => api.get<MyShop>('/api/shop', signal) });
}

export function useStoreNameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeName: string) => api.put<MyShop>('/api/shop/name', { storeName }),
    onSuccess: (data) => queryClient.setQueryData(shopKeys.mine(), data),
  });
}

/** A member's products, newest first; `mine` reads the logged-in member's own list. */
export function useProductsQuery(ownerId: string, mine: boolean) {
  return useInfiniteQuery({
    queryKey: shopKeys.products(ownerId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const base = mine ? '/api/shop/products' : `/api/shop/members/${encodeURIComponent(ownerId)}/products`;
      return api.get<ProductPage>(`${base}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(ownerId),
  });
}

export interface ProductDraft {
  name: string;
  priceCents: number | null;
  description: string;
  image: File | null;
}

function fieldsOf(d: ProductDraft) {
  return { name: d.name, priceCents: d.priceCents === null ? '' : String(d.priceCents), description: d.description };
}

export function useSaveProductMutation(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: ProductDraft }) =>
      sendForm<ShopProduct>(
        id ? 'PATCH' : 'POST',
        id ? `/api/shop/products/${id}` : '/api/shop/products',
        fieldsOf(draft),
        draft.image ? { name: 'image', file: draft.image } : null,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.products(ownerId) }),
  });
}

type Pages = InfiniteData<ProductPage, string>;

function mapProducts(data: Pages | undefined, fn: (p: ShopProduct) => ShopProduct | null): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map(fn).filter((p): p is ShopProduct => p !== null),
    })),
  };
}

export function useDeleteProductMutation(ownerId: string) {
  const queryClient = useQueryClient();
  const key = shopKeys.products(ownerId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/shop/products/${id}`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Pages>(key);
      queryClient.setQueryData<Pages>(key, (data) => mapProducts(data, (p) => (p.id === id ? null : p)));
      return { previous };
    },
    onError: (_e, _id, context) => queryClient.setQueryData(key, context?.previous),
  });
}

/** Likes show at once and are rolled back if the server refuses. */
export function useProductLikeMutation(ownerId: string) {
  const queryClient = useQueryClient();
  const key = shopKeys.products(ownerId);
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      liked
        ? api.put<{ likes: number; isLiked: boolean }>(`/api/shop/products/${id}/like`)
        : api.delete<{ likes: number; isLiked: boolean }>(`/api/shop/products/${id}/like`),
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Pages>(key);
      queryClient.setQueryData<Pages>(key, (data) =>
        mapProducts(data, (p) =>
          p.id === id && p.isLiked !== liked
            ? { ...p, isLiked: liked, likes: Math.max(0, p.likes + (liked ? 1 : -1)) }
            : p,
        ),
      );
      return { previous };
    },
    onError: (_e, _v, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (result, { id }) =>
      queryClient.setQueryData<Pages>(key, (data) => mapProducts(data, (p) => (p.id === id ? { ...p, ...result } : p))),
  });
}
