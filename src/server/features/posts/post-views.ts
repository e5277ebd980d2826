import type { Kysely } from 'kysely';
import type { ModerationState } from '../../../shared/moderation';
import type { Post, PostStats } from '../../../shared/posts';
import type { ProductTag } from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import { toBool } from '../../db/dialect';
import { toAuthor } from '../content/authors';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { gatedRow, gatingAuthors, type Gated } from '../content/visibility';
import { productTagCacheTags, readProductTags } from '../content/product-tag-views';
import { loadVisibleRows, marksOnItem, type VisibleRowsSpec } from '../content/visible-rows';
import { commentRights } from '../content/comment-rights';
import { replyControlOf } from '../content/reply-controls';
import * as q from './posts.queries';

export interface ViewDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The post a repost copies; a post that is not a repost is its own root. */
export const rootIdOf = (row: { id: string; original_post_id: string | null }) => row.original_post_id ?? row.id;

/** What decides who sees a post row (content/visibility.ts). */
export const gatedPost = (row: q.PostRow): Gated => gatedRow(row, row.original_post_id);

/** A post's counters as its card shows them. */
export function statsOf(row: Omit<q.CountersRow, 'id'>): PostStats {
  return {
    likes: row.likes_count,
    comments: row.comments_count,
    shares: row.shares_count,
    reposts: row.reposts_count,
    bookmarks: row.bookmarks_count,
  };
}

export function toPost(
  deps: Pick<ViewDeps, 'storage'>,
  row: q.PostRow,
  viewerId: string,
  marks: Set<string>,
  viewer: { canReshare: boolean; canManage: boolean; canComment: boolean; moderation?: ModerationState },
  productTags: ProductTag[] = [],
): Post {
  const media = parseStoredMedia(row.media);
  return {
    id: row.id,
    author: toAuthor(row),
    content: row.content,
    media: media ? toMediaView(deps.storage, media) : null,
    segmentId: row.segment_id,
    isRepost: toBool(row.is_repost),
    originalPostId: row.original_post_id,
    originalAuthorName: row.original_author_name,
    isMine: row.author_user_id === viewerId,
    canManage: viewer.canManage,
    stats: statsOf(row),
    ...marksOnItem(marks, row.id, rootIdOf(row)),
    reshareable: viewer.canReshare,
    moderation: viewer.moderation ?? null,
    replyControl: replyControlOf(row),
    canComment: viewer.canComment,
    productTags,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The member authors of each original whose privacy applies to these posts, for cache tags. */
const gateAuthors = new WeakMap<Post, string[]>();

/**
 * Posts by id, in the order given, as `viewerId` sees them (content/visible-rows.ts). Every list
 * and read of posts comes through here, so a post the viewer may not see is left out.
 */
const postRows: VisibleRowsSpec<q.PostRow> = {
  rowsByIds: q.postRowsByIds,
  gated: gatedPost,
  rootId: rootIdOf,
  viewerMarks: q.viewerMarks,
  heldKind: 'post',
};

/** Post rows by id that the viewer may see, without their marks: for what needs only the rule. */
export function visiblePostRows(db: Kysely<Database>, viewerId: string, ids: string[]) {
  return loadVisibleRows(db, { ...postRows, viewerMarks: async () => new Set<string>() }, viewerId, ids);
}

export async function loadPosts(deps: ViewDeps, viewerId: string, ids: string[]): Promise<Post[]> {
  const visible = await loadVisibleRows(deps.db, postRows, viewerId, ids);
  const managed = new Set(visible.filter((v) => v.canManage).map((v) => v.row.id));
  const mayComment = await commentRights(
    deps.db,
    viewerId,
    visible.map((v) => v.row),
    (row) => managed.has(row.id),
  );
  // A repost shows its original's tags.
  const tags = await readProductTags(
    deps.db,
    deps.storage,
    'post',
    visible.map((v) => rootIdOf(v.row)),
  );
  return visible.map(({ row, marks, canReshare, canManage, moderation }) => {
    const viewer = { canReshare, canManage, canComment: mayComment(row), moderation };
    const post = toPost(deps, row, viewerId, marks, viewer, tags.get(rootIdOf(row)));
    const authors = gatingAuthors(gatedPost(row)).filter((a): a is string => Boolean(a));
    gateAuthors.set(post, authors);
    return post;
  });
}

/** What the viewer did to these posts ('like:ID', 'repost:ROOT', …). */
export function marksOf(deps: Pick<ViewDeps, 'db'>, viewerId: string, ids: string[], roots: string[]) {
  return q.viewerMarks(deps.db, viewerId, ids, roots);
}

export async function loadPost(deps: ViewDeps, viewerId: string, id: string): Promise<Post | undefined> {
  return (await loadPosts(deps, viewerId, [id]))[0];
}

/**
 * What cached answers showing these posts were built from (see cache-tags.ts), but their counters:
 * an answer that shows them is kept without them and has them laid over (post-counters.ts). One that
 * shows `viewerId`'s likes, saves and shares carries that member's marks of each post.
 */
export function postTags(posts: Post[], viewerId?: string): string[] {
  const tags = new Set<string>();
  for (const post of posts) {
    tags.add(cacheTags.post(post.id));
    if (post.originalPostId) tags.add(cacheTags.post(post.originalPostId));
    if (viewerId) tags.add(cacheTags.marks(viewerId, post.id));
    if (post.author.kind === 'member') tags.add(cacheTags.member(post.author.id));
    // A repost is shown by its original author's privacy too (their privacy change tags member:ID).
    for (const id of gateAuthors.get(post) ?? []) tags.add(cacheTags.member(id));
    if (post.isRepost && !gateAuthors.has(post)) tags.add(cacheTags.anyPost);
  }
  // Tags show their products live: a product's change goes through these (decision 030).
  for (const tag of productTagCacheTags(posts.map((p) => p.productTags))) tags.add(tag);
  return [...tags];
}
