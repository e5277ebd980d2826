import { sql } from 'kysely';
import type { TeamRole } from '../../../shared/brand-roles';
import type { Post, PostStats } from '../../../shared/posts';
import { isForeignKeyViolation } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import { cachedBlocksOf } from '../privacy/blocks';
import { getPrivacy, isFollowing } from '../privacy/privacy';
import { heldAmong, holdsOf } from '../content/held-content';
import { withdrawnFrom } from '../content/live-brands';
import { productTagCacheTags, productTagsOfItem } from '../content/product-tag-views';
import { mayManageAs, teamRoleColumn } from '../content/publisher';
import { mayCommentWith } from '../content/comment-rights';
import { commentGateColumns, gateOf, type GateRow } from '../content/comment-gate';
import { gatingAuthors, gatingBrands, reshareable, visibleIn, withdrawnIn } from '../content/visibility';
import { gatedPost, rootIdOf, toPost } from './post-views';
import { countersOf } from './post-counters';
import type { PostsDeps } from './posts.service';
import * as q from './posts.queries';

/**
 * The post page as JSON text. A post is opened by many members: its row (text, author) and its
 * author's privacy are kept in the read cache once for all of them, its counters apart (a like
 * changes them, not the row: post-counters.ts), and only what is the viewer's own — may they see
 * it — is read per request. What they did to it is kept per viewer and post, until their next write;
 * whether they may manage a brand's post, until their team changes.
 */
export async function getPostText(deps: PostsDeps, viewerId: string, id: string): Promise<string> {
  const row = await cachedPostRow(deps, id);
  if (!row) throw new AppError(404, 'not_found');
  const gated = gatedPost(row);
  const author = row.author_user_id;
  // What follows needs only the row: read together, one round trip of waiting rather than one
  // each. What is read for a viewer who may not see the post is kept under their own keys only.
  // The viewer's marks, their comment gate and their role on the brand's team are kept apart (their
  // tags differ), but a viewer who has not opened this post misses them together: one statement
  // reads all three.
  let facts: ReturnType<typeof viewerFacts> | undefined;
  const readFacts = () => (facts ??= viewerFacts(deps, viewerId, row));
  const manages = author
    ? Promise.resolve(author === viewerId)
    : deps.cache.get(`manages:${viewerId}:${row.brand_id ?? ''}`, async () => ({
        value: mayManageAs(viewerId, row, (await readFacts()).teamRole),
        tags: [cacheTags.viewer(viewerId)],
      }));
  const [parts, marked, canManage, canComment, productTags, [counters]] = await Promise.all([
    gateParts(deps, viewerId, row),
    // The viewer's likes, saves and shares change with their marks' tags, their reposts with their
    // own; another member's like leaves them. Kept as text ('like:ID bookmark:ID'): the cache
    // counts text by its length.
    deps.cache.get(`post-marks:${viewerId}:${row.id}`, async () => ({
      value: [...(await readFacts()).marks].join(' '),
      tags: [
        cacheTags.viewer(viewerId),
        cacheTags.post(row.id),
        cacheTags.post(rootIdOf(row)),
        cacheTags.marks(viewerId, row.id),
        cacheTags.marks(viewerId, rootIdOf(row)),
      ],
    })),
    manages,
    // It turns on the item's own control (post tag), the author's privacy (member tag), who follows whom
    // and blocks (both members' viewer tags): kept in the read cache under all of them.
    manages.then((canManage) =>
      deps.cache.get(`can-comment:${viewerId}:${row.id}`, async () => ({
        value: canManage || mayCommentWith((await readFacts()).gate, viewerId, row, false),
        tags: [
          cacheTags.viewer(viewerId),
          cacheTags.post(row.id),
          ...(author ? [cacheTags.member(author), cacheTags.viewer(author)] : []),
        ],
      })),
    ),
    // The tags (the original's, for a repost) with their products read live, kept for everyone until
    // the post or a product they show changes (content/product-tags.ts).
    deps.cache.get(`post-tags:${row.id}`, async () => {
      const found = await productTagsOfItem(deps.db, deps.storage, 'post', rootIdOf(row));
      return {
        value: found,
        tags: [cacheTags.post(row.id), cacheTags.post(rootIdOf(row)), ...productTagCacheTags([found])],
      };
    }),
    countersOf(deps, [row.id]),
  ]);
  const { audience, held } = await judged(deps, viewerId, row, parts);
  const marks = new Set(marked ? marked.split(' ') : []);
  const viewer = {
    canReshare: reshareable(audience, gated),
    canManage,
    canComment,
    moderation: held.moderationOf(row),
  };
  const post = toPost(deps, row, viewerId, marks, viewer, productTags);
  // The row's own counters are those of its first read: a post deleted since has no others.
  if (counters) post.stats = JSON.parse(counters) as PostStats;
  const reply: { post: Post } = { post };
  return JSON.stringify(reply);
}

/**
 * What the viewer did to the post (and its original), their comment gate against its owners and,
 * for a brand's post, their role on its team, in one statement.
 */
async function viewerFacts(deps: PostsDeps, viewerId: string, row: q.PostRow) {
  const root = rootIdOf(row);
  const brand = row.author_user_id ? null : row.brand_id;
  const { rows } = await sql<GateRow & { team_role: TeamRole | null } & Record<string, unknown>>`select
    ${q.viewerMarkColumns(viewerId, row.id, root)}, ${commentGateColumns(viewerId, row)},
    ${teamRoleColumn(viewerId, brand)}`.execute(deps.db);
  const found = rows[0]!;
  return { marks: q.marksOfColumns(found, row.id, root), gate: gateOf(found), teamRole: found.team_role };
}

/**
 * A post's row as every reader shares it in the read cache; null for an unknown id, which is not kept.
 * Likes and comments leave it: its counters go stale, and whoever shows them reads `countersOf`.
 */
function cachedPostRow(deps: PostsDeps, id: string): Promise<q.PostRow | null> {
  return deps.cache.get(`post-row:${id}`, async () => {
    const [found] = await q.postRowsByIds(deps.db, [id]);
    const tags = [cacheTags.post(id)];
    if (found?.original_post_id) tags.push(cacheTags.post(found.original_post_id));
    if (found?.author_user_id) tags.push(cacheTags.member(found.author_user_id));
    if (found?.original_author_id) tags.push(cacheTags.member(found.original_author_id));
    // Nothing is kept for an unknown id: anyone can ask for made-up ones.
    return { value: found ?? null, tags, keep: found !== undefined };
  });
}

type GateParts = Awaited<ReturnType<typeof gateParts>>;

/** What decides whether the viewer sees a post, all but the live brand check from the read cache. */
function gateParts(deps: PostsDeps, viewerId: string, row: q.PostRow) {
  const gated = gatedPost(row);
  return Promise.all([
    // A suspended brand's post (or a copy of one) is missing but for operators and its team, asked each time.
    withdrawnFrom(deps.db, viewerId, gatingBrands(gated)),
    privateAuthors(deps, gatingAuthors(gated)),
    // Blocks are read from the cache under the viewer's tag, which every block and unblock invalidates.
    cachedBlocksOf(deps, viewerId),
    // Held by an operator: missing but for whoever may manage it (content/held-content.ts). Whether it
    // or its original is held at all is kept in the read cache, which every hold and restore clears.
    deps.cache.get(`held:post:${row.id}`, async () => ({
      value: (await holdsOf(deps.db, 'post', [row.id, rootIdOf(row)])).size > 0,
      tags: [cacheTags.post(row.id)],
    })),
  ]);
}

/** The viewer's judgment of a post from its gate's parts: throws as `mustSeePost` does. */
async function judged(deps: PostsDeps, viewerId: string, row: q.PostRow, parts: GateParts) {
  const [withdrawnBrandIds, privateIds, blocks, anyHold] = parts;
  const gated = gatedPost(row);
  const hiddenIds = new Set<string>();
  for (const authorId of privateIds)
    if (authorId !== viewerId && !(await isFollowing(deps.db, viewerId, authorId))) hiddenIds.add(authorId);
  const audience = { privateIds, hiddenIds, withdrawnBrandIds, blocks };
  if (withdrawnIn(audience, gated)) throw new AppError(404, 'not_found');
  // A private account's posts, and reposts of them, are for its approved followers only.
  if (!visibleIn(audience, viewerId, gated)) throw new AppError(403, 'private_account');
  const held = anyHold
    ? await heldAmong(deps.db, 'post', viewerId, [row], { mode: 'item', root: rootIdOf })
    : { rows: [row], moderationOf: () => null };
  if (held.rows.length === 0) throw new AppError(404, 'not_found');
  return { audience, held };
}

/**
 * What a write learns of a post it was allowed to: who it is, whose, who may comment on it, and the
 * segment whose trend its likes and shares move.
 */
export type SeenPost = Pick<q.PostRow, 'id' | 'author_user_id' | 'brand_id' | 'reply_control' | 'segment_id'>;

/**
 * `mustSeePost` from the parts the post page keeps in the read cache: on a post someone has opened,
 * liked or commented on before, a write that only needs to know the viewer may see it reads nothing
 * for that. It answers who the post is, whose, and its reply control (a change of it invalidates the
 * post's tag), not its counters, which that row does not keep current.
 */
export async function mustSeeCachedPost(deps: PostsDeps, viewerId: string, id: string): Promise<SeenPost> {
  const row = await cachedPostRow(deps, id);
  if (!row) throw new AppError(404, 'not_found');
  await judged(deps, viewerId, row, await gateParts(deps, viewerId, row));
  const { author_user_id, brand_id, reply_control, segment_id } = row;
  return { id: row.id, author_user_id, brand_id, reply_control, segment_id };
}

/**
 * A write on a post its member may see, judged as `mustSeeCachedPost` does, before the write. A post
 * deleted between the two fails the write's reference to it: gone, as its page would say, not a 500.
 */
export async function writeOnSeenPost<R>(
  deps: PostsDeps,
  viewerId: string,
  id: string,
  write: (post: SeenPost) => Promise<R>,
): Promise<R> {
  const post = await mustSeeCachedPost(deps, viewerId, id);
  return write(post).catch((err: unknown) => {
    throw isForeignKeyViolation(err) ? new AppError(404, 'not_found') : err;
  });
}

/**
 * Which of these authors have a private account: the post's and, for a repost, its original's, kept
 * under their member tag, which a privacy change invalidates.
 */
async function privateAuthors(deps: PostsDeps, authorIds: (string | null)[]): Promise<Set<string>> {
  const ids = [...new Set(authorIds)].filter((id): id is string => Boolean(id));
  const flags = await Promise.all(
    ids.map((authorId) =>
      deps.cache.get(`private:${authorId}`, async () => ({
        value: (await getPrivacy(deps.db, authorId)).privateAccount,
        tags: [cacheTags.member(authorId)],
      })),
    ),
  );
  return new Set(ids.filter((_, i) => flags[i]));
}
