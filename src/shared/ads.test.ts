import { describe, expect, it } from 'vitest';
import { AD_DEFAULTS, campaignCreateSchema, campaignTotalCents, estimatedReach } from './ads';

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
