import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopPaths } from '@shared/api-paths';
import type { MyShop, ProductLikeReply, ProductPage, ShopProduct } from '@shared/shop';
import type { ShopTagTaps } from '@shared/tag-insights';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { useOptimisticToggle } from '@client/lib/use-optimistic-toggle';
import { sendForm } from '@client/features/settings/upload';

export const shopKeys = {
  all: ['shop'] as const,
  mine: () => [...shopKeys.all, 'mine'] as const,
  products: (ownerId: string) => [...shopKeys.all, 'products', ownerId] as const,
  tagTaps: () => [...shopKeys.all, 'tag-taps'] as const,
};

export function useMyShopQuery() {
  return useApiQuery<MyShop>(shopKeys.mine(), shopPaths.mine);
}

/** How often the tags of the member's own products were opened, by product id. */
export function useShopTagTapsQuery() {
  return useApiQuery(shopKeys.tagTaps(), shopPaths.tagTaps, {
    select: (data: ShopTagTaps) => new Map(data.products.map((p) => [p.productId, p.taps])),
    staleTime: 60_000,
  });
}

export function useStoreNameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeName: string) => api.put<MyShop>(shopPaths.name, { storeName }),
    onSuccess: (data) => queryClient.setQueryData(shopKeys.mine(), data),
  });
}

/** A member's products, newest first; `mine` reads the logged-in member's own list. */
export function useProductsQuery(ownerId: string, mine: boolean) {
  return useCursorList<ProductPage>(
    shopKeys.products(ownerId),
    (cursor) => shopPaths.products(mine ? null : ownerId, cursor),
    { enabled: Boolean(ownerId) },
  );
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
        id ? shopPaths.product(id) : shopPaths.products(null),
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
    mutationFn: (id: string) => api.delete<void>(shopPaths.product(id)),
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
  return useOptimisticToggle<{ id: string; on: boolean }, ShopProduct>({
    key: ({ id }) => `product-like:${id}`,
    send: async ({ id, on }) => {
      const reply = await api.mark<ProductLikeReply>(shopPaths.productLike(id), on);
      return { on: reply.isLiked, count: reply.likes };
    },
    patch: ({ id }, fn) =>
      queryClient.setQueryData<Pages>(key, (data) => mapProducts(data, (p) => (p.id === id ? fn(p) : p))),
    read: (p) => ({ on: p.isLiked, count: p.likes }),
    write: (p, s) => ({ ...p, isLiked: s.on, likes: s.count }),
    cancel: key,
  });
}
