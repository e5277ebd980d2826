import type { CaseTable } from './types';

/**
 * A brand's insights: its sales and its audience are the team's business, so every role of the
 * team reads them (the analyst, whose role is only this, calls last) and nobody else learns a thing.
 */
export const insightCases: CaseTable = {
  'GET /api/studio/brands/:brandId/insights': {
    access: 'team',
    allow: ['owner', 'editor', 'analyst'],
    setup: async (ctx) => ({
      url: `/api/studio/brands/${ctx.team.brandId}/insights?days=30`,
      owner: ctx.team.analyst,
      secrets: ['"revenueCents"', '"followers"'],
    }),
  },
  'GET /api/studio/brands/:brandId/insights.csv': {
    access: 'team',
    allow: ['owner', 'editor', 'analyst'],
    setup: async (ctx) => ({
      url: `/api/studio/brands/${ctx.team.brandId}/insights.csv?days=7`,
      owner: ctx.team.analyst,
      secrets: ['Novos seguidores', 'Receita (R$)'],
    }),
  },
};
