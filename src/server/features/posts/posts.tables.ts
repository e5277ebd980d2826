import type { ColumnType } from 'kysely';
/** A post of a member or a brand. `media` is the JSON of a `StoredMedia` (platform/media). */
export interface PostsTable {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  /** The team member who published a brand's item (content/publisher.ts); null on a member's own. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  segment_id: string | null;
  /** Who may comment: 'everyone', 'following' or 'nobody' (shared/reply-rules.ts, decision 029). */
  reply_control: ColumnType<string, string | undefined, string>;
  content: string;
  media_kind: 'image' | 'video' | null;
  media: string | null;
  is_repost: number;
  original_post_id: string | null;
  original_author_name: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  reposts_count: number;
  bookmarks_count: number;
  created_at: number;
  updated_at: number;
}

/** A member's like, bookmark or share of a post: one row per member and post. */
export interface PostMarkTable {
  post_id: string;
  user_id: string;
  created_at: number;
}

export interface CommentsTable {
  id: string;
  post_id: string;
  user_id: string;
  text: string;
  created_at: number;
  /** When the item's manager hid it (decision 029); null while it shows. */
  hidden_at: ColumnType<number | null, number | null | undefined, number | null>;
}
