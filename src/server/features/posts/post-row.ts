import type { Insertable } from 'kysely';
import { DEFAULT_REPLY_CONTROL, type ReplyControl } from '../../../shared/reply-rules';
import type { PostsTable } from './posts.tables';

/** A post about to be written: a member's or a brand's, or a member's repost of an original. */
export interface NewPost {
  id: string;
  authorId?: string | null | undefined;
  brandId?: string | null | undefined;
  segmentId?: string | null | undefined;
  content: string;
  mediaKind: PostsTable['media_kind'];
  /** The JSON of a `StoredMedia`; a repost shares its original's. */
  media: string | null;
  repostOf?: { id: string; authorName: string | null };
  /** Who may comment (decision 029); a repost starts open to everyone, as the reposter's own item. */
  replyControl?: ReplyControl | undefined;
  at: number;
}

/** The row of a new post. Its counters start at zero: each counts rows written after it. */
export function newPostRow(post: NewPost): Insertable<PostsTable> {
  return {
    id: post.id,
    author_user_id: post.authorId ?? null,
    brand_id: post.brandId ?? null,
    segment_id: post.segmentId ?? null,
    reply_control: post.replyControl ?? DEFAULT_REPLY_CONTROL,
    content: post.content,
    media_kind: post.mediaKind,
    media: post.media,
    is_repost: post.repostOf ? 1 : 0,
    original_post_id: post.repostOf?.id ?? null,
    original_author_name: post.repostOf?.authorName ?? null,
    likes_count: 0,
    comments_count: 0,
    shares_count: 0,
    reposts_count: 0,
    bookmarks_count: 0,
    created_at: post.at,
    updated_at: post.at,
  };
}
