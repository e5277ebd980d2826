import { accountCases } from './cases/account';
import { commerceCases } from './cases/commerce';
import { adminCases } from './cases/admin';
import { adminBrandCases } from './cases/admin-brands';
import { publicCases } from './cases/public';
import { socialCases } from './cases/social';
import { storeCases } from './cases/store';
import { videoCases } from './cases/video';
import { discoverCases } from './cases/discover';
import { tagCases } from './cases/tags';
import { studioProductCases } from './cases/studio-products';
import { teamCases } from './cases/teams';
import { studioOrderCases } from './cases/studio-orders';
import { insightCases } from './cases/insights';
import { viewCases } from './cases/views';
import { safetyCases } from './cases/safety';
import { moderationCases } from './cases/moderation';
import { minorCases } from './cases/minors';
import { replyCases } from './cases/replies';
import { productTagCases } from './cases/product-tags';
import { taggedContentCases } from './cases/tagged-content';
import type { CaseTable } from './cases/types';

export type { CaseContext, CaseTable, Probe, RouteCase } from './cases/types';

/**
 * How every route of the server is protected, keyed `METHOD /url` as Fastify registers it. The
 * authorisation matrix fails for a route missing here, so a new endpoint must say who may call it.
 */
export const routeCases: CaseTable = {
  ...publicCases,
  ...socialCases,
  ...accountCases,
  ...commerceCases,
  ...storeCases,
  ...videoCases,
  ...discoverCases,
  ...tagCases,
  ...adminCases,
  ...adminBrandCases,
  ...teamCases,
  ...studioProductCases,
  ...studioOrderCases,
  ...insightCases,
  ...viewCases,
  ...safetyCases,
  ...moderationCases,
  ...minorCases,
  ...replyCases,
  ...productTagCases,
  ...taggedContentCases,
};
