import type { Kysely } from 'kysely';
import { EXPLORE_LIMITS, exploreSchema, mixExplore, type ExploreItem } from '../../../shared/explore';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { hideMinorsFor } from '../../platform/minor-accounts';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { postTags } from '../posts/post-views';
import { textWithoutCounters, type TextWithoutCounters } from '../posts/post-counters';
import { loadPosts } from '../posts/posts.service';
import { trendingSegments } from '../segments/segments.service';
import { newestPublicStories } from '../stories/stories.service';
import * as q from './explore.queries';
import { topReels } from './explore.reels';
import { productTagCacheTags } from '../content/product-tag-views';

export interface ExploreDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
}

/** Rankings by engagement and follower counts drift without any write explore listens to. */
const EXPLORE_TTL_MS = 15_000;

/**
 * Explore's grid (spec §9): the 12 top posts by engagement, the 6 top reels by likes and the 4
 * newest stories, mixed; each source is a short index walk. What it shows depends on the viewer
 * (who they may see, what they did). The 5 trending segments beside it are everyone's.
 */
async function exploreItems(deps: Omit<ExploreDeps, 'cache'>, viewerId: string): Promise<ExploreItem[]> {
  // An adult is shown no minor's content here: explore suggests its authors (decision 028).
  const hideMinorsAt = await hideMinorsFor(deps.db, viewerId, deps.clock.now());
  const [postIds, reels, stories] = await Promise.all([
    q.topPostIds(deps.db, viewerId, EXPLORE_LIMITS.posts, hideMinorsAt),
    topReels(deps, EXPLORE_LIMITS.reels, hideMinorsAt),
    newestPublicStories(deps, viewerId, EXPLORE_LIMITS.stories, hideMinorsAt),
  ]);
  const posts = await loadPosts(
    deps,
    viewerId,
    postIds.map((r) => r.id),
  );
  return mixExplore<ExploreItem, ExploreItem>(
    posts.map((post) => ({ kind: 'post', post })),
    reels.map((reel) => ({ kind: 'reel', reel })),
    stories.map((story) => ({ kind: 'story', story })),
  );
}

/**
 * Explore as JSON text from the read cache. The trending segments are the same for everyone: kept
 * once, until a like or share in a segment moves a score. The grid is kept per viewer until a post it
 * shows, any post, any reel or story, or the viewer's own follows and marks change, with its posts'
 * counters laid over as they are now (posts/post-counters.ts). Both are rebuilt at the latest every
 * EXPLORE_TTL_MS.
 */
export async function getExploreText(deps: ExploreDeps, viewerId: string): Promise<string> {
  const [segments, items] = await Promise.all([
    deps.cache.get(
      'explore-segments',
      async () => ({
        value: JSON.stringify(
          exploreSchema.shape.segments.parse(await trendingSegments(deps, EXPLORE_LIMITS.segments)),
        ),
        tags: [cacheTags.trends, cacheTags.anyPost],
      }),
      { ttlMs: EXPLORE_TTL_MS },
    ),
    deps.cache.get(
      `explore:${viewerId}`,
      async () => {
        const items = await exploreItems(deps, viewerId);
        const posts = items.flatMap((item) => (item.kind === 'post' ? [item.post] : []));
        // Stories show their product tags live (posts' are in postTags): their products' changes count too.
        const storyTags = productTagCacheTags(
          items.flatMap((item) => (item.kind === 'story' ? [item.story.productTags] : [])),
        );
        return {
          value: textWithoutCounters(exploreSchema.shape.items.parse(items), new Set(posts.map((post) => post.id))),
          tags: [
            cacheTags.viewer(viewerId),
            cacheTags.anyPost,
            cacheTags.anyMedia,
            ...postTags(posts, viewerId),
            ...storyTags,
          ],
        };
      },
      { ttlMs: EXPLORE_TTL_MS },
    ),
  ]);
  const grid = await items.withCounters(deps);
  // The same parts as last time: the same text, rather than a new one to join and flatten again.
  const last = answered.get(items);
  if (last?.segments === segments && last.grid === grid) return last.text;
  const text = `{"segments":${segments},"items":${grid}}`;
  answered.set(items, { segments, grid, text });
  return text;
}

/** The last text answered from each viewer's kept grid, with the parts it was made of. */
const answered = new WeakMap<TextWithoutCounters, { segments: string; grid: string; text: string }>();
