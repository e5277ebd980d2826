/** A member blocked by another: neither reaches the other (decision 026). */
export interface MemberBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** A member blocked by a brand's team: the member no longer reaches the brand, nor the brand them. */
export interface BrandBlocksTable {
  brand_id: string;
  member_id: string;
  blocked_by: string | null;
  created_at: number;
}

/** A member or brand whose content one member chose not to see in their feed, stories and reels. */
export interface MutesTable {
  user_id: string;
  kind: 'member' | 'brand';
  target_id: string;
  created_at: number;
}

/** A word or phrase one member hides posts and comments by. */
export interface HiddenWordsTable {
  user_id: string;
  word: string;
  normalised: string;
  created_at: number;
}
