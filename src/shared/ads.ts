import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';

const a = ptBR.ads;

export const adObjectives = ['profile_visits', 'reach', 'engagement'] as const;
export type AdObjective = (typeof adObjectives)[number];
export const adAudiences = ['auto'] as const;
export type AdAudience = (typeof adAudiences)[number];

/** The wizard's bounds and defaults from spec sections 5 and 9; budgets are whole reais per day. */
export const AD_BUDGET_MIN = 5;
export const AD_BUDGET_MAX = 1000;
export const AD_BUDGET_STEP = 5;
export const AD_DURATION_MIN = 1;
export const AD_DURATION_MAX = 30;
export const AD_DEFAULTS = { dailyBudget: 50, audience: 'auto' as AdAudience, durationDays: 7 };
export const REACH_PER_REAL_MIN = 150;
export const REACH_PER_REAL_MAX = 250;
export const DAY_MS = 24 * 3600 * 1000;

/** Total spend in cents: budget per day × days. */
export function campaignTotalCents(dailyBudgetCents: number, durationDays: number): number {
  return dailyBudgetCents * durationDays;
}

/** Estimated people reached: from total × 150 to total × 250, the total in reais. */
export function estimatedReach(totalCents: number): { min: number; max: number } {
  const reais = totalCents / 100;
  return { min: Math.round(reais * REACH_PER_REAL_MIN), max: Math.round(reais * REACH_PER_REAL_MAX) };
}

export const campaignCreateSchema = z.object({
  objective: z.enum(adObjectives, { error: a.objectiveRequired }),
  dailyBudgetCents: z
    .number({ error: a.budgetOutOfRange })
    .int({ error: a.budgetOutOfRange })
    .min(AD_BUDGET_MIN * 100, { error: a.budgetOutOfRange })
    .max(AD_BUDGET_MAX * 100, { error: a.budgetOutOfRange }),
  durationDays: z
    .number({ error: a.durationOutOfRange })
    .int({ error: a.durationOutOfRange })
    .min(AD_DURATION_MIN, { error: a.durationOutOfRange })
    .max(AD_DURATION_MAX, { error: a.durationOutOfRange }),
  audience: z.enum(adAudiences).default('auto'),
  postId: z.string().trim().min(1).max(64).nullish(),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

export const campaignStatuses = ['active', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
});
export type CampaignPost = z.infer<typeof campaignPostSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  objective: z.enum(adObjectives),
  audience: z.enum(adAudiences),
  dailyBudgetCents: z.number().int(),
  durationDays: z.number().int(),
  totalCents: z.number().int(),
  reachMin: z.number().int(),
  reachMax: z.number().int(),
  /** Spent so far: whole days run × budget per day, never above the total. */
  spentCents: z.number().int(),
  daysLeft: z.number().int(),
  status: z.enum(campaignStatuses),
  post: campaignPostSchema.nullable(),
  createdAt: z.string(),
  endsAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignPageSchema = z.object({
  items: z.array(campaignSchema),
  nextCursor: z.string().nullable(),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;
