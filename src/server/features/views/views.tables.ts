/*
 * Who saw a brand's post, reel or long video: one row per item and member (decision 021), so an
 * item's reach is the count of its rows. Written insert-or-ignore; rows go with the item or the member.
 */

export interface PostViewsTable {
  post_id: string;
  user_id: string;
  created_at: number;
}

export interface ReelViewsTable {
  reel_id: string;
  user_id: string;
  created_at: number;
}

export interface LongVideoViewsTable {
  video_id: string;
  user_id: string;
  created_at: number;
}
