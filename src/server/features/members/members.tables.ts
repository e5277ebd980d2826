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
