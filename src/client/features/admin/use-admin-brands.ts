import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, teamPaths } from '@shared/api-paths';
import type { AdminBrandReply, AdminBrandsPage, BrandImageKind, BrandInput, BrandPatch } from '@shared/admin-brands';
import { api } from '@client/lib/api';
import { uploadForm } from '@client/lib/upload';
import { useCursorList } from '@client/lib/use-cursor-list';
import { adminKeys } from './use-admin';

export const adminBrandKeys = {
  all: [...adminKeys.all, 'brands'] as const,
  list: (q: string) => [...adminBrandKeys.all, q] as const,
};

export function useAdminBrands(q: string) {
  return useCursorList<AdminBrandsPage>(adminBrandKeys.list(q), (cursor) => adminPaths.brands(q, cursor));
}

/** Every list of the console reads again after a brand change: the brands and the log's new row. */
function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

async function sendImage(brandId: string, kind: BrandImageKind, file: File) {
  const form = new FormData();
  form.append('image', file);
  return uploadForm<AdminBrandReply>(adminPaths.brandImage(brandId, kind), form);
}

export interface BrandImages {
  logo?: File | undefined;
  cover?: File | undefined;
}

/**
 * Saves the brand's text (create or edit), then any picture chosen. The text is saved first so a
 * refused picture loses nothing already written; the error of the picture is the mutation's error.
 */
export function useSaveBrandMutation(brandId: string | null) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async ({ fields, images }: { fields: BrandInput | BrandPatch; images: BrandImages }) => {
      let reply = brandId
        ? await api.patch<AdminBrandReply>(adminPaths.brand(brandId), fields)
        : await api.post<AdminBrandReply>(adminPaths.newBrand, fields);
      const id = reply.brand.id;
      try {
        if (images.logo) reply = await sendImage(id, 'logo', images.logo);
        if (images.cover) reply = await sendImage(id, 'cover', images.cover);
      } finally {
        await refresh();
      }
      return reply.brand;
    },
    onSuccess: refresh,
  });
}

export function useBrandActionMutation() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'verify' | 'unverify' | 'suspend' | 'reinstate' }) =>
      api.post<AdminBrandReply>(adminPaths.brandAction(id, action)),
    onSuccess: refresh,
  });
}

export function useInviteOwnerMutation(brandId: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (email: string) => api.post(teamPaths.operatorInvite(brandId), { email }),
    onSuccess: refresh,
  });
}
