import type { ColumnType } from 'kysely';
/** A story of a member or a brand; `media` is the JSON of a `StoredMedia` (platform/media). */
export interface StoriesTable {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  /** The team member who published a brand's item (content/publisher.ts); null on a member's own. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  title: string | null;
  media_kind: 'image' | 'video';
  media: string;
  media_key: string;
  is_publi: number;
  is_repost: number;
  original_story_id: string | null;
  original_author_name: string | null;
  likes_count: number;
  shares_count: number;
  reposts_count: number;
  bookmarks_count: number;
  created_at: number;
  /** created_at + 24 h: past it the story is gone for everyone but its author's highlights. */
  expires_at: number;
}

/** A member's view, like, bookmark or share of a story. */
export interface StoryMarkTable {
  story_id: string;
  user_id: string;
  created_at: number;
}
