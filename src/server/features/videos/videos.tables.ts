import type { ColumnType } from 'kysely';
import type { MediaStatus } from '../../../shared/reels';

/** A long video of a member or (demo content) a brand. `media` is a StoredMedia as JSON. */
export interface LongVideosTable {
  id: string;
  author_user_id: string | null;
  brand_id: string | null;
  /** The team member who published a brand's item (content/publisher.ts); null on a member's own. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  description: string;
  /** Who may comment: 'everyone', 'following' or 'nobody' (shared/reply-rules.ts, decision 029). */
  reply_control: ColumnType<string, string | undefined, string>;
  status: MediaStatus;
  error: string | null;
  media: string | null;
  created_at: number;
  updated_at: number;
}
