import type { Kysely } from 'kysely';
import type { Post } from '../../../shared/posts';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import { toBool } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';
import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { audienceOf, gatingAuthors, reshareable, visibleIn, type Gated } from './content-visibility';
import * as q from './posts.queries';

export interface ViewDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The post a repost copies; a post that is not a repost is its own root. */
export const rootIdOf = (row: { id: string; original_post_id: string | null }) => row.original_post_id ?? row.id;

/** What decides who sees a post row (content-visibility.ts). */
export const gatedPost = (row: q.PostRow): Gated => ({
  authorId: row.author_user_id,
  isRepost: toBool(row.is_repost),
  originalId: row.original_post_id,
  originalAuthorId: row.original_author_id,
  originalBrandId: row.original_brand_id,
});

export function toPost(
  deps: Pick<ViewDeps, 'storage'>,
  row: q.PostRow,
  viewerId: string,
  marks: Set<string>,
  canReshare: boolean,
): Post {
  const media = parseStoredMedia(row.media);
  const author: Post['author'] = row.brand_id
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
  return {
    id: row.id,
    author,
    content: row.content,
    media: media ? toMediaView(deps.storage, media) : null,
    segmentId: row.segment_id,
    isRepost: toBool(row.is_repost),
    originalPostId: row.original_post_id,
    originalAuthorName: row.original_author_name,
    isMine: row.author_user_id === viewerId,
    stats: {
      likes: row.likes_count,
      comments: row.comments_count,
      shares: row.shares_count,
      reposts: row.reposts_count,
      bookmarks: row.bookmarks_count,
    },
    likedByMe: marks.has(`like:${row.id}`),
    bookmarkedByMe: marks.has(`bookmark:${row.id}`),
    sharedByMe: marks.has(`share:${row.id}`),
    repostedByMe: marks.has(`repost:${rootIdOf(row)}`),
    reshareable: canReshare,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The member authors of each original whose privacy applies to these posts, for cache tags. */
const gateAuthors = new WeakMap<Post, string[]>();

/**
 * Posts by id, in the order given, as `viewerId` sees them: three queries for any number of posts
 * (the rows with their authors, who of them is private, then everything the viewer did to them).
 * Every list and read of posts comes through here, so a post the viewer may not see (a private
 * account's, or a repost of one) is left out whatever list asked for it.
 */
export async function loadPosts(deps: ViewDeps, viewerId: string, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const found = await q.postRowsByIds(deps.db, ids);
  if (found.length === 0) return [];
  const audience = await audienceOf(
    deps.db,
    viewerId,
    found.flatMap((r) => gatingAuthors(gatedPost(r))),
  );
  const rows = found.filter((r) => visibleIn(audience, viewerId, gatedPost(r)));
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = [...new Set(rows.map(rootIdOf))];
  const marks = await marksOf(deps, viewerId, ids, roots);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const post = toPost(deps, row, viewerId, marks, reshareable(audience, gatedPost(row)));
    const authors = gatingAuthors(gatedPost(row)).filter((a): a is string => Boolean(a));
    gateAuthors.set(post, authors);
    return [post];
  });
}

/** What the viewer did to these posts ('like:ID', 'repost:ROOT', …). */
export async function marksOf(deps: Pick<ViewDeps, 'db'>, viewerId: string, ids: string[], roots: string[]) {
  return new Set((await q.viewerMarks(deps.db, viewerId, ids, roots)).map((m) => `${m.kind}:${m.post_id}`));
}

export async function loadPost(deps: ViewDeps, viewerId: string, id: string): Promise<Post | undefined> {
  return (await loadPosts(deps, viewerId, [id]))[0];
}

/** What cached answers showing these posts were built from (see cache-tags.ts). */
export function postTags(posts: Post[]): string[] {
  const tags = new Set<string>();
  for (const post of posts) {
    tags.add(cacheTags.post(post.id));
    if (post.originalPostId) tags.add(cacheTags.post(post.originalPostId));
    if (post.author.kind === 'member') tags.add(cacheTags.member(post.author.id));
    // A repost is shown by its original author's privacy too (their privacy change tags member:ID).
    for (const id of gateAuthors.get(post) ?? []) tags.add(cacheTags.member(id));
    if (post.isRepost && !gateAuthors.has(post)) tags.add(cacheTags.anyPost);
  }
  return [...tags];
}
