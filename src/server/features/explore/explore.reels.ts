import type { Kysely } from 'kysely';
import type { ExploreReel } from '../../../shared/explore';
import type { Database } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { reelTiles } from '../reels/reel-tile';
import { topReelsByLikes } from '../reels/reels.service';

/** Explore's reels source: the top reels by likes (from the reels feature), as explore's grid shows them. */
export async function topReels(
  deps: { db: Kysely<Database>; storage: Storage },
  limit: number,
  hideMinorsAt: number | null,
): Promise<ExploreReel[]> {
  const reels = await topReelsByLikes(deps.db, limit, deps.storage, null, hideMinorsAt);
  return reelTiles(reels);
}
