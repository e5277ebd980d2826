import type { ExportFor } from '../../platform/member-data';
import { toCampaign } from './ads.service';
import * as q from './ads.queries';

export const exportFor: ExportFor = async ({ db, clock }, memberId) => {
  const now = clock.now();
  return (await q.allCampaignsOf(db, memberId)).map((r) => ({ ...toCampaign(r, now, null), postId: r.post_id }));
};
