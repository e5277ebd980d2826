import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { DEFAULT_INSIGHT_PERIOD, insightPeriods, type InsightPeriod } from './insights-rules';

export * from './insights-rules';

const periodValues = insightPeriods.map(String) as [string, ...string[]];

/** `?days=7|30|90`; 30 when left out. */
export const insightsQuerySchema = z.object({
  days: z
    .enum(periodValues, { error: ptBR.insightErrors.period })
    .default(String(DEFAULT_INSIGHT_PERIOD))
    .transform((v) => Number(v) as InsightPeriod),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const insightKinds = ['post', 'reel', 'story'] as const;
export type InsightKind = (typeof insightKinds)[number];

export const followerDaySchema = z.object({
  date: z.string(),
  /** Follows that began that day and still stand. */
  gained: z.number().int(),
  /** Followers at the end of the day (decision 021: counted back from today's total). */
  total: z.number().int(),
});
export type FollowerDay = z.infer<typeof followerDaySchema>;

/** One post, reel or story of the brand with its counters; null where its kind keeps no such counter. */
export const insightItemSchema = z.object({
  kind: z.enum(insightKinds),
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  comments: z.number().int().nullable(),
  shares: z.number().int(),
  saves: z.number().int().nullable(),
  /** Members who saw it: only stories count their viewers. */
  views: z.number().int().nullable(),
  engagement: z.number().int(),
});
export type InsightItem = z.infer<typeof insightItemSchema>;

export const salesDaySchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  revenueCents: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const insightsSchema = z.object({
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string(), timeZone: z.string() }),
  followers: z.object({ current: z.number().int(), gained: z.number().int(), days: z.array(followerDaySchema) }),
  content: z.object({
    /** The newest items of each kind published in the period, newest first. */
    items: z.array(insightItemSchema),
    /** The most engaging of those. */
    top: z.array(insightItemSchema),
    engagement: z.number().int(),
    views: z.number().int(),
  }),
  sales: z.object({
    orders: z.number().int(),
    units: z.number().int(),
    revenueCents: z.number().int(),
    days: z.array(salesDaySchema),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
