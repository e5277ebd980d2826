import { catalogPaths } from '@shared/api-paths';
import type { BrandPage } from '@shared/brands';
import { useApiQuery } from '@client/lib/use-api-query';

export const brandPageKey = (id: string) => ['brand-page', id] as const;

export function useBrandPageQuery(id: string) {
  return useApiQuery<BrandPage>(brandPageKey(id), catalogPaths.brand(id));
}
