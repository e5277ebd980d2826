import type { ForgetMember } from '../../platform/member-data';
import * as q from './members.queries';

/**
 * The member's brand follows end as unfollows do: each brand's count goes down and its insights
 * record the −1 on the day the account went (the cascade alone would leave both as they were).
 */
export const forgetMember: ForgetMember = async (trx, memberId, now) => {
  for (const brandId of await q.followedBrandIds(trx, memberId)) await q.deleteBrandFollow(trx, memberId, brandId, now);
  return [];
};
