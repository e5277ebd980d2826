import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { pagedReply } from './schema-parts';

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

/**
 * Objectives that promote one of the member's posts and cannot run without it. 'Alcance' shows the post
 * to as many people as possible ('Mostre seu post…'), 'Engajamento' asks for likes and comments on it;
 * 'Visitas ao Perfil' promotes the profile, so a post is optional there.
 */
export const postObjectives: readonly AdObjective[] = ['reach', 'engagement'];

export function objectiveNeedsPost(objective: AdObjective): boolean {
  return postObjectives.includes(objective);
}

/** How a campaign is paid: from the wallet balance, or by card or Pix on the hosted payment page. */
export const campaignPaymentMethods = ['wallet', 'card', 'pix'] as const;
export type CampaignPaymentMethod = (typeof campaignPaymentMethods)[number];

/**
 * What a running campaign has spent: one budget per whole day elapsed since it went live, never more
 * than the total. Nothing before it is paid.
 */
export function campaignSpentCents(
  campaign: { dailyBudgetCents: number; durationDays: number; startedAt: number | null },
  until: number,
): number {
  if (campaign.startedAt === null) return 0;
  const days = Math.floor(Math.max(0, until - campaign.startedAt) / DAY_MS);
  return Math.min(campaign.durationDays, days) * campaign.dailyBudgetCents;
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
  /** Pays at once; without it the campaign waits for payment. */
  paymentMethod: z.enum(campaignPaymentMethods, { error: a.paymentMethodRequired }).optional(),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

export const campaignPaySchema = z.object({
  paymentMethod: z.enum(campaignPaymentMethods, { error: a.paymentMethodRequired }),
});
export type CampaignPayInput = z.infer<typeof campaignPaySchema>;

export const campaignStatuses = ['awaiting_payment', 'active', 'ended', 'canceled'] as const;
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
  /** Paid and not spent yet: the total minus what was spent; 0 before payment and once refunded. */
  remainingCents: z.number().int(),
  /** What went back to the wallet when the owner ended the campaign early. */
  refundedCents: z.number().int(),
  daysLeft: z.number().int(),
  status: z.enum(campaignStatuses),
  paymentMethod: z.enum(campaignPaymentMethods).nullable(),
  post: campaignPostSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The last day's end once paid; null while waiting for payment. */
  endsAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A launch or payment: the campaign, and the hosted payment page to go to for card or Pix. */
export const campaignPaymentReplySchema = z.object({
  campaign: campaignSchema,
  paymentUrl: z.string().nullable(),
});
export type CampaignPaymentReply = z.infer<typeof campaignPaymentReplySchema>;

export const campaignPageSchema = pagedReply('items', campaignSchema);

/**
 * Who a campaign may be shown to: the active members other than the advertiser, minors never among
 * them (ECA Digital, decision 028). Every campaign's audience is 'auto', so one figure serves them all.
 */
export const adAudienceSchema = z.object({ members: z.number().int().nonnegative() });
export type AdAudienceSize = z.infer<typeof adAudienceSchema>;
export type CampaignPage = z.infer<typeof campaignPageSchema>;
