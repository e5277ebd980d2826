export interface MemberFollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

export interface BrandFollowsTable {
  user_id: string;
  brand_id: string;
  created_at: number;
}

/**
 * A brand's follows and unfollows as they happened (decision 021): +1 or −1, written in the
 * transaction of the follow row's insert or delete. `user_id` is forgotten with the account.
 */
export interface BrandFollowEventsTable {
  brand_id: string;
  user_id: string | null;
  delta: 1 | -1;
  created_at: number;
}

export interface SegmentFollowsTable {
  user_id: string;
  segment_id: string;
  created_at: number;
}

/** Someone asked to follow a private account and waits for the owner's approval. */
export interface FollowRequestsTable {
  owner_id: string;
  requester_id: string;
  created_at: number;
}
