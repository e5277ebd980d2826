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
