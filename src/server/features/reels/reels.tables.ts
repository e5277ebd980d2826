import type { ColumnType } from 'kysely';
import type { MediaStatus } from '../../../shared/reels';

/** A short vertical video of a member or (demo content) a brand. `media` is a StoredMedia as JSON. */
export interface ReelsTable {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  /** The team member who published a brand's item (content/publisher.ts); null on a member's own. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  description: string;
  /** Who may comment: 'everyone', 'following' or 'nobody' (shared/reply-rules.ts, decision 029). */
  reply_control: ColumnType<string, string | undefined, string>;
  status: MediaStatus;
  error: string | null;
  media: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: number;
  updated_at: number;
}

/** A member's like or share of a reel: one row per member and reel. */
export interface ReelMarkTable {
  reel_id: string;
  user_id: string;
  created_at: number;
}

/** A comment by a member, or (seeded samples) by a brand. */
export interface ReelCommentsTable {
  id: string;
  reel_id: string;
  user_id: string | null;
  brand_id: string | null;
  text: string;
  created_at: number;
  /** When the item's manager hid it (decision 029); null while it shows. */
  hidden_at: ColumnType<number | null, number | null | undefined, number | null>;
}
