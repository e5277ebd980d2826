import type { CaseTable } from './types';

/** The protection of minors (decision 028) adds one read: the audience an advertiser's campaign may reach. */
export const minorCases: CaseTable = {
  // A count of the adult members, the caller left out: it names nobody and changes nothing.
  'GET /api/ads/audience': {
    access: 'shared',
    why: 'every advertiser sees how many adult members a campaign may reach; it names no one',
    setup: async () => ({ url: '/api/ads/audience' }),
    unblocked: 'a count of members that names no one and shows no content',
  },
};
