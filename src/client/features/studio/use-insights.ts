import { keepPreviousData } from '@tanstack/react-query';
import { insightsPaths } from '@shared/api-paths';
import type { Insights } from '@shared/insights';
import type { InsightPeriod } from '@shared/insights-rules';
import { useApiQuery } from '@client/lib/use-api-query';

export const insightsKeys = {
  all: ['insights'] as const,
  brand: (brandId: string, days: InsightPeriod) => [...insightsKeys.all, brandId, days] as const,
};

/**
 * A brand's insights for a period. While another period loads, the last one stays on screen (dimmed
 * by the section) instead of a skeleton, so the charts do not jump.
 */
export function useInsights(brandId: string, days: InsightPeriod) {
  return useApiQuery<Insights>(insightsKeys.brand(brandId, days), insightsPaths.insights(brandId, days), {
    placeholderData: keepPreviousData,
    retry: false,
  });
}
