import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioProductPaths } from '@shared/api-paths';
import type { StudioProductData, StudioProductPage, StudioProductReply } from '@shared/studio-products';
import { api } from '@client/lib/api';
import { uploadForm } from '@client/lib/upload';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { refreshLater } from '@client/lib/refresh-later';

export const studioProductKeys = {
  all: (brandId: string) => ['studio', 'products', brandId] as const,
  list: (brandId: string) => [...studioProductKeys.all(brandId), 'list'] as const,
  one: (brandId: string, productId: string) => [...studioProductKeys.all(brandId), 'one', productId] as const,
};

/** The brand's products; not asked for when the member's role may not edit them (the server would refuse). */
export function useStudioProducts(brandId: string, enabled: boolean) {
  return useCursorList<StudioProductPage>(
    studioProductKeys.list(brandId),
    (cursor) => studioProductPaths.list(brandId, cursor || undefined),
    { enabled },
  );
}

export function useStudioProduct(brandId: string, productId: string | null) {
  return useApiQuery<StudioProductReply>(
    studioProductKeys.one(brandId, productId ?? ''),
    studioProductPaths.one(brandId, productId ?? ''),
    { enabled: productId !== null, retry: false },
  );
}

/** A saved product goes straight into its own cache; the list is read again for its row. */
function useProductMutation<V, R>(brandId: string, send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      const product = (reply as Partial<StudioProductReply> | undefined)?.product;
      if (product) queryClient.setQueryData(studioProductKeys.one(brandId, product.id), { product });
    },
    onSettled: refreshLater(queryClient, studioProductKeys.list(brandId)),
  });
}

export const useCreateProduct = (brandId: string) =>
  useProductMutation(brandId, (body: StudioProductData) =>
    api.post<StudioProductReply>(studioProductPaths.list(brandId), body),
  );

export const useUpdateProduct = (brandId: string, productId: string) =>
  useProductMutation(brandId, (body: StudioProductData & { imageIds?: string[] }) =>
    api.put<StudioProductReply>(studioProductPaths.one(brandId, productId), body),
  );

export const useDeleteProduct = (brandId: string) =>
  useProductMutation(brandId, (productId: string) => api.delete(studioProductPaths.one(brandId, productId)));

export const useUploadProductImage = (brandId: string, productId: string) =>
  useProductMutation(brandId, ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    return uploadForm<StudioProductReply>(studioProductPaths.images(brandId, productId), form, { onProgress });
  });
