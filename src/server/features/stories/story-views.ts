import type { Kysely } from 'kysely';
import type { PostAuthor } from '../../../shared/posts';
import type { Story } from '../../../shared/stories';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { audienceOf, gatingAuthors, reshareable, visibleIn, type Gated } from '../posts/content-visibility';
import * as q from './stories.queries';

export interface StoryViewDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The story a repost copies; an original is its own root. */
export const storyRootId = (row: { id: string; original_story_id: string | null }) => row.original_story_id ?? row.id;

export function storyAuthor(row: q.StoryRow): PostAuthor {
  return row.brand_id
    ? {
        kind: 'brand',
        id: row.brand_id,
        name: row.brand_name ?? '',
        avatarUrl: row.brand_logo_url ?? '',
        verified: toBool(row.brand_verified),
      }
    : {
        kind: 'member',
        id: row.author_user_id ?? '',
        name: row.author_name ?? '',
        avatarUrl: row.author_avatar_url ?? defaultAvatarUrl(row.author_name ?? '?'),
        verified: false,
      };
}

/** What decides who sees a story row (content-visibility.ts). */
export const gatedStory = (row: q.StoryRow): Gated => ({
  authorId: row.author_user_id,
  isRepost: toBool(row.is_repost),
  originalId: row.original_story_id,
  originalAuthorId: row.original_author_id,
  originalBrandId: row.original_brand_id,
});

/** Whether the viewer may see this story by its author's and its original's author's privacy. */
export async function storyVisibleTo(db: Kysely<Database>, viewerId: string, row: q.StoryRow): Promise<boolean> {
  const gated = gatedStory(row);
  return visibleIn(await audienceOf(db, viewerId, gatingAuthors(gated)), viewerId, gated);
}

function toStory(storage: Storage, row: q.StoryRow, viewerId: string, marks: Set<string>, canReshare: boolean): Story {
  return {
    id: row.id,
    author: storyAuthor(row),
    title: row.title,
    media: toMediaView(storage, parseStoredMedia(row.media)!),
    isPubli: toBool(row.is_publi),
    isRepost: toBool(row.is_repost),
    originalAuthorName: row.original_author_name,
    isMine: row.author_user_id === viewerId,
    seen: marks.has(`seen:${row.id}`),
    stats: {
      likes: row.likes_count,
      shares: row.shares_count,
      reposts: row.reposts_count,
      bookmarks: row.bookmarks_count,
    },
    likedByMe: marks.has(`like:${row.id}`),
    bookmarkedByMe: marks.has(`bookmark:${row.id}`),
    sharedByMe: marks.has(`share:${row.id}`),
    repostedByMe: marks.has(`repost:${storyRootId(row)}`),
    reshareable: canReshare,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Stories by id, in the order given, as `viewerId` sees them: three queries for any number. Every
 * list and read of stories comes through here, so a story the viewer may not see (a private
 * account's, or a repost of one) is left out whatever list asked for it.
 */
export async function loadStories(deps: StoryViewDeps, viewerId: string, ids: string[]): Promise<Story[]> {
  if (ids.length === 0) return [];
  const found = await q.storyRowsByIds(deps.db, ids);
  const audience = await audienceOf(
    deps.db,
    viewerId,
    found.flatMap((r) => gatingAuthors(gatedStory(r))),
  );
  const rows = found.filter((r) => visibleIn(audience, viewerId, gatedStory(r)));
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = [...new Set(rows.map(storyRootId))];
  const marks = new Set(
    (await q.viewerStoryMarks(deps.db, viewerId, ids, roots)).map((m) => `${m.kind}:${m.story_id}`),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStory(deps.storage, row, viewerId, marks, reshareable(audience, gatedStory(row)))] : [];
  });
}
