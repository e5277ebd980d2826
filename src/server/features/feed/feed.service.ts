import type { Kysely } from 'kysely';
import { z } from 'zod';
import { feedPageSchema, feedTiers, type FeedPage, type FeedTier } from '../../../shared/feed';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { followSources } from '../members/members.service';
import { decodeCursor, encodeCursor, type Keyset } from '../../platform/pagination';
import { postTags } from '../posts/post-views';
import { textWithoutCounters } from '../posts/post-counters';
import { loadPosts } from '../posts/posts.service';
import * as q from './feed.queries';

export interface FeedDeps {
  db: Kysely<Database>;
  storage: Storage;
  cache: ReadCache;
}

/** Where a page ended: the group (tier) and, inside it, the last post shown. */
const feedCursorSchema = z.object({
  t: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  c: z.number().int().optional(),
  i: z.string().max(64).optional(),
});
type FeedCursor = z.infer<typeof feedCursorSchema>;

const tiers: FeedTier[] = [feedTiers.own, feedTiers.followed, feedTiers.rest];

/**
 * One page of the member's feed in the spec's order: own posts (newest first, so the ones made
 * just now lead), then followed members, brands and segments, then the rest. The cursor carries
 * the group and the last (created_at, id) shown, so pages never repeat or skip a post.
 */
export async function getFeed(
  deps: Omit<FeedDeps, 'cache'>,
  viewerId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<FeedPage> {
  return (await buildFeed(deps, viewerId, page)).page;
}

/**
 * The page as JSON text, from the read cache when nothing it shows has changed since it was built,
 * with its posts' counters as they are now (posts/post-counters.ts). A group read from its start
 * also depends on posts newer than any shown: the followed group on new posts from the member's
 * sources, the last group on any new post. A group read from a cursor does not (new posts are newer
 * than the cursor).
 */
export async function getFeedText(
  deps: FeedDeps,
  viewerId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<string> {
  const kept = await deps.cache.get(`feed:${viewerId}:${page.limit}:${page.cursor ?? ''}`, async () => {
    const built = await buildFeed(deps, viewerId, page);
    const tags = [cacheTags.viewer(viewerId), ...postTags(built.page.posts, viewerId)];
    if (built.fromStart.has(feedTiers.followed)) {
      const sources = await followSources(deps.db, viewerId);
      tags.push(
        ...sources.members.map((id) => cacheTags.source('member', id)),
        ...sources.brands.map((id) => cacheTags.source('brand', id)),
        ...sources.segments.map((id) => cacheTags.source('segment', id)),
      );
    }
    if (built.fromStart.has(feedTiers.rest)) tags.push(cacheTags.anyPost);
    const ids = new Set(built.page.posts.map((post) => post.id));
    return { value: textWithoutCounters(feedPageSchema.parse(built.page), ids), tags };
  });
  return kept.withCounters(deps);
}

async function buildFeed(
  deps: Omit<FeedDeps, 'cache'>,
  viewerId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ page: FeedPage; fromStart: Set<FeedTier> }> {
  const cursor = decodeCursor<FeedCursor>(page.cursor, feedCursorSchema);
  const ids: string[] = [];
  const fromStart = new Set<FeedTier>();
  let nextCursor: string | null = null;

  for (const tier of tiers.filter((t) => t >= (cursor?.t ?? 0))) {
    const need = page.limit - ids.length;
    const key: Keyset | undefined =
      cursor && cursor.t === tier && cursor.c !== undefined && cursor.i
        ? { createdAt: cursor.c, id: cursor.i }
        : undefined;
    if (!key) fromStart.add(tier);
    let rows: q.IdRow[];
    if (tier === feedTiers.own) rows = await q.ownPostsQuery(deps.db, viewerId, key, need + 1).execute();
    else if (tier === feedTiers.followed) {
      rows = q.mergeNewestFirst(await q.followedPostsQuery(deps.db, viewerId, key, need + 1).execute(), need + 1);
    } else rows = await q.otherPostsQuery(deps.db, viewerId, key, need + 1).execute();

    const taken = rows.slice(0, need);
    ids.push(...taken.map((r) => r.id));
    if (rows.length > need) {
      const last = taken[taken.length - 1]!;
      nextCursor = encodeCursor({ t: tier, c: last.created_at, i: last.id });
      break;
    }
    if (ids.length === page.limit && tier !== feedTiers.rest) {
      // This group ended exactly at the page's end: the next page starts at the next group.
      nextCursor = encodeCursor({ t: tier + 1 });
      break;
    }
  }
  return { page: { posts: await loadPosts(deps, viewerId, ids), nextCursor }, fromStart };
}
