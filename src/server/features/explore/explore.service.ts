import type { Kysely } from 'kysely';
import { EXPLORE_LIMITS, mixExplore, type Explore, type ExploreItem } from '../../../shared/explore';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import { loadPosts } from '../posts/posts.service';
import { trendingSegments } from '../segments/segments.service';
import { newestPublicStories } from '../stories/stories.service';
import * as q from './explore.queries';
import { topReels } from './explore.reels';

export interface ExploreDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
}

/**
 * Explore (spec §9): the 5 trending segments and a grid mixing the 12 top posts by engagement,
 * the 6 top reels by likes and the 4 newest stories. Each source is a short index walk.
 */
export async function getExplore(deps: ExploreDeps, viewerId: string): Promise<Explore> {
  const [segments, postIds, reels, stories] = await Promise.all([
    trendingSegments(deps, EXPLORE_LIMITS.segments),
    q.topPostIds(deps.db, viewerId, EXPLORE_LIMITS.posts),
    topReels(deps, EXPLORE_LIMITS.reels),
    newestPublicStories(deps, viewerId, EXPLORE_LIMITS.stories),
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
