import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { tagSalesSchema } from './tag-insights';
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

export const insightKinds = ['post', 'reel', 'video', 'story'] as const;
export type InsightKind = (typeof insightKinds)[number];

export const followerDaySchema = z.object({
  date: z.string(),
  /** Follows that began that day. */
  gained: z.number().int(),
  /** Unfollows that day (an account deleted included). */
  lost: z.number().int(),
  /** Followers at the end of the day. */
  total: z.number().int(),
});
export type FollowerDay = z.infer<typeof followerDaySchema>;

/** One post, reel, long video or story of the brand with its counters; null where its kind keeps no such counter. */
export const insightItemSchema = z.object({
  kind: z.enum(insightKinds),
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  saves: z.number().int().nullable(),
  /** Reach: the members (outside the brand's team, for posts, reels and videos) who saw it. */
  reach: z.number().int(),
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
  followers: z.object({
    current: z.number().int(),
    gained: z.number().int(),
    lost: z.number().int(),
    days: z.array(followerDaySchema),
  }),
  content: z.object({
    /** The newest items of each kind published in the period, newest first. */
    items: z.array(insightItemSchema),
    /** The most engaging of those (then the most seen). */
    top: z.array(insightItemSchema),
    engagement: z.number().int(),
    /** The items' reach added up: a member who saw two items counts twice. */
    reach: z.number().int(),
  }),
  sales: z.object({
    orders: z.number().int(),
    units: z.number().int(),
    revenueCents: z.number().int(),
    days: z.array(salesDaySchema),
  }),
  /** What the brand's product tags did: openings, cart additions and the paid sales credited to them. */
  tagSales: tagSalesSchema,
});
export type Insights = z.infer<typeof insightsSchema>;
