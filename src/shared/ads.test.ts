import { describe, expect, it } from 'vitest';
import {
  AD_DEFAULTS,
  campaignCreateSchema,
  campaignPaySchema,
  campaignSpentCents,
  campaignTotalCents,
  DAY_MS,
  estimatedReach,
  objectiveNeedsPost,
} from './ads';

describe('campaign numbers', () => {
  it('totals budget × duration and estimates reach from total × 150 to total × 250', () => {
    const total = campaignTotalCents(AD_DEFAULTS.dailyBudget * 100, AD_DEFAULTS.durationDays);
    expect(total).toBe(35000);
    expect(estimatedReach(total)).toEqual({ min: 52500, max: 87500 });
    expect(estimatedReach(campaignTotalCents(500, 1))).toEqual({ min: 750, max: 1250 });
  });

  it('has the spec defaults', () => {
    expect(AD_DEFAULTS).toEqual({ dailyBudget: 50, audience: 'auto', durationDays: 7 });
  });

  it('bounds the budget to 5–1000 a day and the duration to 1–30 days', () => {
    const ok = { objective: 'reach', dailyBudgetCents: 500, durationDays: 30 };
    expect(campaignCreateSchema.safeParse(ok).success).toBe(true);
    expect(campaignCreateSchema.safeParse({ ...ok, dailyBudgetCents: 100000 }).success).toBe(true);
    expect(campaignCreateSchema.safeParse({ ...ok, dailyBudgetCents: 495 }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ ...ok, durationDays: 31 }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ ...ok, objective: 'vendas' }).success).toBe(false);
  });
});

describe('campaign spend and post rules', () => {
  const campaign = { dailyBudgetCents: 1000, durationDays: 3, startedAt: 0 };
  it('spends nothing before payment and one budget per whole elapsed day, up to the total', () => {
    expect(campaignSpentCents({ ...campaign, startedAt: null }, 10 * DAY_MS)).toBe(0);
    expect(campaignSpentCents(campaign, 0)).toBe(0);
    expect(campaignSpentCents(campaign, DAY_MS - 1)).toBe(0);
    expect(campaignSpentCents(campaign, DAY_MS)).toBe(1000);
    expect(campaignSpentCents(campaign, 2.5 * DAY_MS)).toBe(2000);
    expect(campaignSpentCents(campaign, 30 * DAY_MS)).toBe(3000);
    // A clock behind the start never gives a negative spend.
    expect(campaignSpentCents({ ...campaign, startedAt: DAY_MS }, 0)).toBe(0);
  });

  it("needs a post for 'Alcance' and 'Engajamento', not for 'Visitas ao Perfil'", () => {
    expect(objectiveNeedsPost('reach')).toBe(true);
    expect(objectiveNeedsPost('engagement')).toBe(true);
    expect(objectiveNeedsPost('profile_visits')).toBe(false);
  });

  it('accepts the three payment methods only', () => {
    const ok = { objective: 'reach', dailyBudgetCents: 500, durationDays: 1 };
    for (const paymentMethod of ['wallet', 'card', 'pix']) {
      expect(campaignCreateSchema.safeParse({ ...ok, paymentMethod }).success).toBe(true);
    }
    expect(campaignCreateSchema.safeParse({ ...ok, paymentMethod: 'boleto' }).success).toBe(false);
    expect(campaignPaySchema.safeParse({}).success).toBe(false);
  });
});
