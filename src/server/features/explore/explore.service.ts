import type { Kysely } from 'kysely';
import { EXPLORE_LIMITS, exploreSchema, mixExplore, type Explore, type ExploreItem } from '../../../shared/explore';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { hideMinorsFor } from '../../platform/minor-accounts';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { postTags } from '../posts/post-views';
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
 * Explore (spec §9): the 5 trending segments and a grid mixing the 12 top posts by engagement,
 * the 6 top reels by likes and the 4 newest stories. Each source is a short index walk.
 */
export async function getExplore(deps: Omit<ExploreDeps, 'cache'>, viewerId: string): Promise<Explore> {
  // An adult is shown no minor's content here: explore suggests its authors (decision 028).
  const hideMinorsAt = await hideMinorsFor(deps.db, viewerId, deps.clock.now());
  const [segments, postIds, reels, stories] = await Promise.all([
    trendingSegments(deps, EXPLORE_LIMITS.segments),
    q.topPostIds(deps.db, viewerId, EXPLORE_LIMITS.posts, hideMinorsAt),
    topReels(deps, EXPLORE_LIMITS.reels, hideMinorsAt),
    newestPublicStories(deps, viewerId, EXPLORE_LIMITS.stories, hideMinorsAt),
  ]);
  const posts = await loadPosts(
    deps,
    viewerId,
    postIds.map((r) => r.id),
  );
  const items = mixExplore<ExploreItem, ExploreItem>(
    posts.map((post) => ({ kind: 'post', post })),
    reels.map((reel) => ({ kind: 'reel', reel })),
    stories.map((story) => ({ kind: 'story', story })),
  );
  return { segments, items };
}

/**
 * Explore as JSON text from the read cache: rebuilt when a post it shows, any post, any reel or
 * story, or the viewer's own follows and marks change, and at the latest every EXPLORE_TTL_MS.
 */
export async function getExploreText(deps: ExploreDeps, viewerId: string): Promise<string> {
  return deps.cache.get(
    `explore:${viewerId}`,
    async () => {
      const explore = await getExplore(deps, viewerId);
      const posts = explore.items.flatMap((item) => (item.kind === 'post' ? [item.post] : []));
      // Stories show their product tags live (posts' are in postTags): their products' changes count too.
      const storyTags = productTagCacheTags(
        explore.items.flatMap((item) => (item.kind === 'story' ? [item.story.productTags] : [])),
      );
      return {
        value: JSON.stringify(exploreSchema.parse(explore)),
        tags: [cacheTags.viewer(viewerId), cacheTags.anyPost, cacheTags.anyMedia, ...postTags(posts), ...storyTags],
      };
    },
    { ttlMs: EXPLORE_TTL_MS },
  );
}
