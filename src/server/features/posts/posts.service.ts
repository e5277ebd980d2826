import type { Kysely } from 'kysely';
import type { SegmentId } from '../../../shared/catalog';
import type { Post } from '../../../shared/posts';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { cacheTags } from '../../platform/cache-tags';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import { parseStoredMedia, removeMedia, type StoredMedia } from '../../platform/media/media';
import type { ReadCache } from '../../platform/read-cache';
import type { MediaJobs } from '../../platform/media/jobs';
import type { Storage } from '../../platform/storage';
import * as notifications from '../notifications/notifications.service';
import * as tags from '../tags/tags.service';
import { audienceOf, gatingBrands, reshareable, visibleIn, withdrawnIn } from '../content/visibility';
import { heldAmong } from '../content/held-content';
import { audienceOfGated, withoutGate } from '../content/gate-columns';
import { withdrawnFrom } from '../content/live-brands';
import { auditRemoval, mayManage, memberPublisher, type Publisher } from '../content/publisher';
import { changeReplyControl } from '../content/reply-controls';
import { checkProductTags, writeProductTags } from '../content/product-tags';
import type { ProductTagInput } from '../../../shared/product-tags';
import type { ReplyControl } from '../../../shared/reply-rules';
import { gatedPost, loadPost, loadPosts, rootIdOf } from './post-views';
import { newPostRow } from './post-row';
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
 * followers only (a 403); a suspended brand's, and reposts of them, are missing to all but operators
 * and its team (a 404; content/visibility.ts). Every read and interaction by id comes through here.
 */
export async function mustSeePost(db: Kysely<Database>, viewerId: string, id: string): Promise<q.PostRow> {
  // The row and the viewer's blocks, its authors' privacy and its holds come in one statement.
  const read = await q.gatedPostRow(db, viewerId, id);
  if (!read) throw new AppError(404, 'not_found');
  const post = withoutGate(read);
  const gated = gatedPost(post);
  const audience = audienceOfGated(read, gated, await withdrawnFrom(db, viewerId, gatingBrands(gated)));
  if (withdrawnIn(audience, gated)) throw new AppError(404, 'not_found');
  if (!visibleIn(audience, viewerId, gated)) throw new AppError(403, 'private_account');
  // Held by an operator: missing but for whoever may manage it (content/held-content.ts).
  if (
    read.gate_held &&
    (await heldAmong(db, 'post', viewerId, [post], { mode: 'item', root: rootIdOf })).rows.length === 0
  )
    throw new AppError(404, 'not_found');
  return post;
}

async function mustLoad(deps: Pick<PostsDeps, 'db' | 'storage'>, viewerId: string, id: string): Promise<Post> {
  const post = await loadPost(deps, viewerId, id);
  if (!post) throw new AppError(404, 'not_found');
  return post;
}

export async function createPost(
  deps: PostsDeps,
  memberId: string,
  input: {
    content: string;
    media: StoredMedia;
    segmentId?: SegmentId | undefined;
    replyControl?: ReplyControl;
    productTags?: ProductTagInput[];
  },
  publisher: Publisher = memberPublisher(memberId),
): Promise<Post> {
  const now = deps.clock.now();
  const id = newId('pst', now);
  const productTags = await checkProductTags(deps.db, publisher, input.productTags ?? [], {
    image: input.media.kind === 'image',
  });
  const pending = await deps.db.transaction().execute(async (trx) => {
    await q.insertPost(trx, {
      ...newPostRow({
        id,
        segmentId: input.segmentId,
        content: input.content,
        mediaKind: input.media.kind,
        media: JSON.stringify(input.media),
        replyControl: input.replyControl,
        at: now,
      }),
      ...publisher,
    });
    await tags.recordTags(trx, { postId: id }, input.content, now);
    await writeProductTags(trx, { kind: 'post', id }, productTags, now);
    // A brand's post counts on the brand's page, not on the member's profile, and its mentions come
    // from the brand: the member who typed it is neither named nor notified (decision 025).
    if (publisher.author_user_id) await q.bumpPostsCount(trx, memberId, 1);
    return notifications.notifyMentions(trx, deps, {
      text: input.content,
      actorId: memberId,
      postId: id,
      brandId: publisher.brand_id,
    });
  });
  postsChanged(deps, { id, ...publisher, segment_id: input.segmentId ?? null });
  await notifications.publish(deps, pending);
  return mustLoad(deps, memberId, id);
}

export async function getPost(deps: Omit<PostsDeps, 'cache'>, viewerId: string, id: string): Promise<Post> {
  await mustSeePost(deps.db, viewerId, id);
  return mustLoad(deps, viewerId, id);
}

/** Its author changes a post's text; a brand's post, the editors and owners of its team. */
export async function updatePost(deps: PostsDeps, memberId: string, id: string, content: string): Promise<Post> {
  const post = await mustFindPost(deps.db, id);
  if (!(await mayManage(deps.db, memberId, post))) throw new AppError(403, 'forbidden');
  await q.updatePostContent(deps.db, id, content, deps.clock.now());
  if (!post.is_repost) await tags.replaceTags(deps.db, { postId: id }, content, post.created_at);
  deps.cache.invalidate(cacheTags.post(id));
  return mustLoad(deps, memberId, id);
}

/** Its manager changes who may comment on a post; the answer says whether they still may (always). */
export async function setReplyControl(deps: PostsDeps, memberId: string, id: string, control: ReplyControl) {
  await changeReplyControl(
    deps.db,
    memberId,
    control,
    (trx) => mustSeePost(trx, memberId, id),
    (trx) => q.setReplyControl(trx, id, control, deps.clock.now()),
  );
  deps.cache.invalidate(cacheTags.post(id));
  return { replyControl: control, canComment: true };
}

/**
 * Deletes a member's own post, or one of a brand they publish for (recorded in the audit log).
 * Reposts of it go with it (they copy its content, which its author took back), and every counter
 * that counted them moves in the same transaction.
 */
export async function deletePost(deps: PostsDeps, memberId: string, id: string): Promise<void> {
  const { post: removed, reposts } = await deps.db.transaction().execute(async (trx) => {
    const post = await mustFindPost(trx, id);
    if (!(await mayManage(trx, memberId, post))) throw new AppError(403, 'forbidden');
    await auditRemoval(trx, memberId, { kind: 'post', row: post, text: post.content }, deps.clock.now());
    if (post.original_post_id) await q.bumpCounter(trx, post.original_post_id, 'reposts_count', -1);
    const reposts = await q.repostsOf(trx, id);
    for (const repost of reposts) {
      if (repost.author_user_id) await q.bumpPostsCount(trx, repost.author_user_id, -1);
      await q.deletePost(trx, repost.id);
    }
    await q.deletePost(trx, id);
    if (post.author_user_id) await q.bumpPostsCount(trx, post.author_user_id, -1);
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
      await q.insertPost(
        trx,
        newPostRow({
          id: newPostId,
          authorId: memberId,
          content: root.content,
          mediaKind: root.media_kind,
          media: root.media,
          repostOf: { id: root.id, authorName: originalAuthor ?? null },
          at: now,
        }),
      );
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

export { loadPosts, rootIdOf };
