import type { Kysely } from 'kysely';
import type { SegmentId } from '../../../shared/catalog';
import type { Post } from '../../../shared/posts';
import { VIDEO_LIMITS } from '../../../shared/video-rules';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { cacheTags } from '../../platform/cache-tags';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import { processImage } from '../../platform/media/image';
import {
  parseStoredMedia,
  removeMedia,
  storedImage,
  storedVideo,
  type StoredMedia,
  type StoredUpload,
} from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import type { ReadCache } from '../../platform/read-cache';
import { processVideo } from '../../platform/media/video';
import type { MediaJobs } from '../../platform/media/jobs';
import { needsWebCopy } from '../../platform/media/web-copy';
import type { Storage } from '../../platform/storage';
import * as notifications from '../notifications/notifications.service';
import { canComment } from '../settings/privacy.service';
import { decodeKeyset, encodeKeyset } from './cursor';
import { audienceOf, gatingAuthors, reshareable, visibleIn } from './content-visibility';
import { gatedPost, loadPost, loadPosts, rootIdOf } from './post-views';
import * as q from './posts.queries';

export interface PostsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  storage: Storage;
  cache: ReadCache;
}

/** The posts routes also queue media work (post-web-copy.ts). */
export interface PostsRouteDeps extends PostsDeps {
  jobs: MediaJobs;
}

/** After a post appears, changes or goes: every list that could now show it or stop showing it. */
export function postsChanged(
  deps: PostsDeps,
  post: { id: string; author_user_id: string | null; brand_id: string | null; segment_id: string | null },
) {
  const tags: string[] = [cacheTags.anyPost, cacheTags.post(post.id)];
  if (post.author_user_id)
    tags.push(cacheTags.viewer(post.author_user_id), cacheTags.source('member', post.author_user_id));
  if (post.brand_id) tags.push(cacheTags.source('brand', post.brand_id));
  if (post.segment_id) tags.push(cacheTags.source('segment', post.segment_id));
  deps.cache.invalidate(...tags);
}

export interface Page {
  cursor?: string | undefined;
  limit: number;
}

async function mustFindPost(db: Kysely<Database>, id: string) {
  const post = await q.findPost(db, id);
  if (!post) throw new AppError(404, 'not_found');
  return post;
}

/**
 * A post the viewer may see: a private account's posts, and reposts of them, are for its approved
 * followers only (content-visibility.ts). Every read and interaction by id comes through here.
 */
async function mustSeePost(db: Kysely<Database>, viewerId: string, id: string) {
  const [post] = await q.postRowsByIds(db, [id]);
  if (!post) throw new AppError(404, 'not_found');
  const gated = gatedPost(post);
  if (!visibleIn(await audienceOf(db, viewerId, gatingAuthors(gated)), viewerId, gated))
    throw new AppError(403, 'private_account');
  return post;
}

async function mustLoad(deps: Pick<PostsDeps, 'db' | 'storage'>, viewerId: string, id: string): Promise<Post> {
  const post = await loadPost(deps, viewerId, id);
  if (!post) throw new AppError(404, 'not_found');
  return post;
}

/**
 * Stores the uploaded file through the media pipeline: stripped of metadata, in web renditions.
 * A video some browsers cannot play is stored as it came and flagged for a web copy (post-web-copy.ts).
 */
export async function storeUpload(
  deps: Pick<PostsDeps, 'storage'>,
  upload: ReceivedUpload,
  alt?: string,
): Promise<StoredUpload> {
  if (upload.kind === 'image')
    return {
      media: storedImage(await processImage(deps.storage, upload.file, { prefix: 'posts' }), alt),
      webCopy: false,
    };
  const video = await processVideo(deps.storage, upload.file, upload.mime, {
    prefix: 'posts',
    limits: VIDEO_LIMITS.post,
  });
  return { media: storedVideo(video, alt), webCopy: needsWebCopy(video.probe) };
}

export async function createPost(
  deps: PostsDeps,
  memberId: string,
  input: { content: string; media: StoredMedia; segmentId?: SegmentId | undefined },
): Promise<Post> {
  const now = deps.clock.now();
  const id = newId('pst', now);
  const pending = await deps.db.transaction().execute(async (trx) => {
    await q.insertPost(trx, {
      id,
      author_user_id: memberId,
      brand_id: null,
      segment_id: input.segmentId ?? null,
      content: input.content,
      media_kind: input.media.kind,
      media: JSON.stringify(input.media),
      is_repost: 0,
      original_post_id: null,
      original_author_name: null,
      likes_count: 0,
      comments_count: 0,
      shares_count: 0,
      reposts_count: 0,
      bookmarks_count: 0,
      created_at: now,
      updated_at: now,
    });
    await q.bumpPostsCount(trx, memberId, 1);
    return notifications.notifyMentions(trx, deps, { text: input.content, actorId: memberId, postId: id });
  });
  postsChanged(deps, { id, author_user_id: memberId, brand_id: null, segment_id: input.segmentId ?? null });
  await notifications.publish(deps, pending);
  return mustLoad(deps, memberId, id);
}

export async function getPost(deps: Omit<PostsDeps, 'cache'>, viewerId: string, id: string): Promise<Post> {
  await mustSeePost(deps.db, viewerId, id);
  return mustLoad(deps, viewerId, id);
}

/** Only the author changes a post's text; brand posts have no member author and stay as they are. */
export async function updatePost(deps: PostsDeps, memberId: string, id: string, content: string): Promise<Post> {
  const post = await mustFindPost(deps.db, id);
  if (post.author_user_id !== memberId) throw new AppError(403, 'forbidden');
  await q.updatePostContent(deps.db, id, content, deps.clock.now());
  deps.cache.invalidate(cacheTags.post(id));
  return mustLoad(deps, memberId, id);
}

/**
 * Deletes a member's own post. Reposts of it go with it (they copy its content, which its author
 * took back), and every counter that counted them moves in the same transaction.
 */
export async function deletePost(deps: PostsDeps, memberId: string, id: string): Promise<void> {
  const { post: removed, reposts } = await deps.db.transaction().execute(async (trx) => {
    const post = await mustFindPost(trx, id);
    if (post.author_user_id !== memberId) throw new AppError(403, 'forbidden');
    if (post.original_post_id) await q.bumpCounter(trx, post.original_post_id, 'reposts_count', -1);
    const reposts = await q.repostsOf(trx, id);
    for (const repost of reposts) {
      if (repost.author_user_id) await q.bumpPostsCount(trx, repost.author_user_id, -1);
      await q.deletePost(trx, repost.id);
    }
    await q.deletePost(trx, id);
    await q.bumpPostsCount(trx, memberId, -1);
    return { post, reposts };
  });
  postsChanged(deps, removed);
  if (removed.original_post_id) deps.cache.invalidate(cacheTags.post(removed.original_post_id));
  for (const repost of reposts) postsChanged(deps, { ...repost, brand_id: null, segment_id: null });
  // A repost shares its original's files: only an original takes them away.
  if (!removed.original_post_id) await removeMedia(deps.storage, parseStoredMedia(removed.media));
}

/** Reposts the original of a post (reposting a repost reposts what it copies), once per member. */
export async function repost(deps: PostsDeps, memberId: string, id: string): Promise<{ post: Post; reposts: number }> {
  const now = deps.clock.now();
  const newPostId = newId('pst', now);
  let rootId: string;
  try {
    rootId = await deps.db.transaction().execute(async (trx) => {
      const target = await mustSeePost(trx, memberId, id);
      const root = (target.original_post_id && (await q.findPost(trx, target.original_post_id))) || target;
      if (root.author_user_id === memberId) throw new AppError(400, 'cannot_repost_own');
      // What a private account shares with its followers is never reshared to others.
      if (!reshareable(await audienceOf(trx, memberId, [root.author_user_id]), gatedPost(target)))
        throw new AppError(403, 'private_not_reshareable');
      if (await q.findRepost(trx, root.id, memberId)) throw new AppError(409, 'already_reposted');
      const originalAuthor = root.brand_id
        ? (await q.brandName(trx, root.brand_id))?.name
        : root.author_user_id && (await q.authorName(trx, root.author_user_id))?.name;
      await q.insertPost(trx, {
        id: newPostId,
        author_user_id: memberId,
        brand_id: null,
        segment_id: null,
        content: root.content,
        media_kind: root.media_kind,
        media: root.media,
        is_repost: 1,
        original_post_id: root.id,
        original_author_name: originalAuthor ?? null,
        likes_count: 0,
        comments_count: 0,
        shares_count: 0,
        reposts_count: 0,
        bookmarks_count: 0,
        created_at: now,
        updated_at: now,
      });
      await q.bumpCounter(trx, root.id, 'reposts_count', 1);
      await q.bumpPostsCount(trx, memberId, 1);
      return root.id;
    });
    postsChanged(deps, { id: newPostId, author_user_id: memberId, brand_id: null, segment_id: null });
    deps.cache.invalidate(cacheTags.post(rootId));
  } catch (err) {
    // Two reposts racing each other: the unique index lets one in.
    if (isUniqueViolation(err)) throw new AppError(409, 'already_reposted');
    throw err;
  }
  return {
    post: await mustLoad(deps, memberId, newPostId),
    reposts: await q.readCounter(deps.db, rootId, 'reposts_count'),
  };
}

export async function setLike(deps: PostsDeps, memberId: string, id: string, liked: boolean) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const post = await mustSeePost(trx, memberId, id);
    let pending: notifications.PendingNotification | null = null;
    if (liked && (await q.addMark(trx, 'post_likes', id, memberId, deps.clock.now()))) {
      await q.bumpCounter(trx, id, 'likes_count', 1);
      if (post.author_user_id)
        pending = await notifications.notify(trx, deps, {
          userId: post.author_user_id,
          type: 'like',
          actorId: memberId,
          postId: id,
        });
    } else if (!liked && (await q.removeMark(trx, 'post_likes', id, memberId))) {
      await q.bumpCounter(trx, id, 'likes_count', -1);
      if (post.author_user_id)
        await notifications.retract(trx, { type: 'like', actorId: memberId, userId: post.author_user_id, postId: id });
    }
    return { pending, author: post.author_user_id, likes: await q.readCounter(trx, id, 'likes_count') };
  });
  deps.cache.invalidate(cacheTags.post(id), cacheTags.viewer(memberId));
  if (!liked && result.author) notifications.retracted(deps, result.author);
  await notifications.publish(deps, [result.pending]);
  return { liked, likes: result.likes };
}

export async function setBookmark(deps: PostsDeps, memberId: string, id: string, bookmarked: boolean) {
  const bookmarks = await deps.db.transaction().execute(async (trx) => {
    await mustSeePost(trx, memberId, id);
    if (bookmarked && (await q.addMark(trx, 'post_bookmarks', id, memberId, deps.clock.now()))) {
      await q.bumpCounter(trx, id, 'bookmarks_count', 1);
    } else if (!bookmarked && (await q.removeMark(trx, 'post_bookmarks', id, memberId))) {
      await q.bumpCounter(trx, id, 'bookmarks_count', -1);
    }
    return q.readCounter(trx, id, 'bookmarks_count');
  });
  deps.cache.invalidate(cacheTags.post(id), cacheTags.viewer(memberId));
  return { bookmarked, bookmarks };
}

/** A share is counted once per member: the spec's shared set only grows. */
export async function share(deps: PostsDeps, memberId: string, id: string) {
  const result = await deps.db.transaction().execute(async (trx) => {
    await mustSeePost(trx, memberId, id);
    const firstShare = await q.addMark(trx, 'post_shares', id, memberId, deps.clock.now());
    if (firstShare) await q.bumpCounter(trx, id, 'shares_count', 1);
    return { shared: true as const, firstShare, shares: await q.readCounter(trx, id, 'shares_count') };
  });
  deps.cache.invalidate(cacheTags.post(id), cacheTags.viewer(memberId));
  return result;
}

function toComment(row: q.CommentRow) {
  return {
    id: row.id,
    postId: row.post_id,
    text: row.text,
    author: { id: row.user_id, name: row.name, avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.name) },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function addComment(deps: PostsDeps, memberId: string, postId: string, rawText: string) {
  const text = rawText.trim();
  if (!text) throw new AppError(400, 'empty_comment');
  const now = deps.clock.now();
  const id = newId('cmt', now);
  const result = await deps.db.transaction().execute(async (trx) => {
    const post = await mustSeePost(trx, memberId, postId);
    if (post.author_user_id && !(await canComment(trx, memberId, post.author_user_id)))
      throw new AppError(403, 'comments_closed');
    await q.insertComment(trx, { id, post_id: postId, user_id: memberId, text, created_at: now });
    await q.bumpCounter(trx, postId, 'comments_count', 1);
    const pending = post.author_user_id
      ? [
          await notifications.notify(trx, deps, {
            userId: post.author_user_id,
            type: 'comment',
            actorId: memberId,
            postId,
            text,
          }),
        ]
      : [];
    const skip = post.author_user_id ? [post.author_user_id] : [];
    pending.push(...(await notifications.notifyMentions(trx, deps, { text, actorId: memberId, postId, skip })));
    return { pending, comments: await q.readCounter(trx, postId, 'comments_count') };
  });
  deps.cache.invalidate(cacheTags.post(postId));
  await notifications.publish(deps, result.pending);
  const row = await q.commentById(deps.db, id);
  return { comment: toComment(row!), comments: result.comments };
}

export async function listComments(deps: PostsDeps, viewerId: string, postId: string, page: Page) {
  await mustSeePost(deps.db, viewerId, postId);
  const rows = await q.commentRows(deps.db, postId, decodeKeyset(page.cursor), page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > page.limit && last ? encodeKeyset({ createdAt: last.created_at, id: last.id }) : null;
  return { comments: items.map(toComment), nextCursor };
}

export { loadPosts, rootIdOf };
