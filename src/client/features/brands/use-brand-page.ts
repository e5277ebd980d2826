import { catalogPaths } from '@shared/api-paths';
import type { BrandPage } from '@shared/brands';
import { useApiQuery } from '@client/lib/use-api-query';
import { brandPageKey } from '@client/features/catalog/use-catalog';

export function useBrandPageQuery(id: string) {
  return useApiQuery<BrandPage>(brandPageKey(id), catalogPaths.brand(id));
}
