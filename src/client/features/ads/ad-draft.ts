import { AD_DEFAULTS, type AdAudience, type AdObjective, type CampaignPaymentMethod } from '@shared/ads';

export interface AdDraft {
  step: 1 | 2 | 3;
  objective: AdObjective | null;
  /** Whole reais per day, as the slider moves. */
  dailyBudget: number;
  durationDays: number;
  audience: AdAudience;
  paymentMethod: CampaignPaymentMethod;
}

export const initialDraft: AdDraft = { step: 1, objective: null, ...AD_DEFAULTS, paymentMethod: 'wallet' };

export type DraftAction =
  | { type: 'objective'; objective: AdObjective }
  | { type: 'budget'; value: number }
  | { type: 'duration'; value: number }
  | { type: 'payment'; method: CampaignPaymentMethod }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'reset' };

/** The wizard of spec section 4: picking an objective advances; launch resets to step 1 with the defaults. */
export function draftReducer(draft: AdDraft, action: DraftAction): AdDraft {
  switch (action.type) {
    case 'objective':
      return { ...draft, objective: action.objective, step: 2 };
    case 'budget':
      return { ...draft, dailyBudget: action.value };
    case 'duration':
      return { ...draft, durationDays: action.value };
    case 'payment':
      return { ...draft, paymentMethod: action.method };
    case 'back':
      return { ...draft, step: draft.step === 3 ? 2 : 1 };
    case 'next':
      return draft.objective ? { ...draft, step: draft.step === 1 ? 2 : 3 } : draft;
    case 'reset':
      return initialDraft;
  }
}
