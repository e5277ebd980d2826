import type { Kysely } from 'kysely';
import type { Story } from '../../../shared/stories';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { toAuthor } from '../content/authors';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { audienceOf, gatedRow, gatingAuthors, gatingBrands, visibleIn, type Gated } from '../content/visibility';
import { readProductTags } from '../content/product-tag-views';
import type { ProductTag } from '../../../shared/product-tags';
import { loadVisibleRows, marksOnItem, type VisibleRowsSpec } from '../content/visible-rows';
import * as q from './stories.queries';

export interface StoryViewDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The story a repost copies; an original is its own root. */
export const storyRootId = (row: { id: string; original_story_id: string | null }) => row.original_story_id ?? row.id;

/** What decides who sees a story row (content/visibility.ts). */
export const gatedStory = (row: q.StoryRow): Gated => gatedRow(row, row.original_story_id);

/**
 * Whether the viewer may see this story by its author's and its original's author's privacy, and
 * by its brand's (or its original's brand's) suspension.
 */
export async function storyVisibleTo(db: Kysely<Database>, viewerId: string, row: q.StoryRow): Promise<boolean> {
  const gated = gatedStory(row);
  return visibleIn(await audienceOf(db, viewerId, gatingAuthors(gated), gatingBrands(gated)), viewerId, gated);
}

function toStory(
  storage: Storage,
  row: q.StoryRow,
  viewerId: string,
  marks: Set<string>,
  viewer: { canReshare: boolean; canManage: boolean },
  productTags: ProductTag[] = [],
): Story {
  return {
    id: row.id,
    author: toAuthor(row),
    title: row.title,
    media: toMediaView(storage, parseStoredMedia(row.media)!),
    isPubli: toBool(row.is_publi),
    isRepost: toBool(row.is_repost),
    originalAuthorName: row.original_author_name,
    isMine: row.author_user_id === viewerId,
    canManage: viewer.canManage,
    seen: marks.has(`seen:${row.id}`),
    stats: {
      likes: row.likes_count,
      shares: row.shares_count,
      reposts: row.reposts_count,
      bookmarks: row.bookmarks_count,
    },
    ...marksOnItem(marks, row.id, storyRootId(row)),
    reshareable: viewer.canReshare,
    productTags,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Stories by id, in the order given, as `viewerId` sees them (content/visible-rows.ts). Every list
 * and read of stories comes through here, so a story the viewer may not see is left out.
 */
const storyRows: VisibleRowsSpec<q.StoryRow> = {
  rowsByIds: q.storyRowsByIds,
  gated: gatedStory,
  rootId: storyRootId,
  viewerMarks: q.storyMarks.viewerMarks,
  heldKind: 'story',
};

export async function loadStories(deps: StoryViewDeps, viewerId: string, ids: string[]): Promise<Story[]> {
  const visible = await loadVisibleRows(deps.db, storyRows, viewerId, ids);
  // A repost shows its original's tags.
  const tags = await readProductTags(
    deps.db,
    deps.storage,
    'story',
    visible.map((v) => storyRootId(v.row)),
  );
  return visible.map(({ row, marks, canReshare, canManage, moderation }) => ({
    ...toStory(deps.storage, row, viewerId, marks, { canReshare, canManage }, tags.get(storyRootId(row))),
    moderation,
  }));
}
